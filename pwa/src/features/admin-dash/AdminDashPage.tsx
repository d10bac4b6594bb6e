import { useSnapshot } from 'valtio';
import { session } from '../../state/session.ts';
import { AdminErrorView } from '../admin/AdminErrorView.tsx';
import { AdminOfflineNotice } from '../admin/AdminOfflineNotice.tsx';
import { DashCharts } from './DashCharts.tsx';
import { DashTileLink } from './DashTileLink.tsx';
import { DASH_TILES, dashGreeting } from './dash-tiles.ts';
import { useDashCounts } from './use-dash-counts.ts';
import { useDashStats } from './use-dash-stats.ts';
import '../admin/admin.css';
import './admin-dash.css';

/**
 * SPEC §2 /admin-dash: a greeting and the tiles with their live counts, then the weekly charts (issue 33).
 * A refused user fetch shows the error page (SPEC §2); offline the tiles and charts stay as last known and
 * a plain notice says why.
 */
export function AdminDashPage() {
  const { user } = useSnapshot(session);
  const dash = useDashCounts();
  const stats = useDashStats();
  const { counts, usersError } = dash;
  const offline = dash.offline || stats.offline;
  const reload = () => {
    dash.reload();
    stats.reload();
  };

  if (usersError && !offline) return <AdminErrorView message={usersError} back="/" />;

  return (
    <div className="page admin-dash">
      <h1>admin dashboard</h1>
      {user && <p className="admin-dash__greeting">{dashGreeting(user.name)}</p>}
      {offline && <AdminOfflineNotice onRetry={reload} />}
      <ul className="dash-tiles">
        {DASH_TILES.map((tile) => (
          <li key={tile.label}>
            <DashTileLink tile={tile} count={tile.count ? counts[tile.count] : null} />
          </li>
        ))}
      </ul>
      <DashCharts
        stats={stats.data}
        loading={stats.loading}
        error={stats.error}
        offline={offline}
        onRetry={stats.reload}
      />
    </div>
  );
}
