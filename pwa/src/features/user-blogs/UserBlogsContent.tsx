import { useLiveQuery } from 'dexie-react-hooks';
import type { UserData } from '../../data/user-data.ts';
import { useUserData } from '../sync/use-user-data.ts';
import { BlogSearch } from './BlogSearch.tsx';
import { BlogsWithMap } from './BlogsWithMap.tsx';
import { blogRow, NO_BLOGS, newestFirst } from './blog-rows.ts';
import './user-blogs.css';
import { FETCHING } from '../alerts/loading-texts.ts';

/** SPEC §2 /user-blogs below its heading: the user's own blogs, read live from their database (works offline). */
export function UserBlogsContent() {
  const data = useUserData();
  // Until the sync engine has opened the user's database (it loads beside this part); the guard keeps
  // visitors out, so otherwise this is the moment between signing out and leaving the page.
  if (!data) return <p role="status">{FETCHING}</p>;
  return <UserBlogs key={data.userId} data={data} />;
}

function UserBlogs({ data: { db } }: { data: UserData }) {
  // The summaries: the stories stay unread (a heavy traveller's are megabytes).
  const rows = useLiveQuery(async () => newestFirst(await db.blogSummaries.toArray()).map(blogRow), [db]);
  return (
    <BlogSearch db={db}>
      {rows === undefined ? (
        <p role="status">{FETCHING}</p>
      ) : rows.length === 0 ? (
        <p>{NO_BLOGS}</p>
      ) : (
        <BlogsWithMap rows={rows} />
      )}
    </BlogSearch>
  );
}
