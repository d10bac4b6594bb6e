import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test-support/fake-api.ts';
import {
  createPublicOutbox,
  type LockRunner,
  type OutboxEvent,
  PUBLIC_OUTBOX_DB,
  type PublicOutbox,
} from './public-outbox.ts';

const opened: PublicOutbox[] = [];
let dbCount = 0;

/** A fresh queue on its own database, or a second "tab" on the same one. */
function anOutbox(dbName = `outbox-test-${++dbCount}`, withLock?: LockRunner) {
  const outbox = createPublicOutbox({ dbName, ...(withLock ? { withLock } : {}) });
  opened.push(outbox);
  const events: OutboxEvent[] = [];
  outbox.subscribe((event) => events.push(event));
  return { outbox, events, dbName };
}

const signup = (email: string, key = `key-${email}`) => ({
  path: '/api/emails/footer',
  body: { name: '', email, terms: false },
  idempotencyKey: key,
});

const networkDown = () => new TypeError('Failed to fetch');

afterEach(async () => {
  for (const outbox of opened.splice(0)) await outbox.close();
  vi.unstubAllGlobals();
});

describe('public outbox', () => {
  it('keeps submissions in its own IndexedDB database, across a reopen', async () => {
    const { outbox } = anOutbox(PUBLIC_OUTBOX_DB);
    await outbox.enqueue(signup('ann@example.com'));
    await outbox.close();
    const names = (await indexedDB.databases()).map((db) => db.name);
    expect(names).toContain('travel-blog-public-outbox');

    const [item] = await anOutbox(PUBLIC_OUTBOX_DB).outbox.list();
    expect(item).toEqual({
      id: expect.any(Number),
      path: '/api/emails/footer',
      body: { name: '', email: 'ann@example.com', terms: false },
      idempotencyKey: 'key-ann@example.com',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      attempts: 0,
    });
  });

  it('sends oldest first with the idempotency key, deleting each after a 2xx', async () => {
    const api = fakeApi({
      'POST /api/emails/footer': { status: 201, json: { msg: 'signed up', created: true } },
      'POST /api/msg/': { status: 201, json: { msg: 'Thank you' } },
    });
    const { outbox, events } = anOutbox();
    await outbox.enqueue(signup('ann@example.com'));
    await outbox.enqueue({ path: '/api/msg/', body: { msg: 'hello' }, idempotencyKey: 'msg-key' });

    expect(await outbox.flush()).toEqual({ delivered: 2, refused: 0, waiting: 0 });
    expect(api.calls.map((c) => [c.path, c.headers.get('idempotency-key'), c.body])).toEqual([
      ['/api/emails/footer', 'key-ann@example.com', { name: '', email: 'ann@example.com', terms: false }],
      ['/api/msg/', 'msg-key', { msg: 'hello' }],
    ]);
    expect(events.map((e) => [e.type, e.submission.path, e.type === 'delivered' && e.answer])).toEqual([
      ['delivered', '/api/emails/footer', { msg: 'signed up', created: true }],
      ['delivered', '/api/msg/', { msg: 'Thank you' }],
    ]);
    expect(await outbox.list()).toEqual([]);
  });

  it("drops a submission the server refuses (4xx) and reports the server's message", async () => {
    fakeApi({
      'POST /api/emails/footer': ({ body }) =>
        (body as { email: string }).email === 'bad@example.com'
          ? { status: 400, json: { message: 'Please enter a valid e-mail address' } }
          : { status: 201, json: { msg: 'ok', created: true } },
    });
    const { outbox, events } = anOutbox();
    await outbox.enqueue(signup('bad@example.com'));
    await outbox.enqueue(signup('ann@example.com'));

    expect(await outbox.flush()).toEqual({ delivered: 1, refused: 1, waiting: 0 });
    expect(events[0]).toMatchObject({ type: 'refused', message: 'Please enter a valid e-mail address' });
  });

  it('keeps everything on a network error, counting the attempt, and stops the round', async () => {
    const api = fakeApi({ 'POST /api/emails/footer': networkDown() });
    const { outbox, events } = anOutbox();
    await outbox.enqueue(signup('ann@example.com'));
    await outbox.enqueue(signup('bob@example.com'));

    expect(await outbox.flush()).toEqual({ delivered: 0, refused: 0, waiting: 2 });
    expect(api.calls).toHaveLength(1);
    expect((await outbox.list()).map((s) => s.attempts)).toEqual([1, 0]);
    expect(events).toEqual([]);

    await outbox.flush();
    expect((await outbox.list()).map((s) => s.attempts)).toEqual([2, 0]);
  });

  it('retries a server fault later without holding back the rest; a 429 stops the round', async () => {
    const answers: Record<string, { status: number; json: unknown }> = {
      'a@example.com': { status: 500, json: { message: 'Something went wrong' } },
      'b@example.com': { status: 201, json: { msg: 'ok', created: true } },
      'c@example.com': { status: 429, json: { message: 'Too many signups, try again later' } },
      'd@example.com': { status: 201, json: { msg: 'ok', created: true } },
    };
    const api = fakeApi({
      'POST /api/emails/footer': ({ body }) => answers[(body as { email: string }).email] ?? networkDown(),
    });
    const { outbox } = anOutbox();
    for (const email of Object.keys(answers)) await outbox.enqueue(signup(email));

    expect(await outbox.flush()).toEqual({ delivered: 1, refused: 0, waiting: 3 });
    expect(api.calls.map((c) => (c.body as { email: string }).email)).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
    expect((await outbox.list()).map((s) => [s.idempotencyKey, s.attempts])).toEqual([
      ['key-a@example.com', 1],
      ['key-c@example.com', 1],
      ['key-d@example.com', 0],
    ]);
  });

  it('joins a flush already running in this tab and sends what was queued meanwhile', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = fakeApi({
      'POST /api/emails/footer': async () => {
        await gate;
        return { status: 201, json: { msg: 'ok', created: true } };
      },
    });
    const { outbox } = anOutbox();
    await outbox.enqueue(signup('ann@example.com'));
    const first = outbox.flush();
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    await outbox.enqueue(signup('bob@example.com'));
    const second = outbox.flush();
    release();

    expect(await second).toBe(await first);
    expect(api.calls.map((c) => (c.body as { email: string }).email)).toEqual([
      'ann@example.com',
      'bob@example.com',
    ]);
    expect(await outbox.list()).toEqual([]);
  });

  it('lets one tab flush at a time, so each submission is sent once', async () => {
    // A stand-in for Web Locks shared by two "tabs": each task waits for the one before it.
    let tail = Promise.resolve();
    let holders = 0;
    let mostHolders = 0;
    const sharedLock: LockRunner = (_name, task) => {
      const run = tail.then(async () => {
        mostHolders = Math.max(mostHolders, ++holders);
        try {
          return await task();
        } finally {
          holders--;
        }
      });
      tail = run.then(
        () => {},
        () => {},
      );
      return run;
    };
    const api = fakeApi({ 'POST /api/emails/footer': { status: 201, json: { msg: 'ok', created: true } } });
    const tabA = anOutbox(undefined, sharedLock);
    const tabB = anOutbox(tabA.dbName, sharedLock);
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      await tabA.outbox.enqueue(signup(email));
    }

    await Promise.all([tabA.outbox.flush(), tabB.outbox.flush()]);
    expect(mostHolders).toBe(1);
    expect(api.calls).toHaveLength(3);
    expect(tabA.events.length + tabB.events.length).toBe(3);
  });

  it('takes the "public-outbox" Web Lock when the browser has Web Locks', async () => {
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal('navigator', { locks: { request } });
    fakeApi({});
    await anOutbox().outbox.flush();
    expect(request).toHaveBeenCalledWith('public-outbox', expect.any(Function));
  });
});
