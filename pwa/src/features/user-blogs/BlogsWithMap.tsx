import { useMemo, useState } from 'react';
import { CountryPanel } from '../map/CountryPanel.tsx';
import { groupByCountry } from '../map/country-match.ts';
import { BlogsTable } from './BlogsTable.tsx';
import type { BlogRow } from './blog-rows.ts';

const blogsCount = (n: number) => (n === 1 ? 'your 1 blog' : `your ${n} blogs`);

/**
 * Issue 33: the user's blogs beside a map of their countries (stacked on a phone). Picking a country on
 * the map or in its list shows only that country's blogs in the table.
 */
export function BlogsWithMap({ rows }: { rows: readonly BlogRow[] }) {
  const [picked, setPicked] = useState<string | null>(null);
  const groups = useMemo(
    () =>
      groupByCountry(
        rows,
        (row) => row.id,
        (row) => row.country,
      ),
    [rows],
  );
  // A picked country whose last blog moved elsewhere (edited on another device) no longer filters.
  const group = groups.find((g) => g.key === picked) ?? null;
  const shown = useMemo(() => {
    if (!group) return rows;
    const ids = new Set(group.ids);
    return rows.filter((row) => ids.has(row.id));
  }, [rows, group]);
  return (
    <div className="user-blogs__body">
      <section className="user-blogs__map" aria-labelledby="user-blogs-map-title">
        <h2 id="user-blogs-map-title">where you have been</h2>
        <CountryPanel
          groups={groups}
          selected={group?.key ?? null}
          onSelect={setPicked}
          listLabel="your blogs by country"
          noun="blog"
        />
      </section>
      <div className="user-blogs__table">
        <p className="user-blogs__filter" role="status">
          {group ? `showing ${blogsCount(group.ids.length)} in ${group.label}` : ''}
        </p>
        <BlogsTable rows={shown} />
      </div>
    </div>
  );
}
