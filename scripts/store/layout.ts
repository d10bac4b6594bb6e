// A backup folder is laid out like DATA_DIR (db/store.sqlite, media/, jwt-secret) beside its manifest,
// backup.json, which is written last: a folder without one is a backup that never finished.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { embeddedStoreFile } from '../../sync-server/src/adapters/document-store/embedded';

export function layoutOf(dir: string) {
  return {
    database: embeddedStoreFile(dir),
    media: join(dir, 'media'),
    secret: join(dir, 'jwt-secret'),
    manifest: join(dir, 'backup.json'),
  };
}

const count = z.number().int().min(0);

export const manifestSchema = z.object({
  format: z.literal(1),
  takenAt: z.iso.datetime(),
  dataDir: z.string(),
  incarnation: z.string().min(1),
  collections: z.record(z.string(), count),
  /** Null when the images live in an S3 bucket rather than DATA_DIR/media. */
  media: z.object({ files: count, bytes: count }).nullable(),
  /** Image files the documents name that were already gone from DATA_DIR/media. */
  missingMedia: z.array(z.string()),
  jwtSecret: z.boolean(),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** The manifest of a backup folder, or why there is none to trust. */
export async function readManifest(dir: string): Promise<Manifest | string> {
  const file = layoutOf(dir).manifest;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return `${file} is missing: this is not a backup, or one that never finished`;
  }
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: answered below like any other bad manifest.
  }
  return `${file} is not a backup manifest`;
}
