import { describe, expect, it } from 'vitest';
import { firstName, greeting } from './greeting.ts';

describe('greeting', () => {
  it('asks a logged-out visitor to log in or register', () => {
    expect(greeting(null)).toBe('login or register to get started');
  });

  it('welcomes a user on their first login', () => {
    expect(greeting({ name: 'Ada Lovelace', logins: 0 })).toBe('welcome Ada');
  });

  it('welcomes a returning user back', () => {
    expect(greeting({ name: 'Ada Lovelace', logins: 1 })).toBe('welcome back Ada');
    expect(greeting({ name: 'Ada Lovelace', logins: 37 })).toBe('welcome back Ada');
  });

  it('leaves no trailing space when the name is blank', () => {
    expect(greeting({ name: '  ', logins: 2 })).toBe('welcome back');
  });
});

describe('firstName', () => {
  it('takes the first word, ignoring extra spaces', () => {
    expect(firstName('  Jean   Paul Sartre ')).toBe('Jean');
    expect(firstName('Cher')).toBe('Cher');
  });
});
