// SPEC §2 blog pages: the body in chunks of 100 words (150 when the window is wider than 1300 px);
// chunk i sits beside image i on alternating sides; leftover chunks and images follow.

export const WIDE_WINDOW = 1300;

export function chunkSize(windowWidth: number): number {
  return windowWidth > WIDE_WINDOW ? 150 : 100;
}

export function chunkWords(body: string, size: number): string[] {
  const words = body.split(/\s+/).filter(Boolean);
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += size) chunks.push(words.slice(i, i + size).join(' '));
  return chunks;
}

export type Side = 'left' | 'right';

export interface Row<I> {
  chunk: string | null;
  image: I | null;
  /** Where the image sits; the chunk takes the other side. */
  side: Side;
}

/** Pairs chunk i with image i, alternating sides, then lists the leftovers on their own. */
export function pairChunks<I>(chunks: readonly string[], images: readonly I[]): Row<I>[] {
  const rows: Row<I>[] = [];
  const n = Math.max(chunks.length, images.length);
  for (let i = 0; i < n; i++) {
    rows.push({ chunk: chunks[i] ?? null, image: images[i] ?? null, side: i % 2 === 0 ? 'left' : 'right' });
  }
  return rows;
}
