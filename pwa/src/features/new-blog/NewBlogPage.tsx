import { FETCHING } from '../alerts/loading-texts.ts';
import { Deferred, deferredPart } from '../layout/deferred-part.tsx';

/** Loaded by the route (routes/new-blog.ts) or, on a start that paints first, after the first paint. */
export const newBlogContent = deferredPart(() =>
  import('./NewBlogContent.tsx').then((module) => module.NewBlogContent),
);

/**
 * SPEC §2 /new-blog. The heading is in the app's first bundle and paints at once; the form, which needs
 * the database library, follows (first-paint.ts).
 */
export function NewBlogPage() {
  return (
    <div className="page new-blog">
      <h1>new blog</h1>
      <Deferred part={newBlogContent} fallback={<p role="status">{FETCHING}</p>} />
    </div>
  );
}
