import { FeaturedBlogCard } from './FeaturedBlogCard.tsx';
import { useFeaturedBlogs } from './use-featured-blogs.ts';
import './home.css';

export const FETCHING_BLOGS = 'we are fetching your blogs...';
export const NO_FEATURED = 'no featured blogs yet!';

/** SPEC §2 Home: the featured blogs under the hero, each a card linking to its public page. */
export function FeaturedBlogs() {
  const feed = useFeaturedBlogs();

  return (
    <section className="featured" aria-labelledby="featured-title">
      <h2 id="featured-title">featured blogs</h2>
      {feed.status === 'loading' && <p role="status">{FETCHING_BLOGS}</p>}
      {feed.status === 'failed' && (
        <p className="note note--offline">The featured blogs cannot be loaded right now. {feed.message}</p>
      )}
      {feed.status === 'ready' && feed.stale && (
        <p className="note note--offline">
          Showing the featured blogs saved on this device; they could not be refreshed. {feed.stale}
        </p>
      )}
      {feed.status === 'ready' &&
        (feed.blogs.length === 0 ? (
          <p>{NO_FEATURED}</p>
        ) : (
          <ul className="featured__list">
            {feed.blogs.map((blog) => (
              <FeaturedBlogCard key={blog._id} blog={blog} />
            ))}
          </ul>
        ))}
    </section>
  );
}
