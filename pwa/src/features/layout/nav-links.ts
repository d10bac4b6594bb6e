// SPEC §2 header: which links a visitor, a signed-in user and an admin see, in display order. On a phone
// the same links are shared out between the top bar, the bottom tab bar and the menu (phone-links.ts).
import type { AppPath } from '../../app-paths.ts';
import type { SessionUser } from '../../state/session.ts';

export interface NavLink {
  to: AppPath;
  label: string;
}

export const home: NavLink = { to: '/', label: 'home' };
export const ask: NavLink = { to: '/ask', label: 'ask' };

const loggedOut: NavLink[] = [
  { to: '/register', label: 'register' },
  { to: '/sign-in', label: 'login' },
];

export const myBlogs: NavLink = { to: '/user-blogs', label: 'my blogs' };
export const tasks: NavLink = { to: '/tasks', label: 'tasks' };
export const newBlog: NavLink = { to: '/new-blog', label: 'new blog' };

export const admin: NavLink = { to: '/admin-dash', label: 'admin' };

export function headerLinks(user: Pick<SessionUser, 'isAdmin'> | null): NavLink[] {
  if (!user) return [home, ask, ...loggedOut];
  return [home, ask, myBlogs, tasks, newBlog, ...(user.isAdmin ? [admin] : [])];
}
