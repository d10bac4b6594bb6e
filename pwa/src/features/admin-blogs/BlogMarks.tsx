import type { Mark, MarkKind } from './admin-blog-rows.ts';

// One shape a mark: pause for suspended, an eye for published, a star for featured.
const SHAPES: Record<MarkKind, string> = {
  suspended: 'M6 4h4v16H6zM14 4h4v16h-4z',
  published:
    'M12 5C6.5 5 2.7 8.6 1 12c1.7 3.4 5.5 7 11 7s9.3-3.6 11-7c-1.7-3.4-5.5-7-11-7Zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8Z',
  featured: 'm12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2-6.2 3.2L7 14.2 2 9.3l6.9-1Z',
};

/**
 * The row's marks. A mark that is on is filled and coloured; one that is off is an outline, faded and
 * struck through, so the two differ in shape as well as colour. Each says its state in words (hidden
 * text for screen readers, a tooltip for pointers).
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
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d={SHAPES[mark.kind]}
              fillRule="evenodd"
              fill={mark.on ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth={mark.on ? 0 : 1.5}
            />
            {!mark.on && <line x1="3" y1="21" x2="21" y2="3" stroke="currentColor" strokeWidth="2" />}
          </svg>
          <span className="visually-hidden">{mark.label}</span>
        </li>
      ))}
    </ul>
  );
}
