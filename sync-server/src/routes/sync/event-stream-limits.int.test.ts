// GET /api/sync/events per account and per device (services/sync/event-streams.ts), on a real socket
// since a stream stays open: one stream beyond the account's limit is refused with 429, a closed stream
// frees its slot, and a device's newer stream takes the place of its oldest.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

interface Opened {
  res: Response;
  controller: AbortController;
  text: () => string;
  ended: Promise<void>;
}

async function until(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('event streams per account and per device', () => {
  let t: TestApp;
  let ann: TestUser;
  let server: ReturnType<typeof serve>;
  let base: string;
  const opened: Opened[] = [];
  beforeEach(async () => {
    t = await createTestApp({ quotas: { streamsPerUser: 2, streamsPerDevice: 1 } });
    ann = await insertUser(t.deps);
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    for (const o of opened.splice(0)) o.controller.abort();
    server.close();
    await t.close();
  });

  /** Opens a stream and reads it in the background; `ended` settles when the server ends it. */
  async function open(clientId?: string, at = base): Promise<Opened> {
    const controller = new AbortController();
    const query = clientId === undefined ? '' : `?clientId=${encodeURIComponent(clientId)}`;
    const res = await fetch(`${at}/api/sync/events${query}`, {
      headers: ann.auth,
      signal: controller.signal,
    });
    let text = '';
    const read = async () => {
      if (!res.ok || !res.body) return;
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += decoder.decode(value);
      }
    };
    const o = { res, controller, text: () => text, ended: read().catch(() => {}) };
    opened.push(o);
    return o;
  }
  const ready = (o: Opened) => until(() => o.text().includes('event: ready'));

  it("refuses a stream beyond the account's limit with 429, and a closed stream frees its slot", async () => {
    const [first, second] = [await open(), await open()];
    await Promise.all([ready(first), ready(second)]);
    const refused = await open();
    expect(refused.res.status).toBe(429);
    expect(refused.res.headers.get('retry-after')).toBe('60');
    expect(await refused.res.json()).toEqual({
      message:
        'At most 2 live update streams can be open for one account; close a tab or device and try again',
    });

    first.controller.abort();
    let again: Opened | undefined;
    await until(async () => {
      again = await open();
      return again.res.status === 200;
    });
    await ready(again as Opened);
  });

  it("lets a device's newer stream replace its oldest, leaving other devices' streams open", async () => {
    const phone = await open('phone-1');
    const laptop = await open('laptop-1');
    await Promise.all([ready(phone), ready(laptop)]);
    const phoneAgain = await open('phone-1');
    expect(phoneAgain.res.status).toBe(200);
    await ready(phoneAgain);
    await phone.ended;
    let laptopEnded = false;
    void laptop.ended.then(() => {
      laptopEnded = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(laptopEnded).toBe(false);
  });

  it("holds the account's limit across server instances on one store, and a lapsed lease frees its slot", async () => {
    const other = await createTestApp({
      store: t.deps.store,
      quotas: { streamsPerUser: 2, streamsPerDevice: 1 },
    });
    const otherServer = serve({ fetch: other.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => otherServer.once('listening', r));
    const otherBase = `http://127.0.0.1:${(otherServer.address() as AddressInfo).port}`;
    try {
      const [here, there] = [await open(), await open(undefined, otherBase)];
      await Promise.all([ready(here), ready(there)]);
      expect((await open()).res.status).toBe(429);
      expect((await open(undefined, otherBase)).res.status).toBe(429);

      // An instance that died mid-stream cannot delete its lease; once it lapses, its slot is free.
      here.controller.abort();
      await until(async () => (await t.deps.store.collection('stream_leases').count({})) === 1);
      await t.deps.store.collection('stream_leases').updateMany({}, { $set: { expiresAt: Date.now() - 1 } });
      const [one, two] = [await open(undefined, otherBase), await open()];
      expect([one.res.status, two.res.status]).toEqual([200, 200]);
    } finally {
      for (const o of opened.splice(0)) o.controller.abort();
      otherServer.close();
    }
  });

  it('refuses a clientId that is not one', async () => {
    const res = await open('not a client id!');
    expect(res.res.status).toBe(400);
  });
});
