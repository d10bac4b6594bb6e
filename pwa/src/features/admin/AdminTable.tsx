import type { ReactNode } from 'react';

interface AdminTableProps {
  /** More classes for the table, such as one that makes each row a link. */
  className?: string;
  /** Said to screen readers only: what the rows are, such as "sent e-mails, newest first". */
  caption: string;
  columns: readonly string[];
  /** The rows: mark each row's main cell `card-table__main`, its actions `admin-table__actions`, and
   *  every other cell `data-label` with its column, which phones show above the value (admin.css). */
  children: ReactNode;
}

/** An admin list's table: a real table for screen readers, one card per row on phones. */
export function AdminTable({ caption, columns, className, children }: AdminTableProps) {
  return (
    <table className={className ? `card-table admin-table ${className}` : 'card-table admin-table'}>
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
