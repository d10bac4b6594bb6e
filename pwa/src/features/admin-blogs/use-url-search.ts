import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../admin/use-admin-page.ts';
import { useDebounced } from '../admin/use-debounced.ts';

/**
 * A search box whose text lives in the URL's `q` (so a reload or a shared link keeps it): what is typed
 * shows at once and reaches the URL once typing pauses, through `write` (which also goes back to page 1).
 * A `q` changed from outside, such as a link to the bare list, replaces the box's text.
 */
export function useUrlSearch(q: string, write: (q: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(q);
  const settled = useDebounced(text, SEARCH_DEBOUNCE_MS).trim();
  const [seen, setSeen] = useState(q);
  if (q !== seen) {
    setSeen(q);
    if (q !== settled) setText(q);
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new settled text is news for the URL.
  useEffect(() => {
    if (settled !== q) write(settled);
  }, [settled]);
  return [text, setText];
}
