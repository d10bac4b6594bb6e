import { describe, expect, it } from 'vitest';
import { signupAnswer, signupSuccessText } from './signup-rules.ts';

const data = { name: 'Ada', email: 'ada@example.com', terms: true, date: 'Sat 21 Nov 2026', time: '9:05:03' };

describe('a queued signup, once sent', () => {
  it("says what a direct one says: signed up, or the server's word for an address already listed", () => {
    const said = (answer: unknown) => signupSuccessText('home', data, signupAnswer(answer));
    expect(said({ msg: 'Ada signed up', created: true })).toBe('Ada signed up');
    expect(said({ msg: 'ada@example.com is already on the list', created: false })).toBe(
      'ada@example.com is already on the list',
    );
    // An answer of another shape still counts as sent: the server took it.
    expect(said(null)).toBe('Ada signed up');
    expect(said({ created: false })).toBe('Ada signed up');
    expect(signupSuccessText('footer', data, signupAnswer('ok'))).toBe('you are now signed up!');
  });
});
