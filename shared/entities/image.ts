// An image as blogs reference it. SPEC §3 gives `{ id, url }`; width, height and variants are added so the
// PWA can reserve layout space and build a srcset.
export interface ImageVariant {
  width: number;
  url: string;
}

export interface ImageRef {
  id: string;
  url: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

export interface ImageData {
  imageUrls: ImageRef[];
  heroImage: ImageRef | null;
}
