import { createRoute } from '@tanstack/react-router';
import { NewBlogPage, newBlogContent } from '../features/new-blog/NewBlogPage.tsx';
import { authRoute } from './_auth.ts';
import { oneOf, text } from './search-params.ts';

const SHARE_STATES = ['new', 'failed'] as const;

// `draft` names the draft in the form, so a reload reopens it; anything unreadable starts a new one.
// `share` is where the service worker sends a share from another app (pwa/public/share-target.js).
export const newBlogRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/new-blog',
  validateSearch: (
    search: Record<string, unknown>,
  ): { draft?: string | undefined; share?: (typeof SHARE_STATES)[number] | undefined } => ({
    draft: text(search.draft, 64, 1),
    share: oneOf(search.share, SHARE_STATES),
  }),
  loader: () => newBlogContent.preload(),
  component: NewBlogPage,
});
