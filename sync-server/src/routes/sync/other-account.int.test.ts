// A device's queue or cursor sent with another account's token (an account switch while a cycle was in
// flight): refused with 409, and nothing is bound, applied or served (services/sync/sync-account.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../../shared/ids';
import { OTHER_ACCOUNT_SYNC } from '../../../../shared/messages';
import type { Mutation, PullResponse } from '../../../../shared/sync/protocol';
import { scopeState, userScope } from '../../services/sync/change-log';
import { SYNC_CLIENTS } from '../../services/sync/sync-clients';
import { insertUser, json, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { Device, task, withoutProfile } from './sync-kit';

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const cursorValue = (cursor: string) => JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));

describe('sync requests for another account than the token’s', () => {
  let t: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    ann = await insertUser(t.deps, { name: 'Ann Lee' });
    bob = await insertUser(t.deps, { name: 'Bob Ray' });
  });
  afterEach(() => t.close());

  const pushAs = (who: TestUser, clientId: string, mutations: Mutation[], userId?: string) =>
    t.app.request(
      '/api/sync/push',
      json({ clientId, mutations, ...(userId !== undefined && { userId }) }, who.auth),
    );
  const pullAs = (who: TestUser, query: Record<string, string>) =>
    t.app.request(`/api/sync/pull?${new URLSearchParams(query)}`, { headers: who.auth });
  const tasksOf = (who: TestUser) => t.deps.store.collection('tasks').find({ userID: who.user._id });
  const scopeSeq = async (who: TestUser) => (await scopeState(t.deps, userScope(who.user._id))).seq;
  const client = (clientId: string) => t.deps.store.collection(SYNC_CLIENTS).findOne({ _id: clientId });

  /** Bob's private tasks, which must never reach Ann's database. */
  async function bobWrites(n: number) {
    const phone = new Device(t, bob);
    const creates = Array.from({ length: n }, (_, i) =>
      phone.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task(`bob's secret ${i}`) }),
    );
    expect((await phone.push(creates)).status).toBe(200);
  }

  it("refuses Ann's queue under Bob's token, binds nothing, and Ann's own push is then accepted", async () => {
    const annPhone = new Device(t, ann);
    const create = annPhone.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task('pack') });
    const bobSeq = await scopeSeq(bob);

    const res = await pushAs(bob, annPhone.clientId, [create], ann.user._id);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(OTHER_ACCOUNT_SYNC);
    expect(await client(annPhone.clientId)).toBeNull();
    expect(await tasksOf(bob)).toEqual([]);
    expect(await scopeSeq(bob)).toBe(bobSeq);

    const own = await pushAs(ann, annPhone.clientId, [create], ann.user._id);
    expect(own.status).toBe(200);
    expect((await own.json()).results).toEqual([expect.objectContaining({ seq: 1, status: 'applied' })]);
    expect(await tasksOf(ann)).toEqual([expect.objectContaining({ taskText: 'pack' })]);
    expect(await client(annPhone.clientId)).toMatchObject({ userID: ann.user._id, lastSeq: 1 });
  });

  it("leaves a bound device's lastSeq where it was", async () => {
    const annPhone = new Device(t, ann);
    const first = annPhone.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task('a') });
    expect((await pushAs(ann, annPhone.clientId, [first], ann.user._id)).status).toBe(200);
    const second = annPhone.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task('b') });

    expect((await pushAs(bob, annPhone.clientId, [second], ann.user._id)).status).toBe(409);
    expect(await client(annPhone.clientId)).toMatchObject({ userID: ann.user._id, lastSeq: 1 });

    const own = await pushAs(ann, annPhone.clientId, [second], ann.user._id);
    expect((await own.json()).results).toEqual([expect.objectContaining({ seq: 2, status: 'applied' })]);
  });

  it('accepts a push naming the token’s own account, as one naming none', async () => {
    const phone = new Device(t, ann);
    const unnamed = await pushAs(ann, phone.clientId, [
      phone.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task('a') }),
    ]);
    expect(unnamed.status).toBe(200);
    const named = await pushAs(
      ann,
      phone.clientId,
      [phone.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task('b') })],
      ann.user._id,
    );
    expect(named.status).toBe(200);
    expect(await tasksOf(ann)).toHaveLength(2);
  });

  it("answers a pull with Ann's cursor and Bob's token 409, with no document", async () => {
    await bobWrites(3);
    const annPhone = new Device(t, ann);
    await annPhone.push([
      annPhone.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task('a') }),
    ]);
    await annPhone.pullAll();

    const res = await pullAs(bob, { cursor: annPhone.cursor ?? '' });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body).toEqual({ message: OTHER_ACCOUNT_SYNC });
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it("answers 409, not reset, to Ann's cursor ahead of Bob's log", async () => {
    const annPhone = new Device(t, ann);
    const creates = Array.from({ length: 5 }, (_, i) =>
      annPhone.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task(`t${i}`) }),
    );
    await annPhone.push(creates);
    await annPhone.pullAll();
    expect(cursorValue(annPhone.cursor ?? '').u).toBeGreaterThan(await scopeSeq(bob));

    const res = await pullAs(bob, { cursor: annPhone.cursor ?? '' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: OTHER_ACCOUNT_SYNC });
  });

  it('answers a pull naming Ann with Bob’s token 409, with no document', async () => {
    await bobWrites(2);
    const res = await pullAs(bob, { userId: ann.user._id });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: OTHER_ACCOUNT_SYNC });

    const own = await pullAs(bob, { userId: bob.user._id });
    expect(own.status).toBe(200);
    expect(withoutProfile(((await own.json()) as PullResponse).changes)).toHaveLength(2);
  });

  it('refuses a malformed userId with 400', async () => {
    const res = await pullAs(ann, { userId: 'not an id' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/userId/);
  });

  it('keeps serving a cursor handed out before cursors named their user, and names the user from then on', async () => {
    const annPhone = new Device(t, ann);
    await annPhone.push([
      annPhone.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task('a') }),
    ]);
    const first = await annPhone.pullAll();
    expect(withoutProfile(first)).toHaveLength(1);
    const { u, p } = cursorValue(annPhone.cursor ?? '');
    await annPhone.push([
      annPhone.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task('b') }),
    ]);

    const old = await pullAs(ann, { cursor: cursorOf({ u, p }) });
    expect(old.status).toBe(200);
    const page: PullResponse = await old.json();
    expect(withoutProfile(page.changes)).toEqual([expect.objectContaining({ entity: 'task' })]);
    expect(cursorValue(page.cursor)).toMatchObject({ who: ann.user._id });

    // The cursor it hands out now is Ann's alone.
    expect((await pullAs(bob, { cursor: page.cursor })).status).toBe(409);
  });
});
