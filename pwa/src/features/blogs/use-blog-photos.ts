import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import type { UserDb } from '../../data/db.ts';
import type { StoredBlob } from '../../data/records.ts';
import { type BlogPhotos, type PhotoFields, photoIds, resolvePhotos } from './blog-photos.ts';

/**
 * A blog's photos ready to show, live: a photo picked offline shows from the device (an object URL,
 * revoked when it is no longer shown) and switches to the server's variants once synced.
 */
export function useBlogPhotos(db: UserDb | null, fields: PhotoFields | undefined): BlogPhotos {
  const ids = fields ? photoIds(fields) : { hero: null, images: [] };
  const wanted = [...(ids.hero ? [ids.hero] : []), ...ids.images].sort().join(',');
  const stored = useLiveQuery(
    async () => {
      if (!db || wanted === '') return [];
      const found = await db.blobs.bulkGet(wanted.split(','));
      return found.filter((b): b is StoredBlob => b !== undefined);
    },
    [db, wanted],
    [],
  );
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    const made = new Map(stored.map((b) => [b.sha256, URL.createObjectURL(b.blob)]));
    setUrls(made);
    return () => {
      for (const url of made.values()) URL.revokeObjectURL(url);
    };
  }, [stored]);
  return useMemo(() => {
    if (!fields) return { hero: null, images: [] };
    const bySha = new Map(stored.map((b) => [b.sha256, b]));
    return resolvePhotos(fields, bySha, (sha) => urls.get(sha));
  }, [fields, stored, urls]);
}
