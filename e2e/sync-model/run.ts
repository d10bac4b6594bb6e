// One run of the model test: a fresh data dir and server, three devices and the website of the seeded
// admin (a normal blogger for its own documents), the seeded schedule, then everything synced out and a
// fresh device pulled from scratch, and the checks. Answers the violations and a one-line summary.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMeta } from '../../pwa/src/data/db';
import type { UserData } from '../../pwa/src/data/user-data';
import { checkAccounts, OtherAccount, registerOther } from './accounts';
import { runChecks } from './checks';
import { type Device, makeDevice, type Session, snapshots } from './devices';
import { History } from './history';
import { Wire } from './network';
import { ServerSnapshots } from './restore';
import { Rng } from './rng';
import { plan, runStep, type World } from './schedule';
import { ADMIN, ModelServer } from './server';
import { settle } from './settle';
import { summarize } from './summary';
import { traceAll } from './trace';
import type { Violation } from './violation';
import { Website } from './website';

export interface RunResult {
  seed: number;
  summary: string;
  violations: Violation[];
  notes: string[];
  dataDir: string;
}

async function signIn(url: string): Promise<Session> {
  const res = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { _id: string; token: string };
  return { userId: body._id, token: body.token };
}

export async function runModel(seed: number, steps: number): Promise<RunResult> {
  const started = Date.now();
  const dataDir = await mkdtemp(join(tmpdir(), 'travel-blog-model-'));
  const history = new History();
  const server = new ModelServer(dataDir, history);
  const serverSnapshots = new ServerSnapshots(dataDir, history);
  const devices: Device[] = [];
  const opened: Device[] = [];
  const others: UserData[] = [];
  let violations: Violation[] = [];
  try {
    await server.start();
    const session = await signIn(server.url);
    const wire = new Wire();
    for (const name of ['d1', 'd2', 'd3']) {
      const device = makeDevice(name, session, server, history, wire);
      devices.push(device);
      history.clientIds.set((await readMeta(device.data.db)).clientId, name);
    }
    const other = new OtherAccount(await registerOther(server.url), () => server.url, others);
    const world: World = {
      rng: new Rng(seed),
      history,
      server,
      devices,
      website: new Website(server, session, wire),
      wire,
      other,
      opened: others,
      snapshots: serverSnapshots,
    };
    const planned = plan(world, steps);
    for (let step = 1; step <= steps; step++) {
      history.step = step;
      await server.ensureUp();
      try {
        await runStep(world, step, planned);
      } catch (error) {
        history.note(
          `the step threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
        );
      }
    }
    history.step = steps + 1;
    const fresh = makeDevice('fresh', session, server, history, wire);
    opened.push(fresh);
    violations = await settle(world, fresh);
    violations.push(...(await runChecks(devices, fresh, history)));
    violations.push(...(await checkAccounts(other, await snapshots(fresh))));
    if (process.env.SYNC_MODEL_TRACE) console.log(await traceAll(fresh, history));
  } finally {
    for (const d of [...devices, ...opened]) d.data.db.close();
    for (const data of others) data.db.close();
    await server.close();
    await serverSnapshots.close();
    if (violations.length === 0) await rm(dataDir, { recursive: true, force: true });
  }
  const summary = summarize(seed, steps, history, server, violations, Date.now() - started);
  return { seed, summary, violations, notes: history.notes, dataDir };
}
