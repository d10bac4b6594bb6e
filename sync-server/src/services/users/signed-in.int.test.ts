import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../ports/document-store';
import { insertUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signedInUser } from './signed-in';
import { USERS, users } from './user-doc';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** The store with its users collection's findOne calls counted. */
function counted(store: DocumentStore): { store: DocumentStore; reads: () => number } {
  let reads = 0;
  const wrapped: DocumentStore = Object.create(store, {
    collection: {
      value: (name: string) => {
        const collection = store.collection(name);
        if (name !== USERS) return collection;
        return Object.create(collection, {
          findOne: {
            value: (...args: Parameters<typeof collection.findOne>) => {
              reads += 1;
              return collection.findOne(...args);
            },
          },
        });
      },
    },
  });
  return { store: wrapped, reads: () => reads };
}

describe('signedInUser', () => {
  it('reads an account once while the users collection is unchanged, and afresh after any write to it', async () => {
    const { user } = await insertUser(t.deps);
    const { store, reads } = counted(t.deps.store);
    const deps = { store };
    expect((await signedInUser(deps, user._id))?.isSuspended).toBe(false);
    expect((await signedInUser(deps, user._id))?.isSuspended).toBe(false);
    expect(reads()).toBe(1);

    await users(t.deps).updateOne({ _id: user._id }, { $set: { isSuspended: true } });
    expect((await signedInUser(deps, user._id))?.isSuspended).toBe(true);
    expect(reads()).toBe(2);

    // A write to another account moves the version on too: nothing kept outlives a change of users.
    await insertUser(t.deps);
    await signedInUser(deps, user._id);
    expect(reads()).toBe(3);
  });

  it('answers null for an account that is gone, and finds one made after an unknown id was asked for', async () => {
    const { user } = await insertUser(t.deps);
    expect(await signedInUser(t.deps, user._id)).not.toBeNull();
    await users(t.deps).deleteOne({ _id: user._id });
    expect(await signedInUser(t.deps, user._id)).toBeNull();
    expect(await signedInUser(t.deps, 'later')).toBeNull();
    await insertUser(t.deps, { _id: 'later' });
    expect((await signedInUser(t.deps, 'later'))?._id).toBe('later');
  });

  it('hands out frozen accounts: one request cannot change what the next one is given', async () => {
    const { user } = await insertUser(t.deps);
    const found = (await signedInUser(t.deps, user._id)) as { name: string } | null;
    expect(() => {
      if (found) found.name = 'changed';
    }).toThrow(TypeError);
    expect((await signedInUser(t.deps, user._id))?.name).toBe(user.name);
  });
});
