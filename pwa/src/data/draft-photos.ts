// A draft's hero and photos, kept on the device that picked them: resized and stored in `blobs` like a
// blog's photos, listed per draft in `draftPhotos`. Drafts sync as text only; the photos wait here until
// the blog is created from the draft (which names them) or the draft is deleted.
import type { UserDb } from './db.ts';
import type { StoredBlob } from './records.ts';

/** A photo of a draft: its hash in `blobs`, and the file name the user picked it as. */
export interface DraftPhotoRef {
  sha256: string;
  name: string;
}

export interface DraftPhotos {
  draftId: string;
  hero: DraftPhotoRef | null;
  images: DraftPhotoRef[];
}

export interface NamedPhoto {
  name: string;
  photo: StoredBlob;
}

export interface DraftPhotoSet {
  hero: NamedPhoto | null;
  images: NamedPhoto[];
}

const refOf = ({ name, photo }: NamedPhoto): DraftPhotoRef => ({ sha256: photo.sha256, name });

/** The hashes a draft's photos use. */
export const shasOf = (row: DraftPhotos): string[] => [
  ...(row.hero ? [row.hero.sha256] : []),
  ...row.images.map((i) => i.sha256),
];

/** Stores what the draft's photos are now; answers false when the draft is gone (nothing is stored). */
export async function storeDraftPhotos(db: UserDb, draftId: string, set: DraftPhotoSet): Promise<boolean> {
  return db.transaction('rw', [db.drafts, db.draftPhotos, db.blobs], async () => {
    if (!(await db.drafts.get(draftId))) return false;
    const photos = [...(set.hero ? [set.hero] : []), ...set.images].map((p) => p.photo);
    // A photo already stored (say, uploaded with a blog) keeps its row, and with it its upload state.
    const known = await db.blobs.bulkGet(photos.map((p) => p.sha256));
    const stored = new Set(known.flatMap((b) => (b ? [b.sha256] : [])));
    await db.blobs.bulkPut(photos.filter((p) => !stored.has(p.sha256)));
    await db.draftPhotos.put({ draftId, hero: set.hero && refOf(set.hero), images: set.images.map(refOf) });
    return true;
  });
}

/** The draft's photos with their bytes, in order; one whose bytes are missing is left out. */
export async function readDraftPhotos(db: UserDb, draftId: string): Promise<DraftPhotoSet> {
  return db.transaction('r', [db.draftPhotos, db.blobs], async () => {
    const row = await db.draftPhotos.get(draftId);
    if (!row) return { hero: null, images: [] };
    const stored = new Map(
      (await db.blobs.bulkGet(shasOf(row))).flatMap((b) => (b ? [[b.sha256, b] as const] : [])),
    );
    const named = (ref: DraftPhotoRef): NamedPhoto[] => {
      const photo = stored.get(ref.sha256);
      return photo ? [{ name: ref.name, photo }] : [];
    };
    return { hero: row.hero ? (named(row.hero)[0] ?? null) : null, images: row.images.flatMap(named) };
  });
}

/**
 * The photos of drafts still on the device. With `dropOrphans`, rows of drafts that are gone (deleted
 * here, or elsewhere and then synced) are deleted; call it only when the drafts table is complete.
 */
export async function draftPhotoShas(db: UserDb, dropOrphans: boolean): Promise<Set<string>> {
  let rows = await db.draftPhotos.toArray();
  if (dropOrphans) {
    const drafts = new Set(await db.drafts.toCollection().primaryKeys());
    const orphans = rows.filter((r) => !drafts.has(r.draftId));
    await db.draftPhotos.bulkDelete(orphans.map((r) => r.draftId));
    rows = rows.filter((r) => drafts.has(r.draftId));
  }
  return new Set(rows.flatMap(shasOf));
}
