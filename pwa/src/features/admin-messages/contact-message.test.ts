import { describe, expect, it } from 'vitest';
import { messageFields, senderOf } from './contact-message.ts';
import { aMessage } from './test-messages.ts';

describe('messageFields', () => {
  it('lists every field of a contact message', () => {
    expect(messageFields(aMessage())).toEqual([
      ['name', 'Ada Lovelace'],
      ['email', 'ada@example.com'],
      ['phone', '+44 20 7946 0000'],
      ['topic', 'support'],
      ['message', 'How do I add a hero image?'],
      ['contact by phone', 'yes'],
      ['contact by email', 'no'],
      ['mailing list', 'no'],
      ['accepted terms', 'yes'],
      ['date', 'Sat 21 Nov 2026'],
      ['time', '9:05:03'],
    ]);
  });

  it('says what was left blank', () => {
    const fields = new Map(messageFields(aMessage({ fullName: '', email: '', phone: '', msg: '' })));
    expect([fields.get('name'), fields.get('email'), fields.get('phone'), fields.get('message')]).toEqual([
      'not given',
      'not given',
      'not given',
      'not given',
    ]);
  });
});

describe('senderOf', () => {
  it('names the sender by name, else e-mail, else says none was given', () => {
    expect(senderOf(aMessage())).toBe('Ada Lovelace');
    expect(senderOf(aMessage({ fullName: '' }))).toBe('ada@example.com');
    expect(senderOf(aMessage({ fullName: '', email: '' }))).toBe('someone who gave no name');
  });
});
