import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { CountryPanel } from '../map/CountryPanel.tsx';
import { groupByCountry } from '../map/country-match.ts';
import type { BlogSummary } from './public-feed.ts';

/**
 * Issue 33, SPEC §2 Home: the featured blogs shown so far, by country, on a world map and as a list; a
 * country picked on either lists its featured blogs. The map's code and geometry load only once its box
 * comes into view, so a first visit to / downloads neither; the box keeps its size meanwhile.
 */
export function FeaturedByCountry({ blogs }: { blogs: readonly BlogSummary[] }) {
  const [picked, setPicked] = useState<string | null>(null);
  const groups = useMemo(
    () =>
      groupByCountry(
        blogs,
        (blog) => blog._id,
        (blog) => blog.country,
      ),
    [blogs],
  );
  if (groups.length === 0) return null;
  const group = groups.find((g) => g.key === picked) ?? null;
  const shown = group ? blogs.filter((blog) => group.ids.includes(blog._id)) : [];
  return (
    <section className="featured-map" aria-labelledby="featured-map-title">
      <h3 id="featured-map-title">featured blogs by country</h3>
      <CountryPanel
        groups={groups}
        selected={group?.key ?? null}
        onSelect={setPicked}
        listLabel="featured blogs by country"
        noun="blog"
        whenVisible
      />
      {group && (
        <>
          <h4 className="featured-map__picked">featured blogs in {group.label}</h4>
          <ul className="featured-map__blogs">
            {shown.map((blog) => (
              <li key={blog._id}>
                <Link to="/public-blog/$blogId" params={{ blogId: blog._id }}>
                  {blog.blogTitle}
                </Link>{' '}
                by {blog.author}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
