// npm run backup -- <folder>: a consistent copy of DATA_DIR's embedded store, images and signing secret,
// taken while the server runs. The database is copied first, then the images: an image file is written
// before any document names it, so the files the snapshot names are on disk when they are copied, unless
// a blog or photo deleted meanwhile took them along; then a newer snapshot, which no longer names them,
// is taken.

import { constants, existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { embeddedStoreFile } from '../../sync-server/src/adapters/document-store/embedded';
import type { Env } from '../../sync-server/src/config/env';
import { embeddedDataDir, folderArgument, Refusal, runCommand, serverEnv } from './command';
import { type Copied, copyTree } from './copy-tree';
import { claimEmptyFolder, refuseInsideData } from './folders';
import { formatBytes, formatCollections } from './format';
import { layoutOf, type Manifest } from './layout';
import { missingFiles } from './named-media';
import { type Snapshot, takeSnapshot } from './snapshot';

const SNAPSHOT_ATTEMPTS = 5;

async function backup(): Promise<void> {
  const target = folderArgument('backup');
  const env = serverEnv();
  const dataDir = embeddedDataDir(env, 'backup');
  const source = embeddedStoreFile(dataDir);
  if (!existsSync(source))
    throw new Refusal(`There is no database at ${source}: check DATA_DIR, or start the server once first.`);
  refuseInsideData(target, dataDir);
  await claimEmptyFolder(target);
  try {
    await copyInto(target, dataDir, env);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`${why}. ${target} holds an unfinished backup (no backup.json): delete it.`);
  }
}

async function copyInto(target: string, dataDir: string, env: Env): Promise<void> {
  // DATA_DIR is laid out as a backup is (layout.ts).
  const data = layoutOf(dataDir);
  const out = layoutOf(target);
  await mkdir(dirname(out.database), { recursive: true });
  const takenAt = new Date().toISOString();

  const images = env.S3_BUCKET ? null : data.media;
  const media: Copied = { files: 0, bytes: 0 };
  let snapshot: Snapshot;
  let missing: string[] = [];
  for (let attempt = 1; ; attempt += 1) {
    snapshot = await takeSnapshot(data.database, out.database);
    if (!images) break;
    await copyTree(images, out.media, media);
    missing = missingFiles(snapshot.mediaKeys, out.media);
    if (missing.length === 0 || attempt === SNAPSHOT_ATTEMPTS) break;
  }

  const hasSecret = existsSync(data.secret);
  if (hasSecret) {
    await copyFile(data.secret, out.secret, constants.COPYFILE_EXCL);
    await chmod(out.secret, 0o600);
  }

  const manifest: Manifest = {
    format: 1,
    takenAt,
    dataDir,
    incarnation: snapshot.incarnation,
    collections: snapshot.collections,
    media: images ? media : null,
    missingMedia: missing,
    jwtSecret: hasSecret,
  };
  await writeFile(out.manifest, `${JSON.stringify(manifest, null, 2)}\n`);

  console.log(`Backed up ${dataDir} into ${target}`);
  console.log(`  documents: ${formatCollections(snapshot.collections)}`);
  console.log(`  database:  incarnation ${snapshot.incarnation}`);
  if (images) console.log(`  images:    ${media.files} files, ${formatBytes(media.bytes)}`);
  else
    console.log(
      `  images:    not copied: they are in S3 bucket ${env.S3_BUCKET}; back it up with S3's tools`,
    );
  if (missing.length > 0) {
    const some = missing.slice(0, 5).join(', ');
    console.log(
      `  warning:   ${missing.length} image file(s) the documents name are missing in DATA_DIR: ${some}`,
    );
  }
  console.log(`  secret:    ${hasSecret ? 'jwt-secret copied' : 'no jwt-secret file in DATA_DIR'}`);
  if (env.JWT_SECRET)
    console.log('             JWT_SECRET is set in the environment: keep it with the backup');
  console.log(`  manifest:  ${out.manifest}`);
}

runCommand('backup', backup);
