import { expect, it } from 'vitest';
import { DuplicateKeyError } from '../document-store';
import type { ContractContext } from './context';

export function indexCases({ store }: ContractContext): void {
  const users = async () => {
    const col = store().collection('users');
    await col.ensureIndex({ fields: { email: 1 }, unique: true });
    await col.insertOne({ _id: 'u1', email: 'ann@example.com' });
    return col;
  };

  it('insertOne on a taken unique key throws DuplicateKeyError and stores nothing', async () => {
    const col = await users();
    const err = await col.insertOne({ _id: 'u2', email: 'ann@example.com' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DuplicateKeyError);
    expect(err).toMatchObject({ name: 'DuplicateKeyError', collection: 'users' });
    expect(await col.count()).toBe(1);
  });

  it('a taken _id is a DuplicateKeyError too', async () => {
    const col = await users();
    await expect(col.insertOne({ _id: 'u1', email: 'other@example.com' })).rejects.toBeInstanceOf(
      DuplicateKeyError,
    );
    await expect(col.insertMany([{ _id: 'u9' }, { _id: 'u9' }])).rejects.toBeInstanceOf(DuplicateKeyError);
  });

  it('an update that would collide throws DuplicateKeyError and changes nothing', async () => {
    const col = await users();
    await col.insertOne({ _id: 'u2', email: 'bob@example.com' });
    const collide = { $set: { email: 'ann@example.com' } };
    await expect(col.updateOne({ _id: 'u2' }, collide)).rejects.toBeInstanceOf(DuplicateKeyError);
    await expect(col.findOneAndUpdate({ _id: 'u2' }, collide)).rejects.toBeInstanceOf(DuplicateKeyError);
    expect(await col.findOne({ _id: 'u2' })).toStrictEqual({ _id: 'u2', email: 'bob@example.com' });
  });

  it('a sparse unique index lets many documents lack the field, but not share it', async () => {
    const col = store().collection('accounts');
    await col.ensureIndex({ fields: { handle: 1 }, unique: true, sparse: true });
    await col.insertMany([{ _id: 'a1' }, { _id: 'a2' }, { _id: 'a3', handle: 'ann' }]);
    await col.insertOne({ _id: 'a4' });
    await expect(col.insertOne({ _id: 'a5', handle: 'ann' })).rejects.toBeInstanceOf(DuplicateKeyError);
    expect(await col.count()).toBe(4);
  });

  it('a compound unique index rejects only the full combination', async () => {
    const col = store().collection('slugs');
    await col.ensureIndex({ fields: { trip: 1, slug: 1 }, unique: true });
    await col.insertMany([
      { _id: 's1', trip: 't1', slug: 'day-1' },
      { _id: 's2', trip: 't2', slug: 'day-1' },
      { _id: 's3', trip: 't1', slug: 'day-2' },
    ]);
    await expect(col.insertOne({ _id: 's4', trip: 't2', slug: 'day-1' })).rejects.toBeInstanceOf(
      DuplicateKeyError,
    );
  });

  it('ensureIndex is idempotent', async () => {
    const col = await users();
    await col.ensureIndex({ fields: { email: 1 }, unique: true });
    await col.ensureIndex({ fields: { email: 1 }, unique: true });
    await col.ensureIndex({ fields: { createdAt: -1 } });
    await col.ensureIndex({ fields: { createdAt: -1 } });
    await col.ensureIndex({ fields: { createdAt: -1, _id: -1 } });
    await col.ensureIndex({ fields: { createdAt: -1, _id: -1 } });
    await expect(col.insertOne({ _id: 'u3', email: 'ann@example.com' })).rejects.toBeInstanceOf(
      DuplicateKeyError,
    );
    expect(await col.count()).toBe(1);
  });
}
