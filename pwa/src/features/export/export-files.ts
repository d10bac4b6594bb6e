// The files of an export, one at a time as the zip asks for the next: tasks.md, then a folder per blog
// (blog.md, hero, photos), then drafts/ the same way, then missing-photos.txt when a photo could not be
// found. Each blog is read when its turn comes and each photo handed over unread (export-photos.ts), so
// what is held at once is one blog and one photo's handle, however many there are.
import type { ImageRef } from '../../../../shared/entities/image.ts';
import type { UserDb } from '../../data/db.ts';
import { readDraftPhotos } from '../../data/draft-photos.ts';
import type { LocalBlog } from '../../data/records.ts';
import {
  blogMarkdown,
  draftMarkdown,
  type MissingPhoto,
  missingPhotosText,
  tasksMarkdown,
} from './export-markdown.ts';
import { folderNamer, photoExtension, photoFileName, photoRole } from './export-names.ts';
import { type FoundPhoto, findPhoto, type PhotoEnv, type WantedPhoto } from './export-photos.ts';

export interface ZipEntry {
  name: string;
  lastModified: Date;
  input: string | Blob | Response;
}

export interface ExportProgress {
  done: number;
  total: number;
  what: 'blogs' | 'drafts';
}

/** What the export held, filled in as it goes; complete once the zip has taken the last file. */
export interface ExportOutcome {
  blogs: number;
  drafts: number;
  photos: number;
  missing: MissingPhoto[];
}

export const newOutcome = (): ExportOutcome => ({ blogs: 0, drafts: 0, photos: 0, missing: [] });

const dateOf = (value: string | undefined, fallback: Date): Date => {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? fallback : new Date(time);
};

/** A blog's photos in its order, hero first, with the server's reference for those it has. */
export function wantedPhotos(blog: Pick<LocalBlog, 'heroImage' | 'imageUrls' | 'imageData'>): WantedPhoto[] {
  const refs = new Map<string, ImageRef>();
  for (const ref of [blog.imageData?.heroImage, ...(blog.imageData?.imageUrls ?? [])]) {
    if (ref) refs.set(ref.id, ref);
  }
  const ids = [...(blog.heroImage ? [blog.heroImage] : []), ...(blog.imageUrls ?? [])];
  return ids.map((id) => ({ id, ref: refs.get(id) ?? null }));
}

export interface ExportOptions {
  env: PhotoEnv;
  outcome: ExportOutcome;
  onProgress?: (progress: ExportProgress) => void;
  now?: Date;
}

export async function* exportFiles(db: UserDb, options: ExportOptions): AsyncGenerator<ZipEntry> {
  const { env, outcome, onProgress } = options;
  const now = options.now ?? new Date();

  // The task screen's order (oldest first); tasks are short text, read at once.
  const tasks = await db.tasks.orderBy('createdAt').toArray();
  yield { name: 'tasks.md', lastModified: now, input: tasksMarkdown(tasks) };

  const photoEntries = async function* (
    folder: string,
    count: number,
    hasHero: boolean,
    at: Date,
    find: (index: number) => Promise<FoundPhoto | null>,
    idOf: (index: number) => string,
  ): AsyncGenerator<ZipEntry> {
    for (let index = 0; index < count; index += 1) {
      const found = await find(index);
      if (!found) {
        outcome.missing.push({ folder, role: photoRole(index, hasHero), id: idOf(index) });
        continue;
      }
      const name = photoFileName(index, hasHero, photoExtension(found.type, found.url));
      outcome.photos += 1;
      yield { name: `${folder}/${name}`, lastModified: at, input: found.input };
    }
  };

  // Oldest first, so a blog keeps its folder name when newer blogs with the same title come along.
  const blogIds = await db.blogs.orderBy('createdAt').primaryKeys();
  const blogFolder = folderNamer();
  onProgress?.({ done: 0, total: blogIds.length, what: 'blogs' });
  for (const [done, id] of blogIds.entries()) {
    const blog = await db.blogs.get(id);
    if (blog) {
      const folder = blogFolder(blog.blogTitle ?? '', 'blog');
      const at = dateOf(blog.updatedAt ?? blog.lastEdited ?? blog.createdAt, now);
      yield { name: `${folder}/blog.md`, lastModified: at, input: blogMarkdown(blog) };
      const photos = wantedPhotos(blog);
      yield* photoEntries(
        folder,
        photos.length,
        Boolean(blog.heroImage),
        at,
        (i) => findPhoto(db, env, photos[i] as WantedPhoto),
        (i) => (photos[i] as WantedPhoto).id,
      );
      outcome.blogs += 1;
    }
    onProgress?.({ done: done + 1, total: blogIds.length, what: 'blogs' });
  }

  const draftIds = await db.drafts.orderBy('createdAt').primaryKeys();
  const draftFolder = folderNamer();
  if (draftIds.length > 0) onProgress?.({ done: 0, total: draftIds.length, what: 'drafts' });
  for (const [done, id] of draftIds.entries()) {
    const draft = await db.drafts.get(id);
    if (draft) {
      const folder = `drafts/${draftFolder(draft.blogTitle ?? '', 'draft')}`;
      const at = dateOf(draft.savedAt ?? draft.updatedAt ?? draft.createdAt, now);
      yield { name: `${folder}/draft.md`, lastModified: at, input: draftMarkdown(draft) };
      // A draft's photos are only ever on the device that picked them (draft-photos.ts).
      const set = await readDraftPhotos(db, id);
      const photos = [...(set.hero ? [set.hero] : []), ...set.images].map((p) => p.photo);
      yield* photoEntries(
        folder,
        photos.length,
        set.hero !== null,
        at,
        async (i) => {
          const photo = photos[i];
          return photo ? { input: photo.blob, type: photo.type || photo.blob.type } : null;
        },
        (i) => photos[i]?.sha256 ?? '',
      );
      outcome.drafts += 1;
    }
    onProgress?.({ done: done + 1, total: draftIds.length, what: 'drafts' });
  }

  if (outcome.missing.length > 0) {
    yield { name: 'missing-photos.txt', lastModified: now, input: missingPhotosText(outcome.missing) };
  }
}
