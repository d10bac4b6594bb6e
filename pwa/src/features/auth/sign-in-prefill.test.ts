import { describe, expect, it } from 'vitest';
import { aUser } from '../../test-support/users.ts';
import { DEMO_PASSWORD, signInPrefill } from './sign-in-prefill.ts';

describe('signInPrefill', () => {
  it('offers a visitor the demo account', () => {
    expect(signInPrefill(null, 'demo@example.com')).toEqual({ email: 'demo@example.com', password: '1' });
  });

  it('offers a user whose session ended their own e-mail and no password', () => {
    expect(signInPrefill(aUser({ email: 'ada@example.com' }), 'demo@example.com')).toEqual({
      email: 'ada@example.com',
      password: '',
    });
  });

  it('keeps the demo password for the demo user, like any visitor would get', () => {
    expect(signInPrefill(aUser({ email: 'demo@example.com', isDemoUser: true }), '')).toEqual({
      email: 'demo@example.com',
      password: DEMO_PASSWORD,
    });
  });
});
