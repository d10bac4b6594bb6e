// The server killed with SIGKILL right after the k-th pushed mutation takes effect (before its lastSeq
// is saved), for every k; restarted on the same data, the device resends the whole batch: the final
// state must equal the model, with nothing lost and nothing applied twice. Between the restart and the
// resend a second device of the same user edits a task, so a replayed mutation that was already applied
// would show up as an overwrite of that later edit.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newId } from '../../../../shared/ids';
import type { Mutation, PushResponse } from '../../../../shared/sync/protocol';
import { startServer } from '../../testing/server-process';
import { task } from './sync-kit';

const ADMIN = { email: 'admin@example.com', password: 'admin-pass-123' };

type Model = Record<string, { taskText: string; completed: boolean }>;

function scenario(clientId: string): { mutations: Mutation[]; model: (k: number) => Model; first: string } {
  const [a, b, c] = [newId(), newId(), newId()];
  let seq = 0;
  const m = (
    rest: Omit<Mutation, 'clientId' | 'seq' | 'opId' | 'baseRev'> & { baseRev?: number },
  ): Mutation => ({
    clientId,
    seq: ++seq,
    opId: `op${seq}`,
    baseRev: 0,
    ...rest,
  });
  return {
    mutations: [
      m({ entity: 'task', id: a, kind: 'create', fields: task('pack') }),
      m({ entity: 'task', id: b, kind: 'create', fields: task('book') }),
      m({ entity: 'task', id: a, kind: 'update', baseRev: 1, fields: { completed: true } }),
      m({ entity: 'task', id: c, kind: 'create', fields: task('visa') }),
      m({ entity: 'task', id: b, kind: 'delete', fields: {} }),
      m({ entity: 'task', id: c, kind: 'update', baseRev: 1, fields: { taskText: 'visa Peru' } }),
    ],
    // The second device unticks task a after the restart. If mutation 3 (tick a) took effect before the
    // crash, that later untick stands; if not, the two edits are concurrent and the merge rule keeps true.
    model: (k) => ({
      [a]: { taskText: 'pack', completed: k < 3 },
      [c]: { taskText: 'visa Peru', completed: false },
    }),
    first: a,
  };
}

async function signIn(url: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return { authorization: `Bearer ${(await res.json()).token}`, 'content-type': 'application/json' };
}

function push(url: string, headers: Record<string, string>, clientId: string, mutations: Mutation[]) {
  return fetch(`${url}/api/sync/push`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ clientId, mutations }),
  });
}

describe('crash during a push', () => {
  const n = 6;
  it.each(Array.from({ length: n }, (_, i) => i + 1))(
    'killed after mutation %i of 6 takes effect: the resend ends equal to the model',
    async (k) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'travel-blog-crash-'));
      const env = {
        DATA_DIR: dataDir,
        LOG_REQUESTS: 'false',
        SEED_SAMPLE_CONTENT: 'false',
        ADMIN_PASSWORD: ADMIN.password,
      };
      try {
        const clientId = newId().replaceAll('-', '');
        const { mutations, model, first } = scenario(clientId);
        const doomed = await startServer({ ...env, FAILPOINTS: `push.after-effect=${k}` });
        const headers = await signIn(doomed.url);
        await expect(push(doomed.url, headers, clientId, mutations)).rejects.toThrow();
        expect(await doomed.stop()).toBeNull();

        const revived = await startServer(env);
        try {
          const other = newId().replaceAll('-', '');
          const rev =
            (
              (await (await fetch(`${revived.url}/api/tasks`, { headers })).json()) as {
                _id: string;
                rev: number;
              }[]
            ).find((x) => x._id === first)?.rev ?? 1;
          const untick: Mutation = {
            clientId: other,
            seq: 1,
            opId: 'other1',
            entity: 'task',
            id: first,
            kind: 'update',
            baseRev: rev,
            fields: { completed: false },
          };
          expect(
            ((await (await push(revived.url, headers, other, [untick])).json()) as PushResponse).results[0]
              ?.status,
          ).toMatch(/applied|merged/);
          const res = await push(revived.url, headers, clientId, mutations);
          const body = (await res.json()) as PushResponse;
          expect(body.lastSeq).toBe(n);
          expect(body.results.filter((r) => r.status === 'rejected')).toEqual([]);
          expect(body.results.slice(0, k - 1).every((r) => r.status === 'duplicate')).toBe(true);
          expect(body.results.slice(k).every((r) => r.status === 'applied')).toBe(true);
          const tasks: { _id: string; taskText: string; completed: boolean }[] = await (
            await fetch(`${revived.url}/api/tasks`, { headers })
          ).json();
          expect(
            Object.fromEntries(tasks.map((x) => [x._id, { taskText: x.taskText, completed: x.completed }])),
          ).toEqual(model(k));
          const again = (await (
            await push(revived.url, headers, clientId, mutations)
          ).json()) as PushResponse;
          expect(again.results.every((r) => r.status === 'duplicate')).toBe(true);
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
