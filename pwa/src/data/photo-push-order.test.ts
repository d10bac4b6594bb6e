import { afterEach, describe, expect, it } from 'vitest';
import { runCycle } from './sync-cycle.ts';
import { type TestDevice, testDevice } from './test-support/device.ts';
import { FakeSyncServer } from './test-support/fake-sync-server.ts';
import { asIsResize } from './test-support/photo-files.ts';

const USER = '019a0000-0000-7000-8000-0000000000aa';
const resize = asIsResize;
let device: TestDevice | undefined;
afterEach(() => device?.db.close());

describe('a blog write and its photos', () => {
  it('never goes ahead of them: one written while a push is under way waits for the next cycle', async () => {
    const server = new FakeSyncServer();
    const phone = testDevice(USER, server.fetch, 'token-1', resize);
    device = phone;
    // A draft is on its way when the blog is created from it (the new-blog form does exactly this).
    await phone.drafts.save(null, { blogTitle: 'Lima' });
    let created: Promise<string> | null = null;
    server.intercept = (path) => {
      if (path === '/api/sync/push' && !created)
        created = phone.blogs.create({ blogTitle: 'Lima', hero: new Blob(['hero'.repeat(20)]) });
      return undefined;
    };
    await runCycle(phone.db, phone.api);
    const id = await created;
    expect(await phone.db.rejections.count()).toBe(0);
    expect((await phone.db.outbox.toArray()).map((e) => e.entity)).toEqual(['blog']);

    await runCycle(phone.db, phone.api);
    expect(await phone.db.rejections.count()).toBe(0);
    expect(await phone.db.outbox.count()).toBe(0);
    expect((await phone.db.blogs.get(id ?? ''))?.imageData.heroImage).not.toBeNull();
  });
});
