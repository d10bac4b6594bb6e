// What several server instances on one database rely on (docs/scaling.md): a poke reaches the watchers of
// every instance, and a counter (rate limits, stream leases) counts exactly whichever instance adds to it.
// An adapter that several processes share hands the contract a second store (`peer`), so these run across
// two connections; SQLite's file belongs to one process, so there both instances are the one store.
import { expect, it } from 'vitest';
import { type DocumentStore, DuplicateKeyError } from '../document-store';
import { type ContractContext, sleep } from './context';

const PROBE = 'probe-';

/** A change stream listens a moment after watch() returns: inserts probes until every watcher heard one. */
async function untilListening(store: DocumentStore, collection: string, heard: string[][]): Promise<void> {
  for (let i = 0; heard.some((ids) => !ids.some((id) => id.startsWith(PROBE))); i++) {
    if (i === 100) throw new Error(`watchers of ${collection} never heard an insert`);
    await store.collection(collection).insertOne({ _id: `${PROBE}${i}` });
    await sleep(50);
  }
}

export function instanceCases({ store, subject }: ContractContext): void {
  const instances = async (): Promise<[DocumentStore, DocumentStore]> => {
    const peer = subject().peer;
    return [store(), peer ? await peer() : store()];
  };

  it('tells the watchers on every instance of each insert committed on any of them', async () => {
    const [here, there] = await instances();
    const heard: [string[], string[]] = [[], []];
    const stops = [here, there].map((s, i) => s.watch('changes', (doc) => heard[i]?.push(doc._id)));
    await untilListening(here, 'changes', heard);
    await here.collection('changes').insertOne({ _id: 'a' });
    await there.withLock('user:1', (tx) => tx.collection('changes').insertOne({ _id: 'b' }));
    const real = (ids: string[]) => ids.filter((id) => !id.startsWith(PROBE));
    await expect
      .poll(() => heard.map(real), { timeout: 5000 })
      .toEqual([
        ['a', 'b'],
        ['a', 'b'],
      ]);
    for (const stop of stops) stop();
  });

  it('counts $inc from every instance exactly, each caller seeing a count of its own', async () => {
    const [here, there] = await instances();
    await here.collection('rate_limits').insertOne({ _id: 'limit|key|1', count: 0 });
    const counted = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? here : there)
          .collection('rate_limits')
          .findOneAndUpdate({ _id: 'limit|key|1' }, { $inc: { count: 1 } }),
      ),
    );
    expect(counted.map((doc) => Number(doc?.count)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('makes one document of racing inserts of one _id from every instance; the rest are DuplicateKeyError', async () => {
    const [here, there] = await instances();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? here : there).collection('rate_limits').insertOne({ _id: 'limit|key|2', count: i }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(DuplicateKeyError);
    }
    expect(await there.collection('rate_limits').count({ _id: 'limit|key|2' })).toBe(1);
  });
}
