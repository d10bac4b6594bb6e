// Builders for the API's user and session answers, with overrides for what a test cares about.
import type { SessionResponse } from '../../../shared/api/users.ts';
import type { User } from '../../../shared/entities/user.ts';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    _id: '019a0000-0000-7000-8000-0000000000aa',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    dob: '1990-12-10',
    isAdmin: false,
    isSuperAdmin: false,
    isSuspended: false,
    isDemoUser: false,
    lastLoginDate: 'Sat 21 Nov 2026',
    lastLoginTime: '9:05:03',
    logins: 3,
    blogs: 0,
    featuredBlogs: 0,
    tasks: 0,
    avatar: '',
    tier: 'free',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aSession(overrides: Partial<User> = {}, token = 'token-1'): SessionResponse {
  return { ...aUser(overrides), token };
}
