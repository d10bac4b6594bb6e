// The randomized schedule: three devices and the website act, one step at a time, and the server is
// SIGKILLed while a push or a website write is in flight, restarted with a failpoint armed, or once has its
// data put back from a snapshot of some steps before (restore.ts). The number
// of kills and failpoint restarts is planned up front (at least two and one per run) so that even short
// runs have them; everything else is drawn step by step with the weights below.
import type { UserData } from '../../pwa/src/data/user-data';
import { type OtherAccount, switchAccount, twoEngines } from './accounts';
import { DEVICE_ACTIONS, type DeviceAction, runDeviceAction } from './device-actions';
import { type Ctx, createDoc } from './device-writes';
import { type Device, syncDevice } from './devices';
import type { Wire } from './network';
import { planRestore, type RestorePlan, type ServerSnapshots } from './restore';
import { FAILPOINTS, type ModelServer } from './server';
import type { Website } from './website';

export interface World extends Ctx {
  server: ModelServer;
  devices: Device[];
  website: Website;
  wire: Wire;
  /** Another account, which signs in on a device now and then (accounts.ts). */
  other: OtherAccount;
  /** Databases opened by the actors of accounts.ts, closed at the end. */
  opened: UserData[];
  snapshots: ServerSnapshots;
}

/**
 * Per step, when no kill or failpoint is planned: a device acts, the website reads or writes, another
 * account signs in on a device mid-sync, or a device's database is synced by two engines at once.
 */
const ACTORS = { device: 73, webRead: 10, webWrite: 14, switch: 1, tabs: 2 } as const;

export interface Plan {
  kills: Set<number>;
  failpoints: Set<number>;
  /** The server's data put back from a snapshot of some steps before (restore.ts). */
  restore: RestorePlan | null;
}

/** Steps 1-6 set up shared documents; the planned crashes fall after them. */
export const SETUP_STEPS = 6;

export function plan(world: Ctx, steps: number): Plan {
  const after = (first: number, last: number) =>
    Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
  const draw = (free: number[], n: number) =>
    new Set(
      Array.from({ length: n }, () => free.splice(world.rng.int(0, free.length - 1), 1)[0]).filter(
        (s): s is number => s !== undefined,
      ),
    );
  // Failpoints go in the first 60% of the run, so that enough requests follow for them to fire.
  const failpoints = draw(
    after(SETUP_STEPS + 1, Math.floor(steps * 0.6)),
    Math.max(1, Math.round(steps / 100)),
  );
  const kills = draw(
    after(SETUP_STEPS + 1, steps).filter((s) => !failpoints.has(s)),
    Math.max(2, Math.round(steps / 40)),
  );
  // Drawn last, so the kills and failpoints of a seed stay where they were before restores existed;
  // SYNC_MODEL_RESTORE=0 leaves it out, and the rest of the schedule as it was then.
  const restore =
    process.env.SYNC_MODEL_RESTORE === '0' ? null : planRestore(world.rng, SETUP_STEPS + 1, steps);
  if (restore) {
    kills.delete(restore.restore);
    failpoints.delete(restore.restore);
  }
  return { kills, failpoints, restore };
}

/** Device 1 creates a task, a draft and a blog, and every device syncs, so all start sharing them. */
async function setup(world: World, step: number): Promise<void> {
  const [d1] = world.devices as [Device];
  const entity = (['task', 'draft', 'blog'] as const)[step - 1];
  if (entity) await createDoc(d1, world, entity);
  else await syncDevice(world.devices[step - 4] as Device, world.history);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * SIGKILL 0-30 ms after a device's push (or the website's write) has left, then restart on the same data.
 * With nothing queued anywhere, a device edits first, so there is a push to kill.
 */
async function killStep(world: World): Promise<void> {
  const { rng, devices, website, wire, server, history } = world;
  const online = devices.filter((d) => d.network.mode !== 'down');
  const queued = await Promise.all(
    online.map(async (d) => ((await d.data.db.outbox.count()) > 0 ? d : null)),
  );
  let device = rng.pick(queued.filter((d): d is Device => d !== null));
  if (!device && !website.hasRead) {
    device = rng.pick(online) ?? (devices[0] as Device);
    device.network.mode = 'up';
    await runDeviceAction(device, world, 'edit');
  }
  const delay = rng.int(0, 30);
  const left = wire.next(1000);
  const inFlight = device ? syncDevice(device, history) : website.write(world);
  const what = device ? `during ${device.name}'s sync` : "during the website's write";
  const sent = await left;
  await sleep(delay);
  await server.kill(sent ? `${what}, ${delay} ms after it left` : `${what}, which sent nothing`);
  await inFlight;
  await server.start(server.armed);
}

export async function runStep(world: World, step: number, planned: Plan): Promise<void> {
  const { rng, server, devices, website } = world;
  if (step <= SETUP_STEPS) return setup(world, step);
  if (planned.restore?.snapshot === step) await world.snapshots.take();
  if (planned.restore?.restore === step) return world.snapshots.restore(server, devices);
  if (planned.kills.has(step)) return killStep(world);
  if (planned.failpoints.has(step)) return server.restart(`${rng.pick(FAILPOINTS)}=${rng.int(1, 5)}`);
  const actor = rng.weighted(ACTORS);
  if (actor === 'webRead' || (actor === 'webWrite' && !website.hasRead)) return website.read(world);
  if (actor === 'webWrite') return website.write(world);
  const device = devices[rng.int(0, devices.length - 1)] as Device;
  if (actor === 'switch') return switchAccount(device, world, world.other);
  if (actor === 'tabs') return twoEngines(device, world, world.opened);
  const action: DeviceAction = rng.weighted(DEVICE_ACTIONS);
  return runDeviceAction(device, world, action);
}
