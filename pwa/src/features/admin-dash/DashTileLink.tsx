import { Link } from '@tanstack/react-router';
import type { DashTile } from './dash-tiles.ts';

interface DashTileLinkProps {
  tile: DashTile;
  /** The tile's count, when it has one (null while not known). */
  count: number | null;
}

/** One dashboard tile: a link whose name is its label followed by its count or what it does. */
export function DashTileLink({ tile, count }: DashTileLinkProps) {
  // Widened to string as in AppLink: every path in the tiles is one of SPEC §2's admin routes.
  const to: string = tile.to;
  const detail = tile.count ? (count ?? '–') : tile.hint;
  return (
    <Link to={to} search={tile.create ? { create: true } : {}} className="dash-tile">
      <span className="dash-tile__label">{tile.label}</span>
      <span className={tile.count ? 'dash-tile__count' : 'dash-tile__hint'}>{detail}</span>
    </Link>
  );
}
