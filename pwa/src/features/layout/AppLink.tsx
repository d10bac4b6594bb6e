import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AppPath } from '../../app-paths.ts';

interface AppLinkProps {
  to: AppPath;
  children: ReactNode;
  className?: string;
}

/**
 * A router link to one of the product's screens. `to` is widened to string on purpose: TanStack checks a
 * literal path against the routes registered so far, and several screens the shell links to (tasks,
 * new blog, ...) are registered by later features. Until then the router shows the 404 page for them.
 */
export function AppLink({ to, children, className }: AppLinkProps) {
  const href: string = to;
  return (
    <Link to={href} className={className} activeOptions={{ exact: to === '/' }}>
      {children}
    </Link>
  );
}
