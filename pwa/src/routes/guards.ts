// Route guards for beforeLoad (SPEC §2 route table). They read the session from the router context, so
// tests inject it rather than the guards importing the store.
import { type ParsedLocation, redirect } from '@tanstack/react-router';
import type { RouterContext } from '../router-context.ts';

interface GuardArgs {
  context: RouterContext;
  location: ParsedLocation;
}

/** Nobody signed in: go to /sign-in, remembering where to come back to. */
export function requireUser({ context, location }: GuardArgs): void {
  if (!context.session.user) throw redirect({ to: '/sign-in', search: { redirect: location.href } });
}

/** Signed in but not an admin: the admin screens do not exist for them, so go home. */
export function requireAdmin(args: GuardArgs): void {
  requireUser(args);
  if (!args.context.session.user?.isAdmin) throw redirect({ to: '/' });
}
