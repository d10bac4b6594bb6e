import type { BlogView } from './blog-view.ts';

interface BlogDetailsProps {
  blog: BlogView;
  /** The own page also shows how the blog stands: status, last edit, who created it, sync state. */
  own?: boolean;
  /** Local edits wait to be sent (LocalBlog.pending). */
  pending?: boolean;
}

/** Views for every reader; for the owner also status, last edited, "created by admin" and sync state. */
export function BlogDetails({ blog, own = false, pending = false }: BlogDetailsProps) {
  const rows: [string, string][] = [];
  if (blog.views !== null) rows.push(['views', String(blog.views)]);
  if (own && blog.status) rows.push(['status', blog.status]);
  if (own && blog.lastEdited) rows.push(['last edited', blog.lastEdited]);
  return (
    <>
      {rows.length > 0 && (
        <dl className="blog-details">
          {rows.map(([term, value]) => (
            <div key={term} className="blog-details__row">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {own && blog.createdByAdmin && <p className="blog-details__note">created by admin</p>}
      {own && pending && <p className="blog-details__pending">not synced yet</p>}
    </>
  );
}
