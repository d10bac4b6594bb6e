import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../ports/document-store';
import { documentStoreContract } from '../../ports/document-store.contract';
import { createNedbStore } from './nedb';

documentStoreContract('nedb document store', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'nedb-contract-'));
  const opened: DocumentStore[] = [];
  const open = async () => {
    const store = await createNedbStore({ dir });
    opened.push(store);
    return store;
  };
  return {
    store: await open(),
    reopen: open,
    cleanup: async () => {
      for (const store of opened) await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
});

describe('nedb document store files', () => {
  it('keeps one datafile per collection inside its dir', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'nedb-files-'));
    try {
      const store = await createNedbStore({ dir: join(dir, 'db') });
      await store.collection('trips').insertOne({ _id: 't1' });
      await store.collection('media_items').count();
      await store.close();
      expect((await readdir(join(dir, 'db'))).sort()).toEqual(['media_items.db', 'trips.db']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
