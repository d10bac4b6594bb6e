import { FETCHING } from '../alerts/loading-texts.ts';
import { AppLink } from '../layout/AppLink.tsx';
import { Deferred, deferredPart } from '../layout/deferred-part.tsx';
import './user-blogs-head.css';

/** Loaded by the route (routes/user-blogs.ts) or, on a start that paints first, after the first paint. */
export const userBlogsContent = deferredPart(() =>
  import('./UserBlogsContent.tsx').then((module) => module.UserBlogsContent),
);

/**
 * SPEC §2 /user-blogs. The heading and its link are in the app's first bundle and paint at once; the
 * list, which needs the database library, follows (first-paint.ts).
 */
export function UserBlogsPage() {
  return (
    <div className="page user-blogs">
      <div className="user-blogs__head">
        <h1>my blogs</h1>
        <AppLink to="/new-blog" className="button">
          new blog
        </AppLink>
      </div>
      <Deferred part={userBlogsContent} fallback={<p role="status">{FETCHING}</p>} />
    </div>
  );
}
