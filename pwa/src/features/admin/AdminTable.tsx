import type { ReactNode } from 'react';

interface AdminTableProps {
  /** Said to screen readers only: what the rows are, such as "sent e-mails, newest first". */
  caption: string;
  columns: readonly string[];
  /** The rows: mark each row's main cell `card-table__main`, its actions `admin-table__actions`, and
   *  every other cell `data-label` with its column, which phones show above the value (admin.css). */
  children: ReactNode;
}

/** An admin list's table: a real table for screen readers, one card per row on phones. */
export function AdminTable({ caption, columns, children }: AdminTableProps) {
  return (
    <table className="card-table admin-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
