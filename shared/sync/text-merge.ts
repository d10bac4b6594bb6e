// Three-way merge of a text two writers changed from the same starting text (DESIGN "Sync protocol" §5),
// with node-diff3 (GNU diff3's algorithm): a blog body is merged line by line, so edits to different
// paragraphs both stay; a title word by word. Where both changed the same stretch, the later edit's
// version is kept and the other's is returned beside it, with the colliding stretches named.
import { diff3Merge } from 'node-diff3';

export type Granularity = 'lines' | 'words';

export interface Hunk {
  /** The colliding stretch as the merged text has it. */
  kept: string;
  /** The same stretch as the other writer had it. */
  lost: string;
}

export interface TextMerge {
  /** Both edits, the later writer's version where they collide. */
  text: string;
  /** Both edits, the other writer's version where they collide (equal to text when nothing collided). */
  other: string;
  hunks: Hunk[];
}

/**
 * Lines and line breaks (or words and spaces) as separate tokens, so a line is the same token whether or
 * not a break follows it: adding a paragraph after the last one leaves that one untouched.
 */
export function tokens(text: string, granularity: Granularity): string[] {
  const pattern = granularity === 'lines' ? /[^\n]+|\n/g : /\s+|\S+/g;
  return text.match(pattern) ?? [];
}

/**
 * Merges `current` (the text stored now) and `incoming` (a writer's text), both changed from `base`.
 * `incomingWins` decides the colliding stretches; whatever the arrival order, the same writer's version
 * ends in `text` (diff3 is symmetric in its two sides).
 */
export function mergeText(
  base: string,
  current: string,
  incoming: string,
  incomingWins: boolean,
  granularity: Granularity,
): TextMerge {
  const regions = diff3Merge(
    tokens(current, granularity),
    tokens(base, granularity),
    tokens(incoming, granularity),
  );
  let text = '';
  let other = '';
  const hunks: Hunk[] = [];
  for (const region of regions) {
    if (region.ok) {
      const same = region.ok.join('');
      text += same;
      other += same;
      continue;
    }
    if (!region.conflict) continue;
    const [winner, loser] = incomingWins
      ? [region.conflict.b, region.conflict.a]
      : [region.conflict.a, region.conflict.b];
    text += winner.join('');
    other += loser.join('');
    hunks.push({ kept: winner.join('').trim(), lost: loser.join('').trim() });
  }
  return { text, other, hunks };
}
