// A backup is checked whole before restore touches DATA_DIR: its manifest, its database (it opens, SQLite
// finds every page and index sound, it is the database the manifest describes) and the files it lists.
import { existsSync } from 'node:fs';
import { Refusal } from './command';
import { incarnationOf, integrityProblem, openDatabase } from './database';
import { refuseMissingFolder } from './folders';
import { layoutOf, type Manifest, readManifest } from './layout';

export async function verifyBackup(dir: string): Promise<Manifest> {
  await refuseMissingFolder(dir);
  const refuse = (why: string) => new Refusal(`Not restoring ${dir}: ${why}.`);
  const manifest = await readManifest(dir);
  if (typeof manifest === 'string') throw refuse(manifest);
  const { database, media, secret } = layoutOf(dir);
  if (!existsSync(database)) throw refuse(`${database} is missing`);

  let problem: string | null;
  let incarnation: string | undefined;
  try {
    const db = openDatabase(database, { readonly: true });
    try {
      problem = integrityProblem(db);
      incarnation = problem ? undefined : incarnationOf(db);
    } finally {
      db.close();
    }
  } catch (error) {
    throw refuse(`${database} cannot be read (${error instanceof Error ? error.message : String(error)})`);
  }
  if (problem) throw refuse(`${database} fails SQLite's integrity check: ${problem}`);
  if (incarnation !== manifest.incarnation)
    throw refuse(`${database} is not the database backup.json describes (another incarnation)`);
  if (manifest.media && manifest.media.files > 0 && !existsSync(media)) throw refuse(`${media} is missing`);
  if (manifest.jwtSecret && !existsSync(secret)) throw refuse(`${secret} is missing`);
  return manifest;
}
