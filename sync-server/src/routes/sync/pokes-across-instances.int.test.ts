// Pokes reach a device whichever instance took the write (docs/scaling.md): every server instance has a
// PokeHub of its own over DocumentStore.watch, so a write through one instance pokes the event streams
// open on another that shares the store. On MongoDB the watch is a change stream (the contract's "several
// instances" cases run it across two connections); here two apps share one embedded store.
import { describe, it } from 'vitest';
import { newId } from '../../../../shared/ids';
import type { Mutation } from '../../../../shared/sync/protocol';
import { insertUser, json } from '../../testing/factories';
import { createTestApp } from '../../testing/test-app';
import { withEventStream } from './event-stream-kit';

const taskCreate = (clientId: string): Mutation => ({
  clientId,
  seq: 1,
  opId: 'op1',
  entity: 'task',
  id: newId(),
  kind: 'create',
  baseRev: 0,
  fields: { taskText: 'pack the tent', important: false, completed: false, date: '', time: '' },
});

describe('pokes across server instances', () => {
  it('pokes a stream open on one instance when another instance takes the write', async () => {
    const here = await createTestApp();
    const there = await createTestApp({ store: here.deps.store });
    try {
      const ann = await insertUser(here.deps);
      await withEventStream(there, ann, async (events) => {
        await events.until(/event: ready/);
        const clientId = newId().replaceAll('-', '');
        const res = await here.app.request(
          '/api/sync/push',
          json({ clientId, mutations: [taskCreate(clientId)] }, ann.auth),
        );
        if (res.status !== 200) throw new Error(`push answered ${res.status}: ${await res.text()}`);
        await events.until(/event: poke\ndata: \{"scope":"user","seq":\d+\}/);
      });
    } finally {
      await there.close();
      await here.close();
    }
  });
});
