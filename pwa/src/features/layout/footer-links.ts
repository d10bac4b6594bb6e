// SPEC §2 footer: the three link columns. Register and login are for visitors only: a signed-in user is
// offered neither, as in the header.
import type { SessionUser } from '../../state/session.ts';
import type { NavLink } from './nav-links.ts';

export interface FooterColumn {
  heading: string;
  links: NavLink[];
  /** The column that also lists "install app" where the browser allows it (features/pwa/InstallApp.tsx). */
  install?: true;
}

const visitorOnly = new Set(['/register', '/sign-in']);

const columns: FooterColumn[] = [
  {
    heading: 'info',
    links: [
      { to: '/faqs', label: 'faqs' },
      { to: '/ask', label: 'ask a question' },
      { to: '/terms', label: 'terms' },
    ],
  },
  {
    heading: 'getting started',
    links: [
      { to: '/register', label: 'register' },
      { to: '/sign-in', label: 'login' },
      { to: '/new-blog', label: 'write a blog' },
    ],
    install: true,
  },
  {
    heading: 'resources',
    links: [
      { to: '/', label: 'featured blogs' },
      { to: '/user-blogs', label: 'my blogs' },
      { to: '/tasks', label: 'tasks' },
    ],
  },
];

export function footerColumns(user: Pick<SessionUser, '_id'> | null): FooterColumn[] {
  if (!user) return columns;
  return columns.map((column) => ({ ...column, links: column.links.filter((l) => !visitorOnly.has(l.to)) }));
}

export const accountLinks: NavLink[] = [
  { to: '/my-account', label: 'my account' },
  { to: '/terms', label: 'terms and conditions' },
];
