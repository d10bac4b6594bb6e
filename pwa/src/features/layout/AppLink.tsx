import { useRouter, useRouterState } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import type { AppPath } from '../../app-paths.ts';
import { isCurrentScreen } from './current-screen.ts';

interface AppLinkProps {
  to: AppPath;
  children: ReactNode;
  className?: string;
}

/** A plain left click opens the screen in the app; any other (new tab, new window) is the browser's. */
function opensInApp(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  return !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

/**
 * A link to one of the product's screens, marked aria-current="page" while that screen (or one under it)
 * shows. The shell renders a score of these on every page, so it is a plain anchor watching only the
 * pathname rather than the router's Link, which works out a whole location and its active state for each
 * link on every render: the first paint of `/` spent much of its blocking time there. `to` is a string on
 * purpose: several screens the shell links to are registered by later features; until then the router
 * shows the 404 page for them.
 */
export function AppLink({ to, children, className }: AppLinkProps) {
  const router = useRouter();
  const current = useRouterState({ select: (state) => isCurrentScreen(state.location.pathname, to) });
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!opensInApp(event)) return;
    event.preventDefault();
    void router.navigate({ to: to as string });
  };
  return (
    <a href={to} className={className} aria-current={current ? 'page' : undefined} onClick={open}>
      {children}
    </a>
  );
}
