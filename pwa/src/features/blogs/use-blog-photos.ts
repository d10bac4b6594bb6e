import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { touchCachedPhotos } from '../../data/cached-photos.ts';
import type { UserDb } from '../../data/db.ts';
import type { StoredBlob } from '../../data/records.ts';
import { type BlogPhotos, type PhotoFields, photoIds, resolvePhotos } from './blog-photos.ts';
import { holdPhotoUrls, photoUrl } from './photo-urls.ts';

const NONE: StoredBlob[] = [];

/**
 * A blog's photos ready to show, live: a photo picked on this device shows from the device (an object URL,
 * see photo-urls.ts) and switches to the server's variants once synced and kept for offline use.
 */
export function useBlogPhotos(db: UserDb | null, fields: PhotoFields | undefined): BlogPhotos {
  const ids = fields ? photoIds(fields) : { hero: null, images: [] };
  const wanted = [...(ids.hero ? [ids.hero] : []), ...ids.images].sort().join(',');
  const stored = useLiveQuery(
    async () => {
      if (!db || wanted === '') return NONE;
      const found = await db.blobs.bulkGet(wanted.split(','));
      return found.filter((b): b is StoredBlob => b !== undefined);
    },
    [db, wanted],
    NONE,
  );
  const photos = useMemo(() => {
    if (!fields) return { hero: null, images: [] };
    const bySha = new Map(stored.map((b) => [b.sha256, b]));
    return resolvePhotos(fields, bySha, (sha) => {
      const blob = bySha.get(sha);
      return blob && photoUrl(sha, blob.blob);
    });
  }, [fields, stored]);
  const onDevice = [photos.hero, ...photos.images].flatMap((p) => (p?.onDevice ? [p.id] : []));
  const held = onDevice.join(',');
  useEffect(() => holdPhotoUrls(held ? held.split(',') : []), [held]);
  // Shown now: the photo cache keeps these longest (least recently used goes first).
  const shown = [photos.hero, ...photos.images].flatMap((p) => (p ? [p.id] : [])).join(',');
  useEffect(() => {
    if (db && shown) touchCachedPhotos(db, shown.split(',')).catch(() => {});
  }, [db, shown]);
  return photos;
}
