import { useCallback, useState } from 'react';
import { useWindowRows } from '../windowing/use-window-rows.ts';
import { BlogTableRow } from './BlogTableRow.tsx';
import { type BlogRow, COLUMNS } from './blog-rows.ts';

/** A row's height until it is drawn and measured: one line of the table, or a card on a phone. */
const ROW_ESTIMATE = 46;
const CARD_ESTIMATE = 190;
/** Where card-table.css and user-blogs.css stack each row into a card. */
const CARDS = '(max-width: 48rem)';

const cardLayout = () => typeof window.matchMedia === 'function' && window.matchMedia(CARDS).matches;

/**
 * A real table for screen readers (caption, column headers, the title as each row's header). Under
 * 768 px the CSS stacks each row into a card captioned from `data-label`, so the page never scrolls
 * sideways on a phone. Windowed: only the rows near the viewport are drawn, between spacer rows, and
 * `aria-rowcount` and `aria-rowindex` tell screen readers the whole table's size and each row's place.
 */
export function BlogsTable({ rows }: { rows: readonly BlogRow[] }) {
  const [estimate] = useState(() => (cardLayout() ? CARD_ESTIMATE : ROW_ESTIMATE));
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? String(index), [rows]);
  const { containerRef, measureRef, slots, onFocus, onBlur } = useWindowRows<HTMLTableSectionElement>({
    count: rows.length,
    getItemKey,
    estimate,
  });
  return (
    <table className="blogs-table card-table" aria-rowcount={rows.length + 1}>
      <caption>your blogs, newest first</caption>
      <thead>
        <tr aria-rowindex={1}>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody ref={containerRef} onFocus={onFocus} onBlur={onBlur}>
        {slots.map((slot) => {
          if (slot.kind === 'spacer') {
            return (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row holds nothing and never takes focus.
              <tr key={slot.key} className="blogs-table__spacer" aria-hidden="true">
                <td colSpan={COLUMNS.length} style={{ height: slot.height }} />
              </tr>
            );
          }
          const row = rows[slot.index];
          return row && <BlogTableRow key={slot.key} row={row} index={slot.index} measureRef={measureRef} />;
        })}
      </tbody>
    </table>
  );
}
