// SPEC §2 header: which links a visitor, a signed-in user and an admin see, in display order.
import type { AppPath } from '../../app-paths.ts';
import type { SessionUser } from '../../state/session.ts';

export interface NavLink {
  to: AppPath;
  label: string;
}

const always: NavLink[] = [
  { to: '/', label: 'home' },
  { to: '/ask', label: 'ask' },
];

const loggedOut: NavLink[] = [
  { to: '/register', label: 'register' },
  { to: '/sign-in', label: 'login' },
];

const loggedIn: NavLink[] = [
  { to: '/user-blogs', label: 'my blogs' },
  { to: '/tasks', label: 'tasks' },
  { to: '/new-blog', label: 'new blog' },
];

const admin: NavLink = { to: '/admin-dash', label: 'admin' };

export function headerLinks(user: Pick<SessionUser, 'isAdmin'> | null): NavLink[] {
  if (!user) return [...always, ...loggedOut];
  return [...always, ...loggedIn, ...(user.isAdmin ? [admin] : [])];
}
