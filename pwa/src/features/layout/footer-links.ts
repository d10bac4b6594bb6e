// SPEC §2 footer: the three link columns.
import type { NavLink } from './nav-links.ts';

export interface FooterColumn {
  heading: string;
  links: NavLink[];
}

export const footerColumns: FooterColumn[] = [
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

export const accountLinks: NavLink[] = [
  { to: '/my-account', label: 'my account' },
  { to: '/terms', label: 'terms and conditions' },
];
