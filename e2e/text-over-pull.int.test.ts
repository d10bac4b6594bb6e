// Issue 29, finding 4: a story edit queued on the phone while a pull brings the laptop's edit of another
// paragraph. The phone's screen keeps showing its queued text (without the laptop's paragraph) and the user
// types on; the laptop's acknowledged paragraph must end in the story on every device, or in a conflict.
// The same holds for a field that is not merged (a blog's country): the laptop's value, never shown on the
// phone, must not be replaced without a conflict that keeps it.
// Real repositories and engines on fake-indexeddb against the real server in-process; the phone's requests
// pass a hook, so the test can write on the phone exactly while its pull or its push is on the way.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertUser, type TestUser } from '../sync-server/src/testing/factories';
import { createTestApp, type TestApp } from '../sync-server/src/testing/test-app';
import { type Client, localSnapshot, makeClient, serverSnapshot, settle } from './sync-support/clients';

let t: TestApp;
const opened: Client[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  for (const c of opened.splice(0)) c.device.db.close();
});
afterAll(() => t.close());

type Hook = (path: string) => Promise<void>;

/** A client whose requests first run `hook.before` (when set), then reach the server. */
function hookedClient(who: TestUser, name: string) {
  const hook: { before: Hook | null } = { before: null };
  const request: TestApp['app']['request'] = async (input, init, ...rest) => {
    await hook.before?.(String(input));
    return t.app.request(input, init, ...rest);
  };
  const client = makeClient({ ...t, app: { ...t.app, request } as TestApp['app'] }, who, [], name);
  opened.push(client);
  return { client, hook };
}

function plainClient(who: TestUser, name: string): Client {
  const client = makeClient(t, who, [], name);
  opened.push(client);
  return client;
}

const STORY = 'Day one.\n\nDay two.\n\nDay three.';
const LAPTOP = 'Day three, by train.';
const PHONE_1 = 'Day one, in Lima.';
const PHONE_2 = 'Day two, at the coast.';
const FINAL = `${PHONE_1}\n\n${PHONE_2}\n\n${LAPTOP}`;

async function storyOf(client: Client, id: string): Promise<unknown> {
  return (await client.device.db.blogs.get(id))?.blogBody;
}

/** The phone edits one paragraph of the story as its screen shows it. */
async function phoneEdits(phone: Client, id: string, from: string, to: string): Promise<void> {
  const shown = String(await storyOf(phone, id));
  expect(shown).toContain(from);
  await phone.device.blogs.update(id, { blogBody: shown.replace(from, to) });
}

async function startingStory() {
  const ann = await insertUser(t.deps, { name: 'Ann Lee' });
  const { client: phone, hook } = hookedClient(ann, 'phone');
  const laptop = plainClient(ann, 'laptop');
  const id = await phone.device.blogs.create({ blogTitle: 'Peru', blogBody: STORY });
  await settle([phone, laptop]);
  // The laptop changes paragraph 3, and the server acknowledges it.
  await laptop.device.blogs.update(id, { blogBody: STORY.replace('Day three.', LAPTOP) });
  expect(await laptop.sync()).toBe(true);
  return { ann, phone, laptop, hook, id };
}

async function expectLaptopParagraphKept(ann: TestUser, clients: Client[], id: string) {
  await settle(clients);
  const [server] = await serverSnapshot(t, ann.user._id, 'blog');
  expect(server?.blogBody).toBe(FINAL);
  for (const c of clients) {
    expect(await storyOf(c, id), c.name).toBe(FINAL);
    expect(await localSnapshot(c, 'blog'), c.name).toEqual([server]);
  }
}

describe('a story edit queued over a pull of another device’s paragraph', () => {
  it('keeps the other device’s paragraph when the user types on over the queued text', async () => {
    const { ann, phone, laptop, hook, id } = await startingStory();
    // The phone edits paragraph 1 while its pull is on the way: the pull lands with the edit queued.
    hook.before = async (path) => {
      if (!path.startsWith('/api/sync/pull')) return;
      hook.before = null;
      await phoneEdits(phone, id, 'Day one.', PHONE_1);
      // Then the connection goes: the edit stays queued, and the user types on offline.
      phone.network.mode = 'down';
    };
    await phone.sync();
    expect(hook.before).toBeNull();
    expect(await phone.device.db.outbox.count()).toBe(1);
    // The screen shows the queued text over the pulled one, without the laptop's paragraph.
    expect(await storyOf(phone, id)).toBe(STORY.replace('Day one.', PHONE_1));
    await phoneEdits(phone, id, 'Day two.', PHONE_2);
    // The edit is made on what the queued one showed, so it folds into it (one entry, one base).
    expect(await phone.device.db.outbox.count()).toBe(1);
    await expectLaptopParagraphKept(ann, [phone, laptop], id);
  });

  it('keeps it when the first edit is merged by one push and the next one goes in another', async () => {
    const { ann, phone, laptop, hook, id } = await startingStory();
    hook.before = async (path) => {
      if (!path.startsWith('/api/sync/pull')) return;
      hook.before = null;
      await phoneEdits(phone, id, 'Day one.', PHONE_1);
      phone.network.mode = 'down';
    };
    await phone.sync();
    // Back online: the user types on while the queued edit's push is on the way, and the push's answer
    // (merged with the laptop's paragraph) settles that edit before the second one is sent.
    phone.network.mode = 'up';
    hook.before = async (path) => {
      if (path !== '/api/sync/push') return;
      hook.before = null;
      await phoneEdits(phone, id, 'Day two.', PHONE_2);
    };
    await phone.sync();
    expect(hook.before).toBeNull();
    await expectLaptopParagraphKept(ann, [phone, laptop], id);
  });
});

describe('a field edit queued over a pull of another device’s value', () => {
  it('keeps the other device’s value as a conflict when the user changes the field again', async () => {
    const ann = await insertUser(t.deps, { name: 'Ann Lee' });
    const { client: phone, hook } = hookedClient(ann, 'phone');
    const laptop = plainClient(ann, 'laptop');
    const id = await phone.device.blogs.create({ blogTitle: 'Andes', country: 'Peru' });
    await settle([phone, laptop]);
    await laptop.device.blogs.update(id, { country: 'Bolivia' });
    expect(await laptop.sync()).toBe(true);
    // The phone's edit was made before the laptop's (its clock says a minute earlier) and is still queued
    // when the pull brings the laptop's value; the screen keeps showing the queued one.
    hook.before = async (path) => {
      if (!path.startsWith('/api/sync/pull')) return;
      hook.before = null;
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() - 60_000);
      try {
        await phone.device.blogs.update(id, { country: 'Chile' });
      } finally {
        vi.useRealTimers();
      }
      phone.network.mode = 'down';
    };
    await phone.sync();
    expect((await phone.device.db.blogs.get(id))?.country).toBe('Chile');
    await phone.device.blogs.update(id, { country: 'Chile and Peru' });
    await settle([phone, laptop]);
    const [server] = await serverSnapshot(t, ann.user._id, 'blog');
    expect(server?.country).toBe('Chile and Peru');
    for (const c of [phone, laptop]) {
      const conflicts = await c.device.db.conflicts.where('docId').equals(id).toArray();
      const held = conflicts.filter((k) => k.field === 'country').flatMap((k) => [k.kept, k.lost]);
      expect(held, c.name).toContain('Bolivia');
    }
  });
});
