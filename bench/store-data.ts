// The store-scale bench's data dir: the HTTP load bench's (10,000 users, an admin, a reader, the writers),
// and 100,000 tasks over 1,000 of the users, one of whom owns 10,000 (the pull). Each task is the document
// a pushed create stores (synced-docs.ts createSynced) with its change-log entry, so the server's own code
// reads them as its own: the 10,000-task owner is over the 5,000-task quota, which only creates check.
// Written through the store's port in batches (insertMany), each batch one transaction.
import { formatDate, formatTime } from '../shared/dates';
import { newId } from '../shared/ids';
import { createdStamps } from '../shared/sync/merge';
import { openEmbeddedStore } from '../sync-server/src/adapters/document-store/embedded';
import { issueToken } from '../sync-server/src/http/tokens';
import {
  CHANGES,
  type ChangeEntry,
  entryId,
  SCOPES,
  type ScopeDoc,
  userScope,
} from '../sync-server/src/services/sync/change-log';
import type { SyncedDoc } from '../sync-server/src/services/sync/synced-docs';
import { writeStamp } from '../sync-server/src/services/sync/writers';
import { TASKS } from '../sync-server/src/services/tasks/task-doc';
import { USERS, type UserDoc } from '../sync-server/src/services/users/user-doc';
import { LOAD_SECRET, type LoadData, seedLoadStore } from './load-data';

export const TASK_COUNT = 100_000;
export const TASK_OWNERS = 1000;
export const PULLED = 10_000;
const BATCH = 1000;

const TEXTS = [
  'Book the night train to Vienna, seat 42',
  'Buy a rail pass for the Bernina Express',
  'Pack the rain jacket and the spare charger',
  'Renew the travel insurance before Friday',
  'Change 200 euros into Swiss francs today',
];

export interface StoreData extends LoadData {
  /** The owner of 10,000 tasks, whose new device pulls them all. */
  pullerToken: string;
  /** An owner of about 90 tasks: the pull's code warms up on them, not on the puller's pages. */
  warmToken: string;
  tasks: number;
  /** The mean stored size of a task, as JSON. */
  taskBytes: number;
  /** The whole data dir, and of it the tasks with their log entries (insertMany in batches of 1,000). */
  seedSeconds: number;
  tasksSeconds: number;
}

/** A task as a device's create stored it, at `at`, with the device's stamps on every field. */
function taskDoc(owner: string, device: string, seq: number, at: Date): SyncedDoc {
  const fields = {
    taskText: TEXTS[seq % TEXTS.length] as string,
    important: seq % 7 === 0,
    completed: seq % 3 === 0,
    date: formatDate(at),
    time: formatTime(at),
  };
  const stamp = writeStamp({ clientId: device, seq, at: at.getTime() }, at);
  return {
    ...fields,
    _id: newId(at.getTime()),
    userID: owner,
    rev: 1,
    stamps: createdStamps(fields, stamp),
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
  };
}

/** How many tasks owner i holds: the first 10,000, the rest spread evenly over the others. */
const tasksOf = (i: number) =>
  i === 0
    ? PULLED
    : Math.floor((TASK_COUNT - PULLED) / (TASK_OWNERS - 1)) +
      (i <= (TASK_COUNT - PULLED) % (TASK_OWNERS - 1) ? 1 : 0);

/** One owner's tasks and log, over the last year, oldest first as the device wrote them. */
function ownerDocs(owner: UserDoc, count: number) {
  const device = newId().replaceAll('-', '');
  const scope = userScope(owner._id);
  const start = Date.now() - 365 * 24 * 3600 * 1000;
  const tasks: SyncedDoc[] = [];
  const entries: ChangeEntry[] = [];
  for (let seq = 1; seq <= count; seq++) {
    const at = new Date(start + seq * 60_000);
    const task = taskDoc(owner._id, device, seq, at);
    tasks.push(task);
    entries.push({
      _id: entryId(scope, seq),
      scope,
      seq,
      entity: 'task',
      id: task._id,
      rev: 1,
      at: task.createdAt,
    });
  }
  const scopeDoc: ScopeDoc = { _id: scope, seq: count, prunedTo: 0, born: newId() };
  return { tasks, entries, scopeDoc };
}

export async function seedStoreData(dataDir: string): Promise<StoreData> {
  const started = performance.now();
  const store = await openEmbeddedStore(dataDir);
  try {
    const load = await seedLoadStore(store);
    const tasksStarted = performance.now();
    // A suspended account is refused every request, and an admin is not who keeps tasks.
    const owners = load.people.filter((u) => !u.isSuspended && !u.isAdmin).slice(0, TASK_OWNERS);
    const [tasks, changes] = [store.collection<SyncedDoc>(TASKS), store.collection<ChangeEntry>(CHANGES)];
    const [pending, pendingEntries, scopes]: [SyncedDoc[], ChangeEntry[], ScopeDoc[]] = [[], [], []];
    let [written, bytes] = [0, 0];
    for (const [i, owner] of owners.entries()) {
      const docs = ownerDocs(owner, tasksOf(i));
      for (const task of docs.tasks) bytes += Buffer.byteLength(JSON.stringify(task));
      pending.push(...docs.tasks);
      pendingEntries.push(...docs.entries);
      scopes.push(docs.scopeDoc);
      written += docs.tasks.length;
      const last = i === owners.length - 1;
      while (pending.length >= BATCH || (last && pending.length > 0)) {
        await tasks.insertMany(pending.splice(0, BATCH));
        await changes.insertMany(pendingEntries.splice(0, BATCH));
      }
    }
    await store.collection<ScopeDoc>(SCOPES).insertMany(scopes);
    // The owners' accounts say how many tasks they hold, as recountTasks keeps them; concurrent writes
    // share commits, so these thousand updates cost a few syncs.
    await Promise.all(
      owners.map((owner, i) =>
        store.collection<UserDoc>(USERS).updateOne({ _id: owner._id }, { $set: { tasks: tasksOf(i) } }),
      ),
    );
    const tasksSeconds = (performance.now() - tasksStarted) / 1000;
    const [puller, warm] = [owners[0], owners[1]];
    if (!puller || !warm) throw new Error('the store bench needs at least two task owners');
    const { people: _, ...tokens } = load;
    return {
      ...tokens,
      pullerToken: await issueToken(LOAD_SECRET, puller),
      warmToken: await issueToken(LOAD_SECRET, warm),
      tasks: written,
      taskBytes: bytes / written,
      seedSeconds: (performance.now() - started) / 1000,
      tasksSeconds,
    };
  } finally {
    await store.close();
  }
}
