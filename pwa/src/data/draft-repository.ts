// Drafts of the new-blog form, saved as the user types (the screen debounces) and synced like any
// document, so a draft started on the phone can be finished on the laptop. A draft's photos stay on the
// device that picked them (draft-photos.ts).
import { z } from 'zod';
import { BODY_MAX, COUNTRY_MAX, TITLE_MAX } from '../../../shared/api/blogs.ts';
import { newId } from '../../../shared/ids.ts';
import type { UserDb } from './db.ts';
import { type DraftPhotoSet, readDraftPhotos, storeDraftPhotos } from './draft-photos.ts';
import { tableOf, writeLocal } from './local-write.ts';
import { preparePhoto, type Resize } from './photos.ts';
import { checked, type RepositoryOptions, repositoryContext } from './repository-base.ts';

export const draftSchema = z
  .strictObject({
    blogTitle: z.string().max(TITLE_MAX, { error: `The title can have at most ${TITLE_MAX} characters` }),
    country: z.string().max(COUNTRY_MAX, { error: `The country can have at most ${COUNTRY_MAX} characters` }),
    blogBody: z.string().max(BODY_MAX, { error: `The blog text can have at most ${BODY_MAX} characters` }),
    featured: z.boolean(),
    publish: z.boolean(),
  })
  .partial();

export type DraftFields = z.infer<typeof draftSchema>;

export type DraftRepository = ReturnType<typeof draftRepository>;

export function draftRepository(db: UserDb, options: RepositoryOptions & { resize?: Resize } = {}) {
  const { guard, now } = repositoryContext(db, options);
  return {
    /** Saves what the form holds; without an id (or for one not stored yet) it starts a draft. */
    async save(id: string | null, fields: DraftFields): Promise<string> {
      guard();
      const values = checked(draftSchema, fields);
      const at = now();
      const draftId = id ?? newId(at.getTime());
      const exists = id !== null && (await tableOf(db, 'draft').get(id)) !== undefined;
      const change = exists
        ? ({ kind: 'update', fields: values } as const)
        : ({ kind: 'create', fields: values } as const);
      await db.transaction('rw', [db.drafts, db.outbox, db.meta, db.blobs], async () => {
        const changed = await writeLocal(db, 'draft', draftId, change, { now: at });
        // The server stamps updatedAt when it applies the draft; until then the list shows this save's time.
        // Kept apart: updatedAt stays the time of the server's copy, which a restored server is compared
        // with (server-restored.ts).
        if (changed) await db.drafts.update(draftId, { savedAt: at.toISOString() });
      });
      return draftId;
    },

    /** Deletes the draft, and with it the list of its photos (pruning then drops their bytes). */
    async remove(id: string): Promise<void> {
      guard();
      await db.transaction('rw', [db.drafts, db.outbox, db.meta, db.blobs, db.draftPhotos], async () => {
        await writeLocal(db, 'draft', id, { kind: 'delete' }, { now: now() });
        await db.draftPhotos.delete(id);
      });
    },

    /** Resizes and hashes a picked photo, as a blog stores it; nothing is stored yet. */
    preparePhoto: (file: Blob) => preparePhoto(file, options.resize),

    /** Keeps what the draft's photos are now, on this device; false when the draft is gone. */
    async savePhotos(id: string, photos: DraftPhotoSet): Promise<boolean> {
      guard();
      return storeDraftPhotos(db, id, photos);
    },

    photos: (id: string): Promise<DraftPhotoSet> => readDraftPhotos(db, id),
  };
}
