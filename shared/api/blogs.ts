// The blog calls' fields (SPEC §3, §7). Multipart forms send every field as text, so flags accept
// "true"/"false" as well as booleans. Titles and countries are trimmed and bounded; the body is plain
// text, never HTML.
import { z } from 'zod';
import { asRead } from './as-read';

export const TITLE_MAX = 120;
export const COUNTRY_MAX = 60;
export const BODY_MAX = 50_000;
/**
 * Photos in one blog's gallery (the hero apart). A long trip report shows a few dozen; every route that
 * adds photos (the website's create and bulk add, an admin's create, a device's sync) holds to this.
 */
export const IMAGES_MAX = 100;

export const TITLE_NEEDED = 'Please give the blog a title';
export const AUTHOR_NEEDED = 'Please choose the author';
export const TITLE_TOO_LONG = `The title can have at most ${TITLE_MAX} characters`;
export const BODY_TOO_LONG = `The blog text can have at most ${BODY_MAX} characters`;
export const tooManyImages = (max: number = IMAGES_MAX) => `A blog can have at most ${max} images`;

const flag = z.union([
  z.boolean(),
  z.enum(['true', 'false', 'on', '']).transform((v) => v === 'true' || v === 'on'),
]);
const blogTitle = z.string().trim().min(1, { error: TITLE_NEEDED }).max(TITLE_MAX, { error: TITLE_TOO_LONG });
const country = z
  .string()
  .trim()
  .max(COUNTRY_MAX, { error: `The country can have at most ${COUNTRY_MAX} characters` });
const blogBody = z.string().max(BODY_MAX, { error: BODY_TOO_LONG });
/** Sent by the forms (SPEC §3), decided by the server: the author is the owner's name, status and lastEdited are stamped. */
const serverDecided = {
  author: z.string().max(100).optional(),
  status: z.string().max(20).optional(),
  lastEdited: z.string().max(40).optional(),
};

/** The text fields of POST /api/blogs/ (the images travel beside them as files). */
export const createBlogSchema = z.strictObject({
  blogTitle,
  country: country.default(''),
  blogBody: blogBody.default(''),
  featured: flag.default(false),
  publish: flag.default(false),
  author: serverDecided.author,
});

/** POST /api/admin/create/user-blog/admin: the same, for the user named by userID. */
export const adminCreateBlogSchema = createBlogSchema.extend({
  userID: z.string().min(1, { error: AUTHOR_NEEDED }).max(64),
  createdByAdmin: flag.optional(),
});

/**
 * The blog fields as the admin's forms label them: a refusal says "title" or "author", never blogTitle
 * or userID (services/validation.ts).
 */
export const BLOG_FIELD_NAMES = {
  blogTitle: 'title',
  country: 'country',
  blogBody: 'blog text',
  featured: 'featured',
  publish: 'publish',
  suspended: 'suspended',
  author: 'author',
  userID: 'author',
} as const;

/** PUT /api/blogs/{id}: what an owner may change. */
export const updateBlogSchema = z.strictObject({
  blogTitle: blogTitle.optional(),
  country: country.optional(),
  blogBody: blogBody.optional(),
  featured: z.boolean().optional(),
  publish: z.boolean().optional(),
  ...serverDecided,
});

/** PUT /api/admin/{id}: SPEC §3 admin blog update; suspension is an admin's call only. */
export const adminUpdateBlogSchema = updateBlogSchema.extend({ suspended: z.boolean().optional() });

/** What GET /api/blogs/{id} answers beside the editable fields: the server's, sent back unchanged or refused. */
export const BLOG_SERVER_FIELDS = [
  '_id',
  'userID',
  'views',
  'createdAt',
  'updatedAt',
  'createdByAdmin',
  'edited',
  'imageData',
  'rev',
] as const;

/** An owner may not suspend or unsuspend: that is an admin's call. */
export const OWN_BLOG_SERVER_FIELDS = [...BLOG_SERVER_FIELDS, 'suspended'] as const;

/** PUT /api/blogs/{id} with the blog as read (SPEC §7 "update with data"). */
export const blogAsReadSchema = asRead(updateBlogSchema, OWN_BLOG_SERVER_FIELDS);

/** PUT /api/admin/{id} with the blog as GET /api/admin/{id} read it. */
export const adminBlogAsReadSchema = asRead(adminUpdateBlogSchema, BLOG_SERVER_FIELDS);

export const deleteImageSchema = z.strictObject({
  imgID: z.string().min(1).max(128),
  blogID: z.string().min(1).max(64),
  deleteHero: z.boolean().default(false),
});

export const blogIdSchema = z.strictObject({ blogID: z.string().min(1).max(64) });

/** The text fields beside the file in PUT /api/blogs/update-img. */
export const replaceImageSchema = z.strictObject({
  imgID: z.string().max(128).default(''),
  blogID: z.string().min(1).max(64),
  hero: flag.default(false),
});
