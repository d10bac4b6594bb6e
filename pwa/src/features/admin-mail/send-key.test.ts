import { describe, expect, it } from 'vitest';
import { keyFor, type OutgoingEmail } from './send-key.ts';

const email: OutgoingEmail = {
  from: 'admin@example.com',
  to: 'ada@example.com',
  subject: 'Hi',
  text: '<p>Hello</p>',
};

describe('keyFor', () => {
  it('gives a first attempt a new key', () => {
    expect(keyFor(null, email, () => 'k1')).toEqual({ email, key: 'k1' });
  });

  it('keeps the key when the same message is sent again', () => {
    const first = keyFor(null, email, () => 'k1');
    expect(keyFor(first, { ...email }, () => 'k2').key).toBe('k1');
  });

  it.each(['from', 'to', 'subject', 'text'] as const)('gives a new key when the %s changes', (part) => {
    const first = keyFor(null, email, () => 'k1');
    expect(keyFor(first, { ...email, [part]: `${email[part]}!` }, () => 'k2').key).toBe('k2');
  });

  it('makes keys the server accepts (1 to 256 visible ASCII characters)', () => {
    expect(keyFor(null, email).key).toMatch(/^[\x21-\x7e]{1,256}$/);
  });
});
