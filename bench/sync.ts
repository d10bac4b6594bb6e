// Sync on the embedded store, through the real app in process: 10,000 task creates pushed in batches of
// 500, then a new device's initial pull of the 10,000 documents. Targets: push ≥ 5,000 mutations/s
// applied, the 10,000-document initial pull in under a second.
import { newId } from '../shared/ids';
import type { Mutation, PullResponse, PushResponse } from '../shared/sync/protocol';
import { insertUser, json } from '../sync-server/src/testing/factories';
import { createTestApp } from '../sync-server/src/testing/test-app';
import { recordFigures, recordTarget } from './results';
import { mib, peakRss, timed } from './timed';

const COUNT = 10_000;
const BATCH = 500;

export async function syncBench(): Promise<void> {
  // The figure is the server's throughput, not the per-account writes limit (600 a minute by default) nor
  // the task quota (5,000 a user), which would refuse half the creates.
  const t = await createTestApp(
    { quotas: { tasks: COUNT } },
    { LOG_REQUESTS: 'false', WRITES_PER_MINUTE: '1000000' },
  );
  try {
    const ann = await insertUser(t.deps);
    const clientId = newId().replaceAll('-', '');
    const mutations: Mutation[] = Array.from({ length: COUNT }, (_, i) => ({
      clientId,
      seq: i + 1,
      opId: `op${i}`,
      entity: 'task',
      id: newId(),
      kind: 'create',
      baseRev: 0,
      fields: { taskText: `task ${i}`, important: i % 7 === 0, completed: false, date: '', time: '' },
    }));
    let applied = 0;
    const push = await timed(
      'sync push, 10,000 mutations in batches of 500',
      COUNT,
      'mutations',
      async () => {
        for (let i = 0; i < mutations.length; i += BATCH) {
          const res = await t.app.request(
            '/api/sync/push',
            json({ clientId, mutations: mutations.slice(i, i + BATCH) }, ann.auth),
          );
          if (!res.ok) throw new Error(`push failed: ${res.status}`);
          const answer: PushResponse = await res.json();
          applied += answer.results.filter((r) => r.status === 'applied').length;
        }
      },
    );
    const appliedPerSec = applied / push.seconds;
    const pull = await peakRss(() =>
      timed('sync pull, initial sync of 10,000 documents', COUNT, 'documents', async () => {
        let [cursor, pulled] = ['', 0];
        for (;;) {
          const res = await t.app.request(`/api/sync/pull?cursor=${cursor}`, { headers: ann.auth });
          const page: PullResponse = await res.json();
          pulled += page.changes.length;
          cursor = page.cursor;
          if (!page.hasMore) return pulled;
        }
      }),
    );
    console.log(
      `  documents received ${pull.result.result}; peak resident memory ${mib(pull.peak)} MiB (${mib(pull.above)} MiB above start)`,
    );
    recordFigures('sync', {
      pushAppliedPerSec: appliedPerSec,
      applied,
      pullSeconds: pull.result.seconds,
      pulled: pull.result.result,
    });
    recordTarget({
      name: 'sync push: mutations applied',
      goal: '≥ 5,000 /s',
      measured: `${appliedPerSec.toFixed(0)} /s (${applied} of ${COUNT} applied)`,
      met: appliedPerSec >= 5000 && applied === COUNT,
    });
    recordTarget({
      name: 'sync pull: 10,000-document initial sync',
      goal: '< 1 s',
      measured: `${pull.result.seconds.toFixed(2)} s (${pull.result.result} documents)`,
      met: pull.result.seconds < 1 && pull.result.result >= COUNT,
    });
  } finally {
    await t.close();
  }
}
