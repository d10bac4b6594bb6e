import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { type BlogRow, SYNCED } from './blog-rows.ts';

interface BlogTableRowProps {
  row: BlogRow;
  /** The blog's place in the table (0-based); the header row is row 1 for screen readers. */
  index: number;
  measureRef: (node: Element | null) => void;
}

/** Every change to the blogs table answers the live query with new rows; a row redraws when it shows a change. */
export function sameBlogTableRow(before: BlogTableRowProps, after: BlogTableRowProps): boolean {
  const fields = Object.keys(after.row) as (keyof BlogRow)[];
  return (
    before.index === after.index &&
    before.measureRef === after.measureRef &&
    fields.every((field) => before.row[field] === after.row[field])
  );
}

/** One blog: its dates, views, country, title (the row's header, linking to the blog), status and sync mark. */
export const BlogTableRow = memo(function BlogTableRow({ row, index, measureRef }: BlogTableRowProps) {
  return (
    <tr
      ref={measureRef}
      data-index={index}
      aria-rowindex={index + 2}
      className={row.synced === SYNCED ? undefined : 'blogs-table__row--pending'}
    >
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
}, sameBlogTableRow);
