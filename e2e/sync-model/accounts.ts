// Two more actors of the model (issue 29): another account signing in on a device while the owner's sync
// is in flight, and a second engine on one device's database (a second tab without Web Locks). The other
// account ("z") writes tasks of its own; the check at the end finds every value in the account that
// wrote it and nowhere else, so no mutation ever lands in another account.
import { readMeta } from '../../pwa/src/data/db';
import type { SyncEngine } from '../../pwa/src/data/sync-engine';
import { createUserData, type UserData } from '../../pwa/src/data/user-data';
import { registerUser } from '../accounts-api';
import type { Ctx } from './device-writes';
import { boundEngine, type Device, type Session, syncDevice } from './devices';
import { tokensOf } from './tokens';
import type { Violation } from './violation';

/** What the other account wrote, and its data on the devices it signed in on. */
export class OtherAccount {
  readonly texts: string[] = [];
  readonly #on = new Map<Device, { data: UserData; engine: SyncEngine }>();

  constructor(
    readonly session: Session,
    readonly serverUrl: () => string,
    /** Where the databases it opens are listed, to be closed at the end. */
    readonly opened: UserData[],
  ) {}

  /** Its database on `d`'s browser, synced by an engine bound to it over `d`'s network. */
  on(d: Device): { data: UserData; engine: SyncEngine } {
    let found = this.#on.get(d);
    if (!found) {
      const data = createUserData(this.session.userId, { idb: d.data.idb });
      const engine = boundEngine(data.db, this.session.userId, () => d.signedIn, d.network.fetch);
      found = { data, engine };
      this.#on.set(d, found);
      this.opened.push(data);
    }
    return found;
  }

  /** Every device's copy synced (network up), for the check. */
  async syncAll(): Promise<void> {
    for (const [d, { engine }] of this.#on) {
      d.network.mode = 'up';
      const [signedIn] = [d.signedIn];
      d.signedIn = this.session;
      await engine.sync();
      d.signedIn = signedIn;
    }
  }
}

/** The other account: registered through the API like any blogger. */
export async function registerOther(url: string): Promise<Session> {
  const { _id, token } = await registerUser(url, 'Zed Other');
  return { userId: _id, token };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const OTHER_TOKEN = /\bzs\d+\b/g;

/**
 * The other account signs in on `d` 0-20 ms into the owner's sync: the owner's engine stops, the other
 * account writes a task and syncs it, then the owner signs in again and a new engine of theirs takes over.
 */
export async function switchAccount(d: Device, ctx: Ctx, other: OtherAccount): Promise<void> {
  const { history, rng } = ctx;
  const inFlight = syncDevice(d, history);
  await sleep(rng.int(0, 20));
  d.signedIn = other.session;
  await d.engine.stop();
  await inFlight;
  const theirs = other.on(d);
  const text = `zs${history.step}`;
  await theirs.data.tasks.create({ taskText: text });
  other.texts.push(text);
  await theirs.engine.sync();
  d.signedIn = d.owner;
  d.engine = boundEngine(d.data.db, d.owner.userId, () => d.signedIn, d.network.fetch);
  history.note(`${d.name}: another account signed in during a sync, wrote ${text}, and the owner came back`);
}

const tabs = new WeakMap<Device, SyncEngine>();

/** `d`'s database synced by two engines at once, as two tabs without Web Locks do. */
export async function twoEngines(d: Device, ctx: Ctx, opened: UserData[]): Promise<void> {
  let tab = tabs.get(d);
  if (!tab) {
    const data = createUserData(d.owner.userId, { idb: d.data.idb });
    opened.push(data);
    // The same database: its meta (and so its clientId) is the device's.
    if ((await readMeta(data.db)).clientId !== (await readMeta(d.data.db)).clientId)
      throw new Error('the second tab opened another database');
    tab = boundEngine(data.db, d.owner.userId, () => d.signedIn, d.network.fetch);
    tabs.set(d, tab);
  }
  await Promise.all([syncDevice(d, ctx.history), tab.sync()]);
}

/**
 * No mutation in another account: the owner's documents (as the fresh device pulled them) hold no value
 * the other account wrote, and the other account's tasks on the server are exactly the ones it wrote.
 */
export async function checkAccounts(
  other: OtherAccount,
  ownerDocs: Record<string, Record<string, Record<string, unknown>>>,
): Promise<Violation[]> {
  const found: Violation[] = [];
  for (const [entity, docs] of Object.entries(ownerDocs))
    for (const [id, doc] of Object.entries(docs))
      for (const [field, value] of Object.entries(doc)) {
        const theirs = typeof value === 'string' ? (value.match(OTHER_TOKEN) ?? []) : [];
        if (theirs.length)
          found.push({
            check: '6 accounts',
            what: `the owner's ${entity} ${id} ${field} holds ${theirs.join(', ')}`,
          });
      }
  await other.syncAll();
  const res = await fetch(`${other.serverUrl()}/api/tasks/`, {
    headers: { authorization: `Bearer ${other.session.token}` },
  });
  const tasks = (await res.json()) as { taskText: string }[];
  const texts = tasks.map((t) => t.taskText).sort();
  const owners = texts.flatMap((t) => tokensOf(t));
  if (owners.length)
    found.push({
      check: '6 accounts',
      what: `the other account's tasks hold the owner's ${owners.join(', ')}`,
    });
  if (JSON.stringify(texts) !== JSON.stringify([...other.texts].sort()))
    found.push({
      check: '6 accounts',
      what: `the other account's tasks are ${JSON.stringify(texts)}, it wrote ${JSON.stringify(other.texts)}`,
    });
  return found;
}
