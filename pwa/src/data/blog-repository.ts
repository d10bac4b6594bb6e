// The user's own blogs on the device, photos included. A photo is resized and hashed before the write
// (that work cannot run inside an IndexedDB transaction), then stored in `blobs` in the same transaction
// as the blog and its outbox entry; the engine uploads it before sending the entry that names it.
import { z } from 'zod';
import { BODY_MAX, COUNTRY_MAX, TITLE_MAX } from '../../../shared/api/blogs.ts';
import { newId } from '../../../shared/ids.ts';
import type { UserDb } from './db.ts';
import { writeLocal } from './local-write.ts';
import { preparePhoto, type Resize } from './photos.ts';
import type { Fields, StoredBlob } from './records.ts';
import { checked, type RepositoryOptions, repositoryContext } from './repository-base.ts';
import { LocalWriteError } from './write-plan.ts';

/** The server keeps at most this many photos besides the hero. */
export const MAX_BLOG_IMAGES = 100;

const text = z.strictObject({
  blogTitle: z
    .string()
    .trim()
    .min(1, { error: 'Please give the blog a title' })
    .max(TITLE_MAX, { error: `The title can have at most ${TITLE_MAX} characters` }),
  country: z
    .string()
    .trim()
    .max(COUNTRY_MAX, { error: `The country can have at most ${COUNTRY_MAX} characters` }),
  blogBody: z.string().max(BODY_MAX, { error: `The blog text can have at most ${BODY_MAX} characters` }),
  featured: z.boolean(),
  publish: z.boolean(),
});
const newBlog = text.partial().required({ blogTitle: true });
const blogEdit = text.partial();

export type BlogText = z.infer<typeof text>;
/** A picked file, or a photo already resized and stored (a draft's, see draft-photos.ts). */
export type PhotoInput = Blob | StoredBlob;
export type NewBlog = z.input<typeof newBlog> & { hero?: PhotoInput | null; images?: PhotoInput[] };

export type BlogRepository = ReturnType<typeof blogRepository>;

const images = (current: Fields): string[] => (current.imageUrls as string[] | undefined) ?? [];

function withinLimit(list: string[]): string[] {
  if (list.length > MAX_BLOG_IMAGES)
    throw new LocalWriteError(`A blog can have at most ${MAX_BLOG_IMAGES} photos`);
  return list;
}

export function blogRepository(db: UserDb, options: RepositoryOptions & { resize?: Resize } = {}) {
  const { guard, now } = repositoryContext(db, options);
  const prepare = (files: readonly PhotoInput[]) =>
    Promise.all(files.map((f) => ('sha256' in f ? f : preparePhoto(f, options.resize))));

  async function edit(
    id: string,
    files: readonly Blob[],
    fields: (current: Fields, shas: string[]) => Fields,
  ) {
    guard();
    const blobs = await prepare(files);
    const shas = blobs.map((b) => b.sha256);
    await writeLocal(
      db,
      'blog',
      id,
      { kind: 'update', fields: (c) => fields(c, shas) },
      { blobs, now: now() },
    );
  }

  return {
    async create({ hero = null, images: files = [], ...input }: NewBlog): Promise<string> {
      guard();
      const values = checked(newBlog, input);
      const [heroBlob] = hero ? await prepare([hero]) : [];
      const imageBlobs = await prepare(files);
      const fields = {
        country: '',
        blogBody: '',
        featured: false,
        publish: false,
        ...values,
        heroImage: heroBlob?.sha256 ?? null,
        imageUrls: withinLimit(imageBlobs.map((b) => b.sha256)),
      };
      const at = now();
      const id = newId(at.getTime());
      const blobs = heroBlob ? [heroBlob, ...imageBlobs] : imageBlobs;
      await writeLocal(db, 'blog', id, { kind: 'create', fields }, { blobs, now: at });
      return id;
    },

    async update(id: string, changes: Partial<BlogText>): Promise<void> {
      const fields = checked(blogEdit, changes);
      await edit(id, [], () => fields);
    },

    remove: async (id: string): Promise<void> => {
      guard();
      await writeLocal(db, 'blog', id, { kind: 'delete' }, { now: now() });
    },

    addImages: (id: string, files: readonly Blob[]) =>
      edit(id, files, (current, shas) => ({ imageUrls: withinLimit([...images(current), ...shas]) })),

    /** A new hero photo, or none (null). */
    setHero: (id: string, file: Blob | null) =>
      edit(id, file ? [file] : [], (_current, [sha]) => ({ heroImage: sha ?? null })),

    replaceImage: (id: string, sha: string, file: Blob) =>
      edit(id, [file], (current, [next]) => ({
        imageUrls: images(current).map((s) => (s === sha && next ? next : s)),
      })),

    removeImage: (id: string, sha: string) =>
      edit(id, [], (current) => ({ imageUrls: images(current).filter((s) => s !== sha) })),
  };
}
