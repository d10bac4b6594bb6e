import { useId } from 'react';
import type { CountryStats } from '../../../../shared/api/admin-stats.ts';

interface CountryBarsProps {
  countries: readonly CountryStats[];
}

/** The busiest countries as a list, most blogs first, each with a bar as long as its share of the first. */
export function CountryBars({ countries }: CountryBarsProps) {
  const headingId = useId();
  const most = countries[0]?.blogs ?? 0;
  return (
    <section className="dash-chart" aria-labelledby={headingId}>
      <h3 id={headingId}>busiest countries</h3>
      {countries.length === 0 ? (
        <p className="dash-chart__empty">no blogs name a country yet</p>
      ) : (
        <ol className="dash-countries">
          {countries.map(({ country, blogs }) => (
            <li key={country}>
              <span className="dash-countries__name">{country}</span>
              <span className="dash-countries__track" aria-hidden="true">
                <span
                  className="dash-countries__bar"
                  style={{ width: `${most > 0 ? Math.max(2, (blogs / most) * 100) : 0}%` }}
                />
              </span>
              <span className="dash-countries__count">
                {blogs}
                <span className="visually-hidden"> {blogs === 1 ? 'blog' : 'blogs'}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
