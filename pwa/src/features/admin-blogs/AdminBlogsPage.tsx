import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import type { Page } from '../../../../shared/api/admin-lists.ts';
import { AdminErrorView } from '../admin/AdminErrorView.tsx';
import { AdminOfflineNotice } from '../admin/AdminOfflineNotice.tsx';
import { pageUrl } from '../admin/admin-list-api.ts';
import { ADMIN_BLOGS_PATH } from '../admin/admin-paths.ts';
import { ListHead } from '../admin/ListHead.tsx';
import { Pager } from '../admin/Pager.tsx';
import { useAdminGet } from '../admin/use-admin-get.ts';
import { FETCHING } from '../alerts/loading-texts.ts';
import { toast } from '../toasts/toast-store.ts';
import { AdminBlogsTable } from './AdminBlogsTable.tsx';
import { countLine } from './admin-blog-rows.ts';
import type { AdminBlog } from './admin-blogs-api.ts';
import { BLOG_DELETED, BLOG_UPDATED } from './admin-blogs-texts.ts';
import { BlogMarksLegend } from './BlogMarks.tsx';
import { DeleteAdminBlogDialog } from './DeleteAdminBlogDialog.tsx';
import { UpdateBlogDialog } from './UpdateBlogDialog.tsx';
import { useUrlSearch } from './use-url-search.ts';
import '../admin/admin.css';
import './admin-blogs.css';

type Open = { kind: 'update' | 'delete'; blog: AdminBlog } | null;

/** SPEC §2 /admin-blogs: every blog, searched and paged on the server, with the admin's update and delete. */
export function AdminBlogsPage() {
  const navigate = useNavigate({ from: '/admin-blogs' });
  const { q = '', page = 1 } = useSearch({ from: '/_auth/_admin/admin-blogs' });
  const [search, setSearch] = useUrlSearch(q, (text) => {
    void navigate({ search: text ? { q: text } : {}, replace: true });
  });
  const list = useAdminGet<Page<AdminBlog>>(pageUrl(ADMIN_BLOGS_PATH, { q, page }));
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const onPage = (next: number) => void navigate({ search: { ...(q && { q }), page: next } });

  if (list.error && !list.offline) return <AdminErrorView message={list.error} />;
  const { data } = list;
  return (
    <div className="page admin-blogs">
      <ListHead
        title="all blogs"
        count={data ? countLine(data.total) : null}
        search={search}
        onSearch={setSearch}
        searchLabel="search by title, author or country"
      />
      {list.offline && <AdminOfflineNotice onRetry={list.reload} />}
      {!data ? (
        list.loading && <p role="status">{FETCHING}</p>
      ) : (
        <>
          {data.items.length > 0 && (
            <>
              <BlogMarksLegend />
              <AdminBlogsTable
                blogs={data.items}
                onUpdate={(blog) => setOpen({ kind: 'update', blog })}
                onDelete={(blog) => setOpen({ kind: 'delete', blog })}
              />
            </>
          )}
          <Pager data={data} onPage={onPage} />
        </>
      )}
      {open?.kind === 'update' && (
        <UpdateBlogDialog
          blog={open.blog}
          onUpdated={() => {
            toast(BLOG_UPDATED);
            list.reload();
          }}
          onClose={close}
        />
      )}
      {open?.kind === 'delete' && (
        <DeleteAdminBlogDialog
          blog={open.blog}
          onDeleted={() => {
            toast(BLOG_DELETED);
            close();
            list.reload();
          }}
          onCancel={close}
        />
      )}
    </div>
  );
}
