// SPEC §2: adverts appear in the header on /, /sign-in and /register, and only to visitors. Each page
// gets the one that fits what the visitor came there to do, all pointing at the product's own pages.
import type { NavLink } from './nav-links.ts';

export interface Advert {
  text: string;
  link: NavLink;
}

const adverts: Record<string, Advert> = {
  '/': {
    text: 'Write your travel stories and share your photos.',
    link: { to: '/register', label: 'register free' },
  },
  '/sign-in': {
    text: 'Questions before you start writing?',
    link: { to: '/ask', label: 'ask the Travel Blog team' },
  },
  '/register': {
    text: 'Not sure which tier to choose?',
    link: { to: '/faqs', label: 'see what free and prem include' },
  },
};

/** The advert for `pathname`, or null when there is none or someone is signed in. */
export function advertFor(pathname: string, signedIn: boolean): Advert | null {
  if (signedIn) return null;
  return adverts[pathname] ?? null;
}
