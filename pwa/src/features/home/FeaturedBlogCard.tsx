import { Link } from '@tanstack/react-router';
import { BlogImage } from '../blogs/BlogImage.tsx';
import { photoOfRef } from '../blogs/blog-photos.ts';
import type { BlogSummary } from './public-feed.ts';

/**
 * One featured blog: hero photo, title, author and country, all one link to the public blog page. The
 * photo is decorative (the title beside it names the blog), so its alt text is empty.
 */
export function FeaturedBlogCard({ blog }: { blog: BlogSummary }) {
  return (
    <li className="featured-card">
      {blog.heroImage ? (
        <BlogImage
          className="featured-card__photo"
          photo={photoOfRef(blog.heroImage)}
          alt=""
          sizes="(min-width: 56rem) 22rem, (min-width: 36rem) 45vw, 100vw"
        />
      ) : (
        <div className="featured-card__photo featured-card__photo--none" />
      )}
      <div className="featured-card__text">
        <h3 className="featured-card__title">
          <Link to="/public-blog/$blogId" params={{ blogId: blog._id }} className="featured-card__link">
            {blog.blogTitle}
          </Link>
        </h3>
        <p className="featured-card__meta">
          <span>by {blog.author}</span>
          {blog.country && <span>{blog.country.toLowerCase()}</span>}
        </p>
      </div>
    </li>
  );
}
