// Photos on the fake sync server: uploaded by hash, named by hash in blog writes (an unknown hash refuses
// the write, as the server does), answered as ImageRefs in the blog's imageData.
import type { ImageRef } from '../../../../shared/entities/image.ts';
import { PHOTO_NOT_UPLOADED } from '../../../../shared/sync/photo-refusal.ts';

export class FakePhotos {
  readonly refs = new Map<string, ImageRef>();

  upload(sha: string): { status: number; image: ImageRef } {
    const known = this.refs.get(sha);
    if (known) return { status: 200, image: known };
    const image = { id: sha, url: `/media/${sha}.webp`, width: 10, height: 10, variants: [] };
    this.refs.set(sha, image);
    return { status: 201, image };
  }

  private resolve(hash: unknown): string {
    const ref = this.refs.get(String(hash));
    if (!ref) throw new Error(PHOTO_NOT_UPLOADED);
    return ref.id;
  }

  /** A blog write's fields, checked: every photo it names must have been uploaded. */
  fieldsOf(fields: Record<string, unknown>): Record<string, unknown> {
    const { heroImage, imageUrls, ...rest } = fields;
    return {
      ...rest,
      ...(heroImage !== undefined && { heroImage: heroImage === null ? null : this.resolve(heroImage) }),
      ...(imageUrls !== undefined && { imageUrls: (imageUrls as string[]).map((h) => this.resolve(h)) }),
    };
  }

  /** The blog as pulled: photos as references in imageData. */
  viewOf(fields: Record<string, unknown>): Record<string, unknown> {
    const { heroImage, imageUrls, ...rest } = fields;
    const hashes = (imageUrls as string[] | undefined) ?? [];
    return {
      ...rest,
      imageData: {
        heroImage: heroImage ? this.refs.get(String(heroImage)) : null,
        imageUrls: hashes.map((h) => this.refs.get(h)),
      },
    };
  }
}
