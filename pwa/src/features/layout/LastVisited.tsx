import { useSnapshot } from 'valtio';
import { formatDate, formatTime } from '../../../../shared/dates.ts';
import { lastVisit } from '../../state/last-visit.ts';

export function LastVisited() {
  const { previous } = useSnapshot(lastVisit);
  if (!previous) return <p className="last-visited">last visited at: this is your first visit</p>;
  return (
    <p className="last-visited">
      last visited at{' '}
      <time dateTime={previous.toISOString()}>
        {formatDate(previous)} {formatTime(previous)}
      </time>
    </p>
  );
}
