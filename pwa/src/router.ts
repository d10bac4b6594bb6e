import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ErrorPage } from './features/errors/ErrorPage.tsx';
import { routeTree } from './routes/route-tree.ts';
import { session } from './state/session.ts';

/** The app passes nothing (browser history); tests pass a memory history. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { session },
    // A failing screen shows the fallback inside the layout, so the header still offers a way out.
    defaultErrorComponent: ErrorPage,
    scrollRestoration: true,
    ...(history ? { history } : {}),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
