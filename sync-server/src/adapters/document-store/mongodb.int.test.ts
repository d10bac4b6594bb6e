import { randomUUID } from 'node:crypto';
import { MongoClient, MongoServerError } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { type DocumentStore, DuplicateKeyError } from '../../ports/document-store';
import { documentStoreContract } from '../../ports/document-store.contract';
import { createMongoStore, mapMongoError } from './mongodb';

// The contract needs a real server, and withLock a replica set (a single-node one will do); run with
// MONGODB_URI=mongodb://127.0.0.1:27017/?replicaSet=rs0 npm run test:mongo
const uri = process.env.MONGODB_URI;

if (uri) {
  documentStoreContract('mongodb document store', async () => {
    const dbName = `tb_contract_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const opened: DocumentStore[] = [];
    const open = async () => {
      const store = await createMongoStore({ uri, dbName });
      opened.push(store);
      return store;
    };
    return {
      store: await open(),
      reopen: open,
      // Another client on the same database, as a second server instance has.
      peer: open,
      cleanup: async () => {
        for (const store of opened) await store.close();
        const client = new MongoClient(uri);
        try {
          await client.db(dbName).dropDatabase();
        } finally {
          await client.close();
        }
      },
    };
  });
}

describe('mongodb adapter without a server', () => {
  it('maps duplicate-key errors, single or bulk, to DuplicateKeyError', () => {
    const serverError = new MongoServerError({ message: 'E11000 duplicate key error', code: 11000 });
    const mapped = mapMongoError('users', serverError);
    expect(mapped).toBeInstanceOf(DuplicateKeyError);
    expect(mapped).toMatchObject({ collection: 'users', cause: serverError });
    expect(mapMongoError('users', { code: 11000 })).toBeInstanceOf(DuplicateKeyError);
    expect(mapMongoError('users', { code: 2, writeErrors: [{ code: 11000 }] })).toBeInstanceOf(
      DuplicateKeyError,
    );
    expect(mapMongoError('users', { writeErrors: { code: 11000 } })).toBeInstanceOf(DuplicateKeyError);
  });

  it('passes every other error through untouched, so transaction labels survive', () => {
    const conflict = new MongoServerError({
      message: 'WriteConflict',
      code: 112,
      errorLabels: ['TransientTransactionError'],
    });
    expect(mapMongoError('users', conflict)).toBe(conflict);
    const plain = new Error('network');
    expect(mapMongoError('users', plain)).toBe(plain);
    expect(mapMongoError('users', { writeErrors: [{ code: 121 }] })).not.toBeInstanceOf(DuplicateKeyError);
  });

  it('rejects an unreachable server with a clear error that hides the credentials', async () => {
    const unreachable = 'mongodb://reader:s3cret@127.0.0.1:9/blog?serverSelectionTimeoutMS=300';
    const err = await createMongoStore({ uri: unreachable }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    const { message } = err as Error;
    expect(message).toMatch(/^cannot connect to MongoDB at mongodb:\/\/\*\*\*@127\.0\.0\.1:9\/blog/);
    expect(message).not.toContain('s3cret');
    expect((err as Error).cause).toBeDefined();
  });
});
