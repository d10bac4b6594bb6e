// SPEC §2 dashboard tiles, in the SPEC's order, plus one for the contact messages (issue 13). A counted
// tile shows how many its list holds; the others say what they do.
import type { AppPath } from '../../app-paths.ts';

export type CountKey = 'blogs' | 'users' | 'sent' | 'signups' | 'messages';

export interface DashTile {
  label: string;
  to: AppPath;
  /** Which count the tile shows; tiles without one show `hint`. */
  count?: CountKey;
  hint?: string;
  /** Opens the users screen with the create-user dialog open. */
  create?: true;
}

export const DASH_TILES: readonly DashTile[] = [
  { label: 'blogs', to: '/admin-blogs', count: 'blogs' },
  { label: 'users', to: '/admin-users', count: 'users' },
  { label: 'new user', to: '/admin-users', create: true, hint: 'create an account' },
  { label: 'new blog', to: '/admin-new-blog', hint: 'write a blog for a user' },
  { label: 'sent emails', to: '/view-sent-emails', count: 'sent' },
  { label: 'email signups', to: '/email-page', count: 'signups' },
  { label: 'contact messages', to: '/admin-messages', count: 'messages' },
];

/** SPEC §2 greeting to the admin, by first name. */
export function dashGreeting(name: string): string {
  const first = name.trim().split(/\s+/)[0];
  return first ? `hello ${first}` : 'hello';
}
