import { markedParts } from './marked-parts.ts';

/** Text with the words a search found wrapped in <mark>. */
export function Marked({ text, words }: { text: string; words: readonly string[] }) {
  return (
    <>
      {markedParts(text, words).map((part, i) =>
        // The parts of one text never move, so their place is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        part.marked ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}
