import { expect, it } from 'vitest';
import { DuplicateKeyError } from '../document-store';
import type { ContractContext } from './context';

export function lifecycleCases({ store, subject }: ContractContext): void {
  it('answers ping while open', async () => {
    expect(await store().ping()).toBe(true);
    await store().collection('posts').insertOne({ _id: 'p1' });
    expect(await store().ping()).toBe(true);
  });

  it('gives a store never restored a revision floor of 0, in every locked section', async () => {
    expect(await store().withLock('floor', async (tx) => tx.revisionFloor)).toBe(0);
    await store().close();
    const reopened = await subject().reopen();
    expect(await reopened.withLock('floor', async (tx) => tx.revisionFloor)).toBe(0);
    await reopened.close();
  });

  it('keeps documents, updates, deletions and unique indexes across close and reopen', async () => {
    const posts = store().collection('posts');
    await posts.ensureIndex({ fields: { slug: 1 }, unique: true });
    await posts.insertMany([
      { _id: 'p1', slug: 'alps', at: new Date('2024-01-02T03:04:05.000Z') },
      { _id: 'p2', slug: 'rome' },
      { _id: 'p3', slug: 'oslo' },
    ]);
    await posts.updateOne({ _id: 'p2' }, { $set: { title: 'Rome' }, $push: { tags: 'food' } });
    await posts.deleteOne({ _id: 'p3' });
    await store().collection('users').insertOne({ _id: 'u1' });
    await store().close();
    await store().close();

    const reopened = await subject().reopen();
    const again = reopened.collection('posts');
    expect(await again.find({}, { sort: { _id: 1 } })).toStrictEqual([
      { _id: 'p1', slug: 'alps', at: new Date('2024-01-02T03:04:05.000Z') },
      { _id: 'p2', slug: 'rome', title: 'Rome', tags: ['food'] },
    ]);
    expect(await reopened.collection('users').count()).toBe(1);
    await expect(again.insertOne({ _id: 'p4', slug: 'alps' })).rejects.toBeInstanceOf(DuplicateKeyError);
    await again.insertOne({ _id: 'p4', slug: 'oslo' });
    expect(await again.count()).toBe(3);
    await reopened.close();
  });
}
