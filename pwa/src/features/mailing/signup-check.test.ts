import { describe, expect, it } from 'vitest';
import { signupProblem } from './signup-check.ts';

const data = { name: 'Ada', email: 'not-an-address', terms: true };

describe('the signup rules, loaded on demand', () => {
  it('waits for the rules the first time, then answers at once with the same shared messages', async () => {
    const first = signupProblem(data);
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toEqual({ message: 'Please enter a valid e-mail address', field: 'email' });

    expect(signupProblem(data)).toEqual({ message: 'Please enter a valid e-mail address', field: 'email' });
    expect(signupProblem({ ...data, email: 'ada@example.com' })).toBeNull();
  });
});
