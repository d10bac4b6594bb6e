import { describe, expect, it } from 'vitest';
import {
  adminLockReason,
  canDelete,
  canSuspend,
  NO_USERS,
  ONLY_SUPER_ADMIN_LOCKED,
  OWN_ADMIN_LOCKED,
  OWN_SUSPEND_LOCKED,
  SUPER_ADMIN_SUSPEND_LOCKED,
  suspendLockReason,
  userMarks,
  usersCountLine,
} from './user-rules.ts';

const admin = { _id: 'a', isSuperAdmin: false, isSuspended: false };
const root = { _id: 'r', isSuperAdmin: true, isSuspended: false };
const ann = { _id: 'u', isSuperAdmin: false, isSuspended: false };

describe('usersCountLine', () => {
  it.each([
    [0, NO_USERS],
    [1, '1 user'],
    [2, '2 users'],
    [1234, '1234 users'],
  ])('%i → %s', (total, line) => expect(usersCountLine(total)).toBe(line));

  it('words the empty list as SPEC common texts have it', () => {
    expect(NO_USERS).toBe('no users to show!');
  });
});

describe('what a row offers', () => {
  it('never suspends or deletes the own row', () => {
    expect(canSuspend(admin, admin)).toBe(false);
    expect(canDelete(admin, admin)).toBe(false);
    expect(canSuspend(root, root)).toBe(false);
    expect(canDelete(root, root)).toBe(false);
  });

  it('suspends and deletes other users', () => {
    expect(canSuspend(admin, ann)).toBe(true);
    expect(canDelete(admin, ann)).toBe(true);
  });

  it('never suspends a super admin, but may lift a suspension; only a super admin deletes one', () => {
    expect(canSuspend(admin, root)).toBe(false);
    expect(canSuspend(admin, { ...root, isSuspended: true })).toBe(true);
    expect(canDelete(admin, root)).toBe(false);
    expect(canDelete({ ...root, _id: 'r2' }, root)).toBe(true);
  });
});

describe('locked controls say why', () => {
  it('admin rights: own row first, then only the super admin', () => {
    expect(adminLockReason(root, root)).toBe(OWN_ADMIN_LOCKED);
    expect(adminLockReason(admin, ann)).toBe(ONLY_SUPER_ADMIN_LOCKED);
    expect(adminLockReason(root, ann)).toBeNull();
  });

  it('suspension: not the own row, not a super admin', () => {
    expect(suspendLockReason(admin, admin)).toBe(OWN_SUSPEND_LOCKED);
    expect(suspendLockReason(admin, root)).toBe(SUPER_ADMIN_SUSPEND_LOCKED);
    expect(suspendLockReason(admin, ann)).toBeNull();
  });
});

describe('userMarks', () => {
  it.each([
    [{ isAdmin: false, isSuperAdmin: false, isSuspended: false }, ['user']],
    [{ isAdmin: false, isSuperAdmin: false, isSuspended: true }, ['user', 'suspended']],
    [{ isAdmin: true, isSuperAdmin: false, isSuspended: false }, ['admin']],
    [{ isAdmin: true, isSuperAdmin: true, isSuspended: false }, ['super admin']],
    [{ isAdmin: true, isSuperAdmin: false, isSuspended: true }, ['admin', 'suspended']],
  ])('%o → %o', (user, marks) => expect(userMarks(user)).toEqual(marks));
});
