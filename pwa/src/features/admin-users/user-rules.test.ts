import { describe, expect, it } from 'vitest';
import {
  adminLockReason,
  canDelete,
  canSuspend,
  canUpdate,
  manageLockReason,
  NO_USERS,
  ONLY_SUPER_ADMIN_LOCKED,
  ONLY_SUPER_ADMIN_MANAGES_ADMINS,
  OWN_ADMIN_LOCKED,
  OWN_SUSPEND_LOCKED,
  SUPER_ADMIN_SUSPEND_LOCKED,
  suspendLockReason,
  userMarks,
  usersCountLine,
} from './user-rules.ts';

const admin = { _id: 'a', isAdmin: true, isSuperAdmin: false, isSuspended: false };
const peer = { ...admin, _id: 'p' };
const root = { _id: 'r', isAdmin: true, isSuperAdmin: true, isSuspended: false };
const ann = { _id: 'u', isAdmin: false, isSuperAdmin: false, isSuspended: false };

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
    const other = { ...root, _id: 'r2' };
    expect(canSuspend(other, root)).toBe(false);
    expect(canSuspend(other, { ...root, isSuspended: true })).toBe(true);
    expect(canDelete(admin, root)).toBe(false);
    expect(canDelete(other, root)).toBe(true);
  });
});

describe("an admin's account is the super admin's to manage", () => {
  it('offers a normal admin nothing to change, suspend or delete on another admin, and says why', () => {
    for (const target of [peer, root, { ...peer, isSuspended: true }, { ...root, isSuspended: true }]) {
      expect(canUpdate(admin, target)).toBe(false);
      expect(canSuspend(admin, target)).toBe(false);
      expect(canDelete(admin, target)).toBe(false);
      expect(manageLockReason(admin, target)).toBe(ONLY_SUPER_ADMIN_MANAGES_ADMINS);
    }
  });

  it('lets a normal admin update their own row and manage users who are not admins', () => {
    expect(canUpdate(admin, admin)).toBe(true);
    expect(manageLockReason(admin, admin)).toBeNull();
    expect(canUpdate(admin, ann)).toBe(true);
    expect(manageLockReason(admin, ann)).toBeNull();
  });

  it('lets the super admin manage other admins', () => {
    expect(canUpdate(root, peer)).toBe(true);
    expect(canSuspend(root, peer)).toBe(true);
    expect(canDelete(root, peer)).toBe(true);
    expect(manageLockReason(root, peer)).toBeNull();
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
    expect(suspendLockReason({ ...root, _id: 'r2' }, root)).toBe(SUPER_ADMIN_SUSPEND_LOCKED);
    expect(suspendLockReason(admin, root)).toBe(ONLY_SUPER_ADMIN_MANAGES_ADMINS);
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
