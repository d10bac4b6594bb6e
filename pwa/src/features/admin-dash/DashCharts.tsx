import type { AdminStats } from '../../../../shared/api/admin-stats.ts';
import { CountryBars } from './CountryBars.tsx';
import { WeekBars } from './WeekBars.tsx';

interface DashChartsProps {
  stats: AdminStats | null;
  loading: boolean;
  error: string | null;
  offline: boolean;
  onRetry: () => void;
}

/**
 * Below the tiles: new users, blogs and signups in each of the last twelve weeks, and the countries with
 * the most blogs. The charts last drawn stay while new ones load, offline and after a failure; without
 * any, the state says why.
 */
export function DashCharts({ stats, loading, error, offline, onRetry }: DashChartsProps) {
  return (
    <section className="dash-charts" aria-labelledby="dash-charts-title" aria-busy={loading}>
      <h2 id="dash-charts-title">activity</h2>
      {error && !offline && (
        <div className="dash-charts__error">
          <p role="alert">{error}</p>
          <button type="button" className="button button--quiet" onClick={onRetry}>
            try again
          </button>
        </div>
      )}
      {stats ? (
        <div className="dash-charts__grid">
          <WeekBars title="new users per week" unit="new users" weeks={stats.weeks} count="users" />
          <WeekBars title="new blogs per week" unit="new blogs" weeks={stats.weeks} count="blogs" />
          <WeekBars title="email signups per week" unit="email signups" weeks={stats.weeks} count="signups" />
          <CountryBars countries={stats.countries} />
        </div>
      ) : (
        !error && (
          <p className="dash-charts__note" role="status">
            {offline ? 'the charts show once you are back online' : 'loading the charts…'}
          </p>
        )
      )}
    </section>
  );
}
