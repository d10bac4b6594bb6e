import { useLiveQuery } from 'dexie-react-hooks';
import type { UserData } from '../../data/user-data.ts';
import { AppLink } from '../layout/AppLink.tsx';
import { useUserData } from '../sync/use-user-data.ts';
import { BlogSearch } from './BlogSearch.tsx';
import { BlogsWithMap } from './BlogsWithMap.tsx';
import { blogRow, NO_BLOGS, newestFirst } from './blog-rows.ts';
import './user-blogs.css';
import { FETCHING } from '../alerts/loading-texts.ts';

/** SPEC §2 /user-blogs: the signed-in user's own blogs, read live from their database (works offline). */
export function UserBlogsPage() {
  const data = useUserData();
  // The guard keeps visitors out; this covers the moment between signing out and leaving the page.
  if (!data) return null;
  return <UserBlogs key={data.userId} data={data} />;
}

function UserBlogs({ data: { db } }: { data: UserData }) {
  // The summaries: the stories stay unread (a heavy traveller's are megabytes).
  const rows = useLiveQuery(async () => newestFirst(await db.blogSummaries.toArray()).map(blogRow), [db]);
  return (
    <div className="page user-blogs">
      <div className="user-blogs__head">
        <h1>my blogs</h1>
        <AppLink to="/new-blog" className="button">
          new blog
        </AppLink>
      </div>
      <BlogSearch db={db}>
        {rows === undefined ? (
          <p role="status">{FETCHING}</p>
        ) : rows.length === 0 ? (
          <p>{NO_BLOGS}</p>
        ) : (
          <BlogsWithMap rows={rows} />
        )}
      </BlogSearch>
    </div>
  );
}
