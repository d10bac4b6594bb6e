// An image as blogs reference it. SPEC §3 gives `{ id, url }`; width, height and variants are added so the
// PWA can reserve layout space and build a srcset; `thumbhash` (base64 ThumbHash, computed once by the
// server) is what screens draw until the photo loads. Images stored before it existed have none.
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
  thumbhash?: string | undefined;
}

export interface ImageData {
  imageUrls: ImageRef[];
  heroImage: ImageRef | null;
}
