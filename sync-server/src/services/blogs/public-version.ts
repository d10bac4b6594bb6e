// What every public read depends on, as one version string read from the store: the public feed's seq
// (sync/change-log.ts; every write of a blog that was or is public logs there, an author's rename and an
// image change included, before the write answers) and a counter raised with every counted view (views
// live beside the blogs, view-counts.ts, so they log nothing in the feed). The ETags of the public reads
// and the in-process cache of their bytes (public-cache.ts) are keyed by it.
// Readers take the version first and the blogs after: what they read is then at least as new as the
// version, and a later write moves the version on, so no version ever names older bytes than its own.
import type { Deps } from '../../deps';
import { DuplicateKeyError } from '../../ports/document-store';
import { PUBLIC_SCOPE, SCOPES, type ScopeDoc } from '../sync/change-log';

export const PUBLIC_VERSIONS = 'public_versions';
const VIEWS = 'views';

interface CounterDoc {
  _id: string;
  n: number;
}

export async function publicVersion(deps: Pick<Deps, 'store'>): Promise<string> {
  const [feed, views] = await Promise.all([
    deps.store.collection<ScopeDoc>(SCOPES).findOne({ _id: PUBLIC_SCOPE }),
    deps.store.collection<CounterDoc>(PUBLIC_VERSIONS).findOne({ _id: VIEWS }),
  ]);
  return `${feed?.seq ?? 0}.${views?.n ?? 0}`;
}

/** After a view was counted: public answers show views, so their version moves on. */
export async function viewsChanged(deps: Pick<Deps, 'store'>): Promise<void> {
  const counters = deps.store.collection<CounterDoc>(PUBLIC_VERSIONS);
  if ((await counters.updateOne({ _id: VIEWS }, { $inc: { n: 1 } })).matched > 0) return;
  try {
    await counters.insertOne({ _id: VIEWS, n: 1 });
  } catch (error) {
    // Another view created it first: move it on from theirs.
    if (!(error instanceof DuplicateKeyError)) throw error;
    await counters.updateOne({ _id: VIEWS }, { $inc: { n: 1 } });
  }
}
