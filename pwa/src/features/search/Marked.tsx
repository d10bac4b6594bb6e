import type { Segment } from '../../data/search-text.ts';

/**
 * Text with the words a search found wrapped in <mark>: the readers' search (marked-parts.ts, the
 * server's words) and the device search (data/search-text.ts, MiniSearch's words) cut it each their way.
 */
export function Marked({ parts }: { parts: readonly Segment[] }) {
  return parts.map((part, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, are never reordered.
    part.mark ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
  );
}
