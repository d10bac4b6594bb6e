// Other people's public blogs the user saved for offline reading (issue 17). The text is the public copy
// as last read online; the photos are kept in the user's photo cache (cached-photos.ts) beside their own,
// so they count in the same size limit, and the prefetch keeps them there while the blog is saved.
import type { ImageData, ImageRef } from '../../../shared/entities/image.ts';
import type { WantedBlog } from './photo-wants.ts';

/** A public blog as the server sent it: read-only JSON, its fields checked where they are read. */
export type SavedDoc = { _id: string } & Record<string, unknown>;

export interface SavedBlog {
  _id: string;
  doc: SavedDoc;
  /** When the user saved it, or it was last refreshed (ms). */
  savedAt: number;
  /** The server answered that it is no longer public; kept until the user removes it. */
  gone: boolean;
}

const isRef = (value: unknown): value is ImageRef => {
  if (typeof value !== 'object' || value === null) return false;
  const ref = value as Partial<ImageRef>;
  return typeof ref.id === 'string' && typeof ref.url === 'string' && Array.isArray(ref.variants);
};

/** The photos a public copy names, dropping whatever is not a server image reference. */
export function savedPhotos(doc: SavedDoc): ImageData {
  const data = (typeof doc.imageData === 'object' && doc.imageData) || {};
  const { heroImage, imageUrls } = data as Record<string, unknown>;
  return {
    heroImage: isRef(heroImage) ? heroImage : null,
    imageUrls: Array.isArray(imageUrls) ? imageUrls.filter(isRef) : [],
  };
}

/** The photo ids a saved copy shows. */
export function savedImageIds(doc: SavedDoc): string[] {
  const { heroImage, imageUrls } = savedPhotos(doc);
  return [...(heroImage ? [heroImage.id] : []), ...imageUrls.map((ref) => ref.id)];
}

/** A saved blog as the photo wants read it: used when saved, so it ranks with the user's recent blogs. */
export const wantedSaved = (saved: SavedBlog): WantedBlog => ({
  imageData: savedPhotos(saved.doc),
  createdAt: new Date(saved.savedAt).toISOString(),
});
