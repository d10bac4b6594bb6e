import type { Mark, MarkKind } from './admin-blog-rows.ts';

// One shape a mark: pause for suspended, an eye for published, a star for featured.
const SHAPES: Record<MarkKind, string> = {
  suspended: 'M6 4h4v16H6zM14 4h4v16h-4z',
  published:
    'M12 5C6.5 5 2.7 8.6 1 12c1.7 3.4 5.5 7 11 7s9.3-3.6 11-7c-1.7-3.4-5.5-7-11-7Zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8Z',
  featured: 'm12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2-6.2 3.2L7 14.2 2 9.3l6.9-1Z',
};

const KINDS: readonly MarkKind[] = ['suspended', 'published', 'featured'];

/** A mark's icon: filled when on; an outline, struck through, when off. Words go beside it. */
function MarkIcon({ kind, on }: { kind: MarkKind; on: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d={SHAPES[kind]}
        fillRule="evenodd"
        fill={on ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={on ? 0 : 1.5}
      />
      {!on && <line x1="3" y1="21" x2="21" y2="3" stroke="currentColor" strokeWidth="2" />}
    </svg>
  );
}

/**
 * The row's marks. A mark that is on is filled and coloured; one that is off is an outline, faded and
 * struck through, so the two differ in shape as well as colour. Each says its state in words: shown
 * beside it on a phone's card, where no pointer hovers (admin-blogs.css); for screen readers only on a
 * wide table, where BlogMarksLegend explains the icons and a tooltip names each.
 */
export function BlogMarks({ marks }: { marks: readonly Mark[] }) {
  return (
    <ul className="blog-marks">
      {marks.map((mark) => (
        <li
          key={mark.kind}
          className={`blog-mark blog-mark--${mark.kind} ${mark.on ? 'blog-mark--on' : 'blog-mark--off'}`}
          title={mark.label}
        >
          <span className="blog-mark__icon">
            <MarkIcon kind={mark.kind} on={mark.on} />
          </span>
          <span className="blog-mark__label visually-hidden">{mark.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** Above the wide table: what each icon means, and that struck through means not. Hidden from screen
 *  readers, which read each mark's words instead. */
export function BlogMarksLegend() {
  return (
    <p className="blog-marks-legend" aria-hidden="true">
      <span>marks:</span>
      {KINDS.map((kind) => (
        <span key={kind} className={`blog-mark blog-mark--${kind} blog-mark--on blog-marks-legend__item`}>
          <span className="blog-mark__icon">
            <MarkIcon kind={kind} on />
          </span>
          {kind}
        </span>
      ))}
      <span>(struck through: not)</span>
    </p>
  );
}
