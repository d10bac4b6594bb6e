// What every route's beforeLoad and loader receive. Features extend this interface as they land (the
// data layer, the sync engine) so that guards and loaders get their dependencies injected, not imported.
import type { SessionState } from './state/session.ts';

export interface RouterContext {
  /** Route guards redirect to /sign-in when `session.user` is null. */
  session: SessionState;
}
