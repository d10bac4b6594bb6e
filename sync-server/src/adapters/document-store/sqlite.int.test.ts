import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocumentStore } from '../../ports/document-store';
import { documentStoreContract } from '../../ports/document-store.contract';
import { createSqliteStore } from './sqlite';

documentStoreContract('sqlite document store', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'sqlite-contract-'));
  const file = join(dir, 'store.sqlite');
  const opened: DocumentStore[] = [];
  const open = async () => {
    const store = await createSqliteStore({ file });
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
