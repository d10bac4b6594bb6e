import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertUser, json, type TestUser } from '../testing/factories';
import { createTestDeps } from '../testing/test-app';
import { createApp } from './app';

// A malformed percent-escape is the client's mistake wherever it appears in the path: 400 or 404, never 500.
describe('addresses with a malformed percent-escape', () => {
  let made: Awaited<ReturnType<typeof createTestDeps>>;
  let app: ReturnType<typeof createApp>;
  let admin: TestUser;
  beforeEach(async () => {
    made = await createTestDeps();
    const pwaDir = join(made.dir, 'pwa');
    await mkdir(pwaDir, { recursive: true });
    await writeFile(join(pwaDir, 'index.html'), '<!doctype html>');
    app = createApp({ ...made.deps, pwaDir });
    admin = await insertUser(made.deps, { isAdmin: true, isSuperAdmin: true });
  });
  afterEach(() => made.close());

  it.each([
    ['GET', '/media/%ZZ'],
    ['GET', '/media/img/%C0%AF.webp'],
    ['GET', '/api/blogs/%ZZ'],
    ['GET', '/api/public/blogs/%ZZ'],
    ['PUT', '/api/public/blogs/%ZZ'],
    ['GET', '/api/admin/users/%ZZ'],
    ['PUT', '/api/admin/users/%ZZ'],
    ['DELETE', '/api/admin/users/%ZZ'],
    ['GET', '/api/admin/%ZZ'],
    ['DELETE', '/api/tasks/%ZZ'],
    ['PUT', '/api/sync/images/%ZZ'],
    ['GET', '/api/%ZZ'],
    ['GET', '/%ZZ'],
    ['GET', '/public-blog/%ZZ'],
    ['GET', '/%ZZ.js'],
  ])('%s %s', async (method, path) => {
    const init = method === 'PUT' ? json({ name: 'x' }, admin.auth, 'PUT') : { method, headers: admin.auth };
    const res = await app.request(path, init);
    expect(res.status).toBeLessThan(500);
    // Client routes get the PWA, which shows its own "not found"; the API and media refuse the address.
    if (/^\/(api|media)\//.test(path)) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect((await res.json()).message).toBeTruthy();
    }
  });
});
