import { Link } from '@tanstack/react-router';
import { AdminTable } from '../admin/AdminTable.tsx';
import { type AdminBlogRow, adminBlogRow } from './admin-blog-rows.ts';
import type { AdminBlog } from './admin-blogs-api.ts';
import { BlogMarks } from './BlogMarks.tsx';

const COLUMNS = ['blog title', 'author', 'category', 'created', 'last edited', 'marks', 'actions'] as const;

interface AdminBlogsTableProps {
  blogs: readonly AdminBlog[];
  onUpdate: (blog: AdminBlog) => void;
  onDelete: (blog: AdminBlog) => void;
}

/** Every blog a row, with the admin's update, delete and view. */
export function AdminBlogsTable({ blogs, onUpdate, onDelete }: AdminBlogsTableProps) {
  return (
    <AdminTable caption="all blogs, newest first" columns={COLUMNS}>
      {blogs.map((blog) => (
        <Row
          key={blog._id}
          row={adminBlogRow(blog)}
          onUpdate={() => onUpdate(blog)}
          onDelete={() => onDelete(blog)}
        />
      ))}
    </AdminTable>
  );
}

function Row({ row, onUpdate, onDelete }: { row: AdminBlogRow; onUpdate: () => void; onDelete: () => void }) {
  return (
    <tr>
      <th scope="row" className="card-table__main">
        {row.title}
      </th>
      <td data-label="author">{row.author}</td>
      <td data-label="category">{row.category}</td>
      <td data-label="created">{row.created}</td>
      <td data-label="last edited">{row.lastEdited}</td>
      <td data-label="marks">
        <BlogMarks marks={row.marks} />
      </td>
      {/* Each names its blog: a screen reader's list of buttons otherwise reads "update" fifty times. */}
      <td className="admin-table__actions">
        <button type="button" className="button" aria-label={`update ${row.title}`} onClick={onUpdate}>
          update
        </button>
        <button
          type="button"
          className="button button--danger"
          aria-label={`delete ${row.title}`}
          onClick={onDelete}
        >
          delete
        </button>
        <Link
          to="/user-blog/$blogId"
          params={{ blogId: row.id }}
          className="button button--quiet"
          aria-label={`view ${row.title}`}
        >
          view
        </Link>
      </td>
    </tr>
  );
}
