import { Link } from '@tanstack/react-router';
import { type BlogRow, SYNCED } from './blog-rows.ts';

/** The column captions, also shown beside each value when a narrow screen stacks a row into a card. */
const COLUMNS = ['created', 'last edited', 'views', 'country', 'blog title', 'status', 'sync'] as const;

/**
 * A real table for screen readers (caption, column headers, the title as each row's header). Under
 * 768 px the CSS stacks each row into a card captioned from `data-label`, so the page never scrolls
 * sideways on a phone.
 */
export function BlogsTable({ rows }: { rows: readonly BlogRow[] }) {
  return (
    <table className="blogs-table card-table">
      <caption>your blogs, newest first</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          return (
            <tr key={row.id} className={row.synced === SYNCED ? undefined : 'blogs-table__row--pending'}>
              <td data-label="created">{row.created}</td>
              <td data-label="last edited">{row.lastEdited}</td>
              <td data-label="views">{row.views}</td>
              <td data-label="country">{row.country}</td>
              <th scope="row" data-label="blog title" className="card-table__main">
                <Link to="/user-blog/$blogId" params={{ blogId: row.id }}>
                  {row.title}
                </Link>
              </th>
              <td data-label="status">{row.status}</td>
              <td data-label="sync" className="blogs-table__sync">
                {row.synced}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
