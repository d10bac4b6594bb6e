import { createRoute } from '@tanstack/react-router';
import { SignInPage } from '../features/auth/SignInPage.tsx';
import { rootRoute } from './root.ts';
import { text } from './search-params.ts';

// `redirect` is where the guard found the user; anything unreadable is dropped rather than failing the page.
export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in',
  validateSearch: (search: Record<string, unknown>): { redirect?: string | undefined } => ({
    redirect: text(search.redirect, Number.POSITIVE_INFINITY),
  }),
  // In the first download, as home is: the page every guard sends to, light once its rules load on submit.
  component: SignInPage,
});
