import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { NewBlogPage } from '../features/new-blog/NewBlogPage.tsx';
import { authRoute } from './_auth.ts';

// `draft` names the draft in the form, so a reload reopens it; anything unreadable starts a new one.
// `share` is where the service worker sends a share from another app (pwa/public/share-target.js).
const searchSchema = z.object({
  draft: z.string().min(1).max(64).optional().catch(undefined),
  share: z.enum(['new', 'failed']).optional().catch(undefined),
});

export const newBlogRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/new-blog',
  validateSearch: searchSchema,
  component: NewBlogPage,
});
