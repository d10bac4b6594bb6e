// npm run restore -- <folder>: puts a backup (npm run backup) back into DATA_DIR while the server is
// stopped. The data it replaces is moved aside, never deleted, and the restored database gets a new
// incarnation: it is a new store, which devices that synced with the one before can tell.

import { constants, existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { embeddedStoreFile } from '../../sync-server/src/adapters/document-store/embedded';
import { renewIncarnation } from '../../sync-server/src/adapters/document-store/sqlite-meta';
import { runningServerPid, serverPidFile } from '../../sync-server/src/server-pid';
import { embeddedDataDir, folderArgument, Refusal, runCommand, serverEnv } from './command';
import { copyTree } from './copy-tree';
import { incarnationOf, openDatabase } from './database';
import { refuseInsideData } from './folders';
import { formatBytes, formatCollections } from './format';
import { layoutOf } from './layout';
import { verifyBackup } from './verify';

/** What a restore replaces, as DATA_DIR names it. */
const REPLACED = ['db', 'media', 'jwt-secret'];

/** The incarnation of the data about to be set aside, if it can be read without changing it. */
function currentIncarnation(dataDir: string): string {
  const file = embeddedStoreFile(dataDir);
  if (!existsSync(file)) return 'none (no database)';
  try {
    const db = openDatabase(file, { readonly: true });
    try {
      return incarnationOf(db) ?? 'none';
    } finally {
      db.close();
    }
  } catch {
    return 'unknown (the database could not be read)';
  }
}

async function moveAside(dataDir: string): Promise<{ aside: string; moved: string[] }> {
  const aside = join(dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  const moved = REPLACED.filter((name) => existsSync(join(dataDir, name)));
  await mkdir(moved.length > 0 ? aside : dataDir, { recursive: true });
  for (const name of moved) await rename(join(dataDir, name), join(aside, name));
  return { aside, moved };
}

async function restore(): Promise<void> {
  const from = folderArgument('restore');
  const env = serverEnv();
  const dataDir = embeddedDataDir(env, 'restore');
  const pid = runningServerPid(dataDir);
  if (pid !== null) {
    throw new Refusal(
      `The server is running on ${dataDir} (pid ${pid}): stop it, then run the restore again. ` +
        `(If no server runs there, delete ${serverPidFile(dataDir)}.)`,
    );
  }
  refuseInsideData(from, dataDir);
  const manifest = await verifyBackup(from);
  const backup = layoutOf(from);

  const before = currentIncarnation(dataDir);
  const { aside, moved } = await moveAside(dataDir);
  let renewed: string;
  let media = { files: 0, bytes: 0 };
  try {
    // DATA_DIR is laid out as a backup is (layout.ts).
    const data = layoutOf(dataDir);
    await mkdir(dirname(data.database), { recursive: true });
    await copyFile(backup.database, data.database, constants.COPYFILE_EXCL);
    if (manifest.media) media = await copyTree(backup.media, data.media);
    if (manifest.jwtSecret) {
      await copyFile(backup.secret, data.secret, constants.COPYFILE_EXCL);
      await chmod(data.secret, 0o600);
    }
    const db = openDatabase(data.database);
    try {
      renewed = renewIncarnation(db);
    } finally {
      db.close();
    }
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    const undo =
      moved.length > 0 ? ` The data from before the restore is in ${aside}; move it back to undo.` : '';
    throw new Error(`${why}.${undo}`);
  }

  console.log(`Restored the backup of ${manifest.dataDir} taken ${manifest.takenAt} into ${dataDir}`);
  console.log(
    `  kept aside:  ${moved.length ? `${moved.join(', ')} in ${aside}` : 'nothing (DATA_DIR held no data)'}`,
  );
  console.log(`  documents:   ${formatCollections(manifest.collections)}`);
  if (manifest.media) console.log(`  images:      ${media.files} files, ${formatBytes(media.bytes)}`);
  else console.log('  images:      not in the backup (they were in an S3 bucket)');
  if (manifest.jwtSecret) console.log('  secret:      jwt-secret restored');
  else if (!env.JWT_SECRET)
    console.log('  secret:      none in the backup: the server makes a new one, so everyone signs in again');
  console.log(`  incarnation: ${before} before, ${manifest.incarnation} in the backup, now ${renewed}`);
  console.log('Start the server again (npm start).');
}

runCommand('restore', restore);
