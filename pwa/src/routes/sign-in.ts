import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SignInPage } from '../features/auth/SignInPage.tsx';
import { rootRoute } from './root.ts';

// `redirect` is where the guard found the user; anything unreadable is dropped rather than failing the page.
const searchSchema = z.object({ redirect: z.string().optional().catch(undefined) });

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in',
  validateSearch: searchSchema,
  component: SignInPage,
});
