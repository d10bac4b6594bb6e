// The restore fault (issue 30): at one step the server's data is put back from a snapshot taken k steps
// earlier, as `npm run restore` puts back a backup (the database copied in whole, a new incarnation), and
// the server starts again on it. Every write acknowledged between the snapshot and the restore is lost on
// the server; the devices must bring back every value of it they still hold (check-displaced.ts exempts
// only values no device held at the restore: the website's writes no device had pulled yet).
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { openDatabase } from '../../scripts/store/database';
import { layoutOf } from '../../scripts/store/layout';
import { takeSnapshot } from '../../scripts/store/snapshot';
import { renewIncarnation } from '../../sync-server/src/adapters/document-store/sqlite-meta';
import { type Device, snapshots } from './devices';
import type { History, RestoreRec } from './history';
import type { Rng } from './rng';
import type { ModelServer } from './server';
import { tokensOf } from './tokens';

export interface RestorePlan {
  /** The step at whose start the snapshot is taken. */
  snapshot: number;
  /** The step that restores it. */
  restore: number;
}

/** One restore in the middle of the run, from a snapshot 3-25 steps older; none in runs too short for it. */
export function planRestore(rng: Rng, first: number, steps: number): RestorePlan | null {
  const last = Math.floor(steps * 0.8);
  const earliest = Math.max(first + 3, Math.floor(steps * 0.3));
  if (last <= earliest) return null;
  const restore = rng.int(earliest, last);
  return { snapshot: Math.max(first, restore - rng.int(3, 25)), restore };
}

/** The restore that lost what reached the server at `tick`: one whose snapshot was taken before it. */
export function lostBy(history: History, tick: number | undefined): RestoreRec | undefined {
  return lostBetween(history, tick, tick);
}

/**
 * A restore that may have lost what reached the server at some moment from `from` (first sent) to `to` (first
 * answered as taken; undefined: never): its snapshot was taken before `to`, and it came after `from`. A
 * mutation sent again after a dropped answer reaches the server at one of its sends, not always the first.
 */
export function lostBetween(
  history: History,
  from: number | undefined,
  to: number | undefined,
): RestoreRec | undefined {
  if (from === undefined) return undefined;
  const until = to ?? Number.POSITIVE_INFINITY;
  return history.restores.find((r) => r.snapshotTick < until && from < r.tick);
}

/** A restore came after `tick` (a pull page after it may bring back what the server had lost). */
export function restoredSince(history: History, tick: number): RestoreRec | undefined {
  return history.restores.find((r) => r.tick > tick);
}

/** Every token the devices' own records hold, queued edits included: what they can bring back. */
async function heldTokens(devices: readonly Device[]): Promise<Set<string>> {
  const held = new Set<string>();
  for (const d of devices)
    for (const docs of Object.values(await snapshots(d)))
      for (const doc of Object.values(docs))
        for (const value of Object.values(doc)) for (const t of tokensOf(value)) held.add(t);
  return held;
}

export class ServerSnapshots {
  private file: string | null = null;
  private takenAt: { step: number; tick: number } | null = null;

  constructor(
    private readonly dataDir: string,
    private readonly history: History,
  ) {}

  /** Taken online, between steps, as `npm run backup` takes one (scripts/store/snapshot.ts). */
  async take(): Promise<void> {
    const file = join(this.dataDir, '..', `${this.dataDir.split('/').pop()}-snapshot.sqlite`);
    await rm(file, { force: true });
    await takeSnapshot(layoutOf(this.dataDir).database, file);
    this.file = file;
    this.takenAt = { step: this.history.step, tick: this.history.tick() };
    this.history.event('server data snapshot taken');
  }

  /** Stops the server, puts the snapshot back with a new incarnation, starts it again. */
  async restore(server: ModelServer, devices: readonly Device[]): Promise<void> {
    if (!this.file || !this.takenAt) throw new Error('no snapshot to restore');
    const held = await heldTokens(devices);
    await server.stop();
    const database = layoutOf(this.dataDir).database;
    for (const suffix of ['', '-wal', '-shm']) await rm(`${database}${suffix}`, { force: true });
    await mkdir(dirname(database), { recursive: true });
    await copyFile(this.file, database);
    const db = openDatabase(database);
    try {
      renewIncarnation(db);
    } finally {
      db.close();
    }
    this.history.restores.push({
      step: this.history.step,
      tick: this.history.tick(),
      snapshotStep: this.takenAt.step,
      snapshotTick: this.takenAt.tick,
      held,
    });
    this.history.event(`server data restored from the snapshot of step ${this.takenAt.step}`);
    await server.start();
  }

  async close(): Promise<void> {
    if (this.file) await rm(this.file, { force: true });
  }
}
