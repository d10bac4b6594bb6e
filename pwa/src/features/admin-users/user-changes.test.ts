import { describe, expect, it } from 'vitest';
import { type UserForm, userChanges } from './user-changes.ts';

const ann: UserForm = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  tier: 'free',
  isAdmin: false,
  isSuspended: false,
};

describe('userChanges', () => {
  it('is empty when nothing changed, trimming and e-mail case included', () => {
    expect(userChanges(ann, ann)).toEqual({});
    expect(userChanges(ann, { ...ann, name: '  Ann Lee ', email: ' ANN@example.com ' })).toEqual({});
  });

  it('holds each changed field, and only those', () => {
    expect(userChanges(ann, { ...ann, name: ' Ann Brown ' })).toEqual({ name: 'Ann Brown' });
    expect(userChanges(ann, { ...ann, email: 'new@example.com' })).toEqual({ email: 'new@example.com' });
    expect(userChanges(ann, { ...ann, tier: 'prem', isAdmin: true, isSuspended: true })).toEqual({
      tier: 'prem',
      isAdmin: true,
      isSuspended: true,
    });
  });
});
