// The server SIGKILLed at every step of a push, restarted on the same data, then the device resends the
// whole batch: each mutation must take effect exactly once. A push commits all or nothing, so:
//   - killed while the batch runs (push.after-effect=k), as its documents are written inside the store's
//     transaction (store.write=k) or just before the commit (store.before-commit), nothing of it is there
//     after the restart and the resend applies every mutation;
//   - killed just after the commit, before the answer (store.after-commit), the batch is all there and the
//     resend is all duplicates.
// Between the restart and the resend a second device edits a task, on the revision it sees, so a mutation
// applied twice, or half a batch, shows up in the final state; and a fresh device's pull must match it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newId } from '../../../../shared/ids';
import type { Mutation, PullResponse, PushResponse } from '../../../../shared/sync/protocol';
import { startServer } from '../../testing/server-process';
import { task } from './sync-kit';

const ADMIN = { email: 'admin@example.com', password: 'admin-pass-123' };
const ENV = { LOG_REQUESTS: 'false', SEED_SAMPLE_CONTENT: 'false', ADMIN_PASSWORD: ADMIN.password };

type Api = (path: string, body?: unknown) => Promise<Response>;

function client(url: string, token = ''): Api {
  return (path, body) =>
    fetch(`${url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
}

/** Signing in commits a profile change, so the token is taken once, before any failpoint is armed. */
async function signIn(url: string): Promise<string> {
  return (await (await client(url)('/api/users/login', ADMIN)).json()).token;
}

function device(clientId = newId().replaceAll('-', '')) {
  let seq = 0;
  return (m: Omit<Mutation, 'clientId' | 'seq' | 'opId' | 'baseRev'> & { baseRev?: number }): Mutation => ({
    clientId,
    seq: ++seq,
    opId: `${clientId.slice(0, 6)}-${seq}`,
    baseRev: 0,
    ...m,
  });
}

const tasksOf = async (api: Api) =>
  Object.fromEntries(
    ((await (await api('/api/tasks')).json()) as { _id: string; taskText: string; completed: boolean }[]).map(
      (x) => [x._id, { taskText: x.taskText, completed: x.completed }],
    ),
  );

async function freshPull(api: Api): Promise<Record<string, unknown>> {
  const found: Record<string, unknown> = {};
  let cursor = '';
  for (;;) {
    const page = (await (await api(`/api/sync/pull${cursor && `?cursor=${cursor}`}`)).json()) as PullResponse;
    for (const c of page.changes)
      if (c.entity === 'task')
        found[c.id] = c.doc ? { taskText: c.doc.taskText, completed: c.doc.completed } : undefined;
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  return Object.fromEntries(Object.entries(found).filter(([, v]) => v !== undefined));
}

const POINTS = [
  ...[1, 2, 3, 4, 5, 6].map((k) => ({ point: `push.after-effect=${k}`, committed: false })),
  ...['store.write=1', 'store.write=4', 'store.write=9', 'store.before-commit=1'].map((point) => ({
    point,
    committed: false,
  })),
  { point: 'store.after-commit=1', committed: true },
];

describe('crash during a push', () => {
  it.each(POINTS)(
    'killed at $point: the resend applies each mutation once',
    async ({ point, committed }) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'travel-blog-crash-'));
      const env = { ...ENV, DATA_DIR: dataDir };
      try {
        const m = device();
        const [a, b, c, d] = [newId(), newId(), newId(), newId()];
        const setup = await startServer(env);
        const token = await signIn(setup.url);
        const api = client(setup.url, token);
        const first = [
          m({ entity: 'task', id: a, kind: 'create', fields: task('pack') }),
          m({ entity: 'task', id: b, kind: 'create', fields: task('book') }),
        ];
        await api('/api/sync/push', { clientId: first[0]?.clientId, mutations: first });
        await setup.stop();

        const batch = [
          m({ entity: 'task', id: a, kind: 'update', baseRev: 1, fields: { completed: true } }),
          m({ entity: 'task', id: c, kind: 'create', fields: task('visa') }),
          m({ entity: 'task', id: b, kind: 'delete', baseRev: 1, fields: {} }),
          m({ entity: 'task', id: c, kind: 'update', baseRev: 1, fields: { taskText: 'visa Peru' } }),
          m({ entity: 'task', id: a, kind: 'update', baseRev: 1, fields: { taskText: 'pack light' } }),
          m({ entity: 'task', id: d, kind: 'create', fields: task('map') }),
        ];
        const body = { clientId: batch[0]?.clientId, mutations: batch };
        const doomed = await startServer({ ...env, FAILPOINTS: point });
        await expect(client(doomed.url, token)('/api/sync/push', body)).rejects.toThrow();
        expect(await doomed.stop()).toBeNull();

        const revived = await startServer(env);
        try {
          const again = client(revived.url, token);
          const seen = ((await (await again('/api/tasks')).json()) as { _id: string; rev: number }[]).find(
            (x) => x._id === a,
          );
          expect(seen?.rev).toBe(committed ? 3 : 1);
          const other = device();
          const untick = other({
            entity: 'task',
            id: a,
            kind: 'update',
            baseRev: seen?.rev ?? 0,
            fields: { completed: false },
          });
          await again('/api/sync/push', { clientId: untick.clientId, mutations: [untick] });

          const resent = (await (await again('/api/sync/push', body)).json()) as PushResponse;
          expect(resent.lastSeq).toBe(8);
          expect(resent.results.map((r) => r.status)).toEqual(
            batch.map(() => (committed ? 'duplicate' : 'applied')),
          );
          // Unticking a task that was not ticked yet changes nothing, so the tick that comes after stands.
          const expected = {
            [a]: { taskText: 'pack light', completed: !committed },
            [c]: { taskText: 'visa Peru', completed: false },
            [d]: { taskText: 'map', completed: false },
          };
          expect(await tasksOf(again)).toEqual(expected);
          expect(await freshPull(again)).toEqual(expected);
          const twice = (await (await again('/api/sync/push', body)).json()) as PushResponse;
          expect(twice.results.every((r) => r.status === 'duplicate')).toBe(true);
        } finally {
          await revived.stop();
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
