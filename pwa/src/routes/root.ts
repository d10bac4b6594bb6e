import { createRootRouteWithContext } from '@tanstack/react-router';
import { ErrorPage } from '../features/errors/ErrorPage.tsx';
import { NotFoundPage } from '../features/errors/NotFoundPage.tsx';
import { RootLayout } from '../features/layout/RootLayout.tsx';
import type { RouterContext } from '../router-context.ts';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  // Replaces the whole layout, so it still shows when the header or footer is what failed.
  errorComponent: ErrorPage,
});
