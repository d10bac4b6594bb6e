import { FeaturedBlogCard } from './FeaturedBlogCard.tsx';
import { FeaturedByCountry } from './FeaturedByCountry.tsx';
import type { FeedState } from './use-network-feed.ts';
import './home.css';

export const FETCHING_BLOGS = 'we are fetching your blogs...';
export const NO_FEATURED = 'no featured blogs yet!';
export const MORE_BLOGS = 'more blogs';
export const FETCHING_MORE = 'fetching more blogs...';

/** SPEC §2 Home: the featured blogs under the hero, each a card linking to its public page. */
export function FeaturedList({ feed }: { feed: FeedState }) {
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
      {feed.status === 'ready' && feed.more && (
        <div className="featured__more">
          {feed.more.problem && (
            <p className="note note--offline">More blogs cannot be loaded right now. {feed.more.problem}</p>
          )}
          <button
            type="button"
            className="button button--quiet"
            onClick={feed.more.load}
            disabled={feed.more.loading}
          >
            {feed.more.loading ? FETCHING_MORE : MORE_BLOGS}
          </button>
        </div>
      )}
      {feed.status === 'ready' && <FeaturedByCountry blogs={feed.blogs} />}
    </section>
  );
}
