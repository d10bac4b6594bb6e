// A photo's ThumbHash (computed by the server, see ImageRef) as an image URL to draw until the photo
// loads. The decoder is fetched on first use, so pages without photos never load it; each hash is
// decoded once per page load, each in a task of its own, so a page of photos never blocks input while
// it sketches them.
const decoded = new Map<string, string | null>();
let decoder: Promise<typeof import('thumbhash')> | undefined;

function bytesOf(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** The data URL already decoded for this hash (null: not a usable hash), or undefined when not yet. */
export function decodedPlaceholder(thumbhash: string): string | null | undefined {
  return decoded.get(thumbhash);
}

/**
 * A PNG data URL of the placeholder; null for a hash that does not decode (the photo just shows no
 * sketch), or when `wanted` says by its turn that it is no longer needed (the photo came in first).
 */
export async function placeholderUrl(thumbhash: string, wanted = () => true): Promise<string | null> {
  const known = decoded.get(thumbhash);
  if (known !== undefined) return known;
  decoder ??= import('thumbhash');
  const { thumbHashToDataURL } = await decoder;
  await new Promise((resolve) => setTimeout(resolve, 0));
  const again = decoded.get(thumbhash);
  if (again !== undefined) return again;
  if (!wanted()) return null;
  let url: string | null;
  try {
    url = thumbHashToDataURL(bytesOf(thumbhash));
  } catch {
    url = null;
  }
  decoded.set(thumbhash, url);
  return url;
}
