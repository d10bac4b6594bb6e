// SPEC §2 blog pages: the body in chunks of 100 words (150 when the window is wider than 1300 px);
// chunk i sits beside image i on alternating sides; leftover chunks and images follow.

export const WIDE_WINDOW = 1300;

export function chunkSize(windowWidth: number): number {
  return windowWidth > WIDE_WINDOW ? 150 : 100;
}

/** One chunk of the body as the writer laid it out: its paragraphs, each a list of lines. */
export type Chunk = string[][];

/** How a word follows the one before it in the body. */
type Break = 'paragraph' | 'line' | 'space';

/**
 * Cuts the body into chunks of `size` words, keeping its paragraphs (blank-line separated) and single
 * line breaks. A paragraph cut by a chunk's end goes on as a paragraph of the next chunk; runs of spaces
 * and blank lines count as one break.
 */
export function chunkWords(body: string, size: number): Chunk[] {
  const chunks: Chunk[] = [];
  let count = size;
  const add = (word: string, brk: Break) => {
    if (count === size) {
      chunks.push([]);
      count = 0;
    }
    const chunk = chunks[chunks.length - 1] as Chunk;
    const paragraph = chunk[chunk.length - 1];
    const line = paragraph?.length ?? 0;
    if (!paragraph || brk === 'paragraph') chunk.push([word]);
    else if (brk === 'line') paragraph.push(word);
    else paragraph[line - 1] = `${paragraph[line - 1]} ${word}`;
    count++;
  };

  const paragraphs = body.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  for (const paragraph of paragraphs) {
    let brk: Break = 'paragraph';
    for (const line of paragraph.split('\n')) {
      for (const word of line.split(/\s+/).filter(Boolean)) {
        add(word, brk);
        brk = 'space';
      }
      if (brk === 'space') brk = 'line';
    }
  }
  return chunks;
}

export type Side = 'left' | 'right';

export interface Row<C, I> {
  chunk: C | null;
  image: I | null;
  /** Where the image sits; the chunk takes the other side. */
  side: Side;
}

/** Pairs chunk i with image i, alternating sides, then lists the leftovers on their own. */
export function pairChunks<C, I>(chunks: readonly C[], images: readonly I[]): Row<C, I>[] {
  const rows: Row<C, I>[] = [];
  const n = Math.max(chunks.length, images.length);
  for (let i = 0; i < n; i++) {
    rows.push({ chunk: chunks[i] ?? null, image: images[i] ?? null, side: i % 2 === 0 ? 'left' : 'right' });
  }
  return rows;
}
