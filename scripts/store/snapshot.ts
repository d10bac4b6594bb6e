// The database part of a backup: SQLite's online backup API, from a connection of our own on the live
// file, copies one consistent state of it while the server goes on writing.
import { collectionCounts, incarnationOf, integrityProblem, openDatabase } from './database';
import { namedMediaKeys } from './named-media';

/**
 * Pages per backup step. A write by the server between two steps makes SQLite start the copy over, so
 * everything goes in one step, read under one read transaction (WAL: the server's writes do not wait).
 */
const ALL_PAGES = 0x7fffffff;

export interface Snapshot {
  incarnation: string;
  collections: Record<string, number>;
  mediaKeys: Set<string>;
}

export async function takeSnapshot(source: string, destination: string): Promise<Snapshot> {
  try {
    const live = openDatabase(source);
    try {
      live.pragma('query_only = ON');
      await live.backup(destination, { progress: () => ALL_PAGES });
    } finally {
      live.close();
    }
  } catch (error) {
    throw new Error(`cannot copy ${source}: ${error instanceof Error ? error.message : String(error)}`);
  }

  const copy = openDatabase(destination);
  try {
    // The copy keeps the live file's WAL mode; a backup is one self-contained file.
    copy.pragma('journal_mode = DELETE');
    const problem = integrityProblem(copy);
    if (problem) throw new Error(`the copied database fails SQLite's integrity check: ${problem}`);
    const incarnation = incarnationOf(copy);
    if (!incarnation) throw new Error(`${source} has no incarnation: it is not the server's store`);
    return { incarnation, collections: collectionCounts(copy), mediaKeys: namedMediaKeys(copy) };
  } finally {
    copy.close();
  }
}
