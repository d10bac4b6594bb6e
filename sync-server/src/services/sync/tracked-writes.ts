// A locked store that counts the writes made through it, so push can tell a mutation refused before it
// wrote anything (simply answered rejected) from one refused halfway (the batch must run again without
// it: neither store can roll back part of a transaction).
import type { Collection, Doc, LockedStore } from '../../ports/document-store';

export interface Tracked extends LockedStore {
  writes(): number;
}

const WRITES = new Set([
  'insertOne',
  'insertMany',
  'updateOne',
  'updateMany',
  'findOneAndUpdate',
  'deleteOne',
  'deleteMany',
]);

export function tracked(tx: LockedStore): Tracked {
  let count = 0;
  // One proxy per name: a push asks for its collections several times per mutation.
  const proxies = new Map<string, Collection>();
  const proxy = <T extends Doc>(name: string): Collection<T> =>
    // A proxy, so it works whether the adapter's collection is a plain object or a class instance.
    new Proxy(tx.collection<T>(name), {
      get(target, prop, receiver) {
        const value: unknown = Reflect.get(target, prop, receiver);
        if (typeof value !== 'function') return value;
        if (typeof prop !== 'string' || !WRITES.has(prop)) return value.bind(target);
        return (...args: unknown[]) => {
          count += 1;
          return value.apply(target, args);
        };
      },
    });
  return {
    writes: () => count,
    collection<T extends Doc>(name: string): Collection<T> {
      let made = proxies.get(name);
      if (!made) {
        made = proxy(name);
        proxies.set(name, made);
      }
      return made as unknown as Collection<T>;
    },
    revisionFloor: tx.revisionFloor,
  };
}
