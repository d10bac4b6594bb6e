import { type ReactNode, useId, useRef } from 'react';
import { BlogImage } from '../blogs/BlogImage.tsx';
import type { BlogPhotos } from '../blogs/blog-photos.ts';
import { LocatorMap } from '../map/LocatorMap.tsx';
import { BlogBody } from './BlogBody.tsx';
import type { BlogView } from './blog-view.ts';
import { CopyLinkButton } from './CopyLinkButton.tsx';
import { ScrollTopButton } from './ScrollTopButton.tsx';
import './blog-page.css';

interface BlogArticleProps {
  blog: BlogView;
  photos: BlogPhotos;
  /** What only some readers see under the byline: views, status, sync state. */
  details?: ReactNode;
  /** The owner's buttons (update, delete, images). */
  actions?: ReactNode;
}

/** SPEC §2 blog pages: what the own page and the public page both show. */
export function BlogArticle({ blog, photos, details, actions }: BlogArticleProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  return (
    <article className="blog-article" aria-labelledby={titleId}>
      {photos.hero && (
        <BlogImage
          className="blog-article__hero"
          photo={photos.hero}
          alt={`hero photo of ${blog.blogTitle}`}
          sizes="100vw"
          eager
        />
      )}
      <header className="blog-article__header">
        {/* Focusable by script only: the scroll-to-top button brings keyboard focus back here. */}
        <h1 id={titleId} ref={heading} tabIndex={-1}>
          {blog.blogTitle}
        </h1>
        {blog.author && <p className="blog-article__byline">by {blog.author}</p>}
        {blog.country && <p className="blog-article__country">{blog.country.toLowerCase()}</p>}
        {blog.country && <LocatorMap country={blog.country} />}
        {details}
        <div className="blog-article__tools">
          <CopyLinkButton blogId={blog.id} />
          {actions}
        </div>
      </header>
      <BlogBody title={blog.blogTitle} body={blog.blogBody} images={photos.images} />
      <ScrollTopButton heading={heading} />
    </article>
  );
}
