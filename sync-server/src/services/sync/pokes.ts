// Pokes for GET /api/sync/events: one watch on the change log (through the database, so every server
// instance hears every write), fanned out to the connections interested in a scope.
import type { DocumentStore } from '../../ports/document-store';
import { CHANGES, type ChangeEntry } from './change-log';

export type PokeListener = (entry: Pick<ChangeEntry, 'scope' | 'seq'>) => void;

export class PokeHub {
  readonly #listeners = new Map<string, Set<PokeListener>>();
  #stop: (() => void) | undefined;

  constructor(private readonly store: DocumentStore) {}

  /** Listens to the given scopes; answers a function that stops. */
  listen(scopes: readonly string[], listener: PokeListener): () => void {
    this.#stop ??= this.store.watch<ChangeEntry>(CHANGES, (entry) => {
      for (const l of this.#listeners.get(entry.scope) ?? []) l({ scope: entry.scope, seq: entry.seq });
    });
    for (const scope of scopes) {
      const set = this.#listeners.get(scope) ?? new Set();
      set.add(listener);
      this.#listeners.set(scope, set);
    }
    return () => {
      for (const scope of scopes) {
        const set = this.#listeners.get(scope);
        set?.delete(listener);
        if (set?.size === 0) this.#listeners.delete(scope);
      }
      if (this.#listeners.size === 0) {
        this.#stop?.();
        this.#stop = undefined;
      }
    };
  }
}
