// Which photos a blog shows and where each comes from: the resized photo on this device while it keeps one
// (waiting to upload, or uploaded but with the server's copy not yet kept for offline use), else the
// server's copy (an ImageRef with its WebP variants). Screens never care which.
import type { ImageData, ImageRef } from '../../../../shared/entities/image.ts';
import type { StoredBlob } from '../../data/records.ts';

export interface Photo {
  /** The name blog writes use for it: its SHA-256 (or the server's id for photos it made itself). */
  id: string;
  src: string;
  srcSet?: string;
  width?: number | undefined;
  height?: number | undefined;
  /** Not on the server's blog yet (waiting to upload). */
  onDevice: boolean;
  /** The server's placeholder sketch (ImageRef.thumbhash), drawn until the photo loads. */
  thumbhash?: string | undefined;
}

/** What a blog says about its photos: a local record names them by hash, a public one by reference. */
export interface PhotoFields {
  heroImage?: string | null;
  imageUrls?: readonly string[];
  imageData?: ImageData;
}

export interface BlogPhotos {
  hero: Photo | null;
  images: Photo[];
}

export function photoOfRef(ref: ImageRef): Photo {
  const variants = [...ref.variants].sort((a, b) => a.width - b.width);
  return {
    id: ref.id,
    src: ref.url,
    ...(variants.length > 0 && { srcSet: variants.map((v) => `${v.url} ${v.width}w`).join(', ') }),
    width: ref.width,
    height: ref.height,
    onDevice: false,
    ...(ref.thumbhash && { thumbhash: ref.thumbhash }),
  };
}

/** The photo names in display order: the record's own lists, or (public blogs) the references'. */
export function photoIds(fields: PhotoFields): { hero: string | null; images: string[] } {
  if (fields.imageUrls !== undefined || fields.heroImage !== undefined) {
    return { hero: fields.heroImage ?? null, images: [...(fields.imageUrls ?? [])] };
  }
  return {
    hero: fields.imageData?.heroImage?.id ?? null,
    images: (fields.imageData?.imageUrls ?? []).map((ref) => ref.id),
  };
}

/**
 * Resolves each named photo: the stored blob through `urlOf` (an object URL the caller owns) while the
 * device keeps it, so it shows offline until the server's copy is kept too (data/photo-prune.ts), else the
 * server's reference. A photo neither side has (dropped after a refusal) is left out.
 */
export function resolvePhotos(
  fields: PhotoFields,
  stored: ReadonlyMap<string, Pick<StoredBlob, 'width' | 'height'>>,
  urlOf: (sha: string) => string | undefined,
): BlogPhotos {
  const refs = new Map<string, ImageRef>();
  for (const ref of [fields.imageData?.heroImage, ...(fields.imageData?.imageUrls ?? [])]) {
    if (ref) refs.set(ref.id, ref);
  }
  const resolve = (id: string): Photo | null => {
    const ref = refs.get(id);
    const url = urlOf(id);
    const blob = stored.get(id);
    if (url && blob) return { id, src: url, width: blob.width, height: blob.height, onDevice: !ref };
    return ref ? photoOfRef(ref) : null;
  };
  const ids = photoIds(fields);
  return {
    hero: ids.hero ? resolve(ids.hero) : null,
    images: ids.images.flatMap((id) => resolve(id) ?? []),
  };
}
