// The account a request's token names. Every signed-in request reads it before anything else, so it is
// kept per version of the users collection (the port's version(): any committed write to users moves it
// on, a restart or a restore included) and read again only once that version changes. A store that keeps
// no versions (MongoDB, several instances) is read every time. Kept documents are shared between
// requests, so they are frozen: a caller that changed one would change it for the next request too.
import type { Deps } from '../../deps';
import type { DocumentStore } from '../../ports/document-store';
import { type UserDoc, users } from './user-doc';

/** Accounts kept at most (about 1 KB each); past it the kept set starts again. */
const MAX_KEPT = 5_000;

interface Kept {
  version: string;
  byId: Map<string, Readonly<UserDoc> | null>;
}

const keptPerStore = new WeakMap<DocumentStore, Kept>();

export async function signedInUser(deps: Pick<Deps, 'store'>, id: string): Promise<Readonly<UserDoc> | null> {
  const collection = users(deps);
  // Read before the document: what the read finds is at least as new as this version names.
  const version = await collection.version();
  if (version === undefined) return collection.findOne({ _id: id });
  let kept = keptPerStore.get(deps.store);
  if (kept?.version !== version) {
    kept = { version, byId: new Map() };
    keptPerStore.set(deps.store, kept);
  }
  const found = kept.byId.get(id);
  if (found !== undefined) return found;
  const doc = await collection.findOne({ _id: id });
  const frozen = doc && deepFreeze(doc);
  if (kept.byId.size >= MAX_KEPT) kept.byId.clear();
  kept.byId.set(id, frozen);
  return frozen;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
