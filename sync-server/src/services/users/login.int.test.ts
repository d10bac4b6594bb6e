import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertUser, PASSWORD } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { lowerScryptCostForTests } from '../auth/password';
import { passwordQueue } from '../auth/password-queue';
import { UnauthorizedError } from '../errors';
import { login } from './login';

let t: TestApp;
beforeAll(() => lowerScryptCostForTests(2 ** 10));
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await t.close();
});

describe('login', () => {
  // First in this file: the first sign-in of the module's life, as the first after a server start is.
  it('checks one password per sign-in, the first since the start too, and an unknown e-mail one as well', async () => {
    const { user } = await insertUser(t.deps, { email: 'ann@example.com' });
    const checks = vi.spyOn(passwordQueue, 'run');
    expect((await login(t.deps, { email: 'ann@example.com', password: PASSWORD }))._id).toBe(user._id);
    expect(checks).toHaveBeenCalledTimes(1);
    await expect(login(t.deps, { email: 'nobody@example.com', password: PASSWORD })).rejects.toThrow(
      UnauthorizedError,
    );
    expect(checks).toHaveBeenCalledTimes(2);
    await expect(login(t.deps, { email: 'ann@example.com', password: 'wrong-horse-42' })).rejects.toThrow(
      UnauthorizedError,
    );
    expect(checks).toHaveBeenCalledTimes(3);
  });
});
