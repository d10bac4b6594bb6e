// The embedded document store of a data folder: `<DATA_DIR>/db/store.sqlite`, first bringing in the NeDB
// files an earlier version left there (nedb-import.ts).
import { join } from 'node:path';
import type { DocumentStore } from '../../ports/document-store';
import { importNedbData } from './nedb-import';
import { createSqliteStore } from './sqlite';

/** The database file of a data folder. */
export function embeddedStoreFile(dataDir: string): string {
  return join(dataDir, 'db', 'store.sqlite');
}

export async function openEmbeddedStore(
  dataDir: string,
  report: (line: string) => void = () => undefined,
): Promise<DocumentStore> {
  const file = embeddedStoreFile(dataDir);
  const imported = importNedbData(join(dataDir, 'db'), file);
  if (imported) {
    const counts = Object.entries(imported.collections)
      .filter(([, count]) => count > 0)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ');
    report(`imported the earlier version's NeDB files into ${file}: ${counts || 'no documents'}`);
    if (imported.journalRecords > 0)
      report(`  finished ${imported.journalRecords} commit(s) a crash had cut short`);
    report(`  the NeDB files are kept in ${imported.backupDir}`);
  }
  return createSqliteStore({ file });
}
