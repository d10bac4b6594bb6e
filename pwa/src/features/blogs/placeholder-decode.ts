// One ThumbHash (base64, as ImageRef carries it) to a PNG data URL, with the decoder passed in: the
// placeholder worker and the main-thread fallback (placeholder-url.ts) load the library each their own way.
import type { thumbHashToDataURL } from 'thumbhash';

/** What placeholder-url.ts asks the worker (placeholder.worker.ts), and what it answers. */
export interface PlaceholderRequest {
  thumbhash: string;
}

export interface PlaceholderAnswer {
  thumbhash: string;
  url: string | null;
}

function bytesOf(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** The sketch as a data URL, or null for a hash that does not decode (the photo then shows without one). */
export function decodePlaceholder(thumbhash: string, toDataUrl: typeof thumbHashToDataURL): string | null {
  try {
    return toDataUrl(bytesOf(thumbhash));
  } catch {
    return null;
  }
}
