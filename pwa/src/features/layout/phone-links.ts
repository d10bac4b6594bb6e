// Issue 15: on a phone the header is an app shell. The top bar keeps the logo, the sync status and a menu
// button (and a visitor's register and login); a signed-in user's four main screens move to a tab bar at
// the bottom, in thumb's reach; everything else the wide header offers is in the menu, with my account.
import type { SessionUser } from '../../state/session.ts';
import { admin, ask, home, myBlogs, type NavLink, newBlog, tasks } from './nav-links.ts';

export const tabLinks: NavLink[] = [home, myBlogs, newBlog, tasks];

const myAccount: NavLink = { to: '/my-account', label: 'my account' };

/** The menu's links: what neither the top bar nor the tab bar shows. */
export function menuLinks(user: Pick<SessionUser, 'isAdmin'> | null): NavLink[] {
  if (!user) return [home, ask];
  return [ask, ...(user.isAdmin ? [admin] : []), myAccount];
}

/** Whether a header link stays in the top bar on a phone: the visitor's register and login. */
export function onPhoneBar(link: NavLink, user: Pick<SessionUser, 'isAdmin'> | null): boolean {
  return !tabLinks.includes(link) && !menuLinks(user).includes(link);
}
