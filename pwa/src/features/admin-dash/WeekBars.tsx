import { useId } from 'react';
import type { WeekStats } from '../../../../shared/api/admin-stats.ts';
import { barScale, compactCount, weekLabel } from './chart-scale.ts';

export type WeekCount = 'users' | 'blogs' | 'signups';

interface WeekBarsProps {
  title: string;
  weeks: readonly WeekStats[];
  count: WeekCount;
  /** What a count is of, for the table screen readers read: "new users". */
  unit: string;
}

// Drawing units: each week a slot 20 wide, bars 100 tall at most, room above them for the count.
const SLOT = 20;
const BAR = 14;
const TALL = 100;
const TOP = 14;

/**
 * One count per week as bars, oldest left, this week right, each with its count above it. The drawing is
 * hidden from screen readers, which read the same numbers from a table instead.
 */
export function WeekBars({ title, weeks, count, unit }: WeekBarsProps) {
  const headingId = useId();
  const values = weeks.map((week) => week[count]);
  const scale = barScale(values, TALL);
  const width = weeks.length * SLOT;
  return (
    <section className="dash-chart" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <svg className="dash-chart__bars" viewBox={`0 0 ${width} ${TALL + TOP}`} aria-hidden="true">
        <line x1="0" x2={width} y1={TALL + TOP - 0.5} y2={TALL + TOP - 0.5} className="dash-chart__axis" />
        {weeks.map((week, i) => {
          const value = values[i] ?? 0;
          const height = scale.heightOf(value);
          const x = i * SLOT + (SLOT - BAR) / 2;
          return (
            <g key={week.week} className={i === weeks.length - 1 ? 'dash-chart__now' : undefined}>
              <rect x={x} y={TALL + TOP - height} width={BAR} height={height} rx="2" />
              <text x={i * SLOT + SLOT / 2} y={TALL + TOP - height - 3} textAnchor="middle">
                {compactCount(value)}
              </text>
            </g>
          );
        })}
      </svg>
      <p className="dash-chart__range" aria-hidden="true">
        <span>{weeks[0] ? weekLabel(weeks[0].week) : ''}</span>
        <span>this week</span>
      </p>
      <table className="visually-hidden">
        <thead>
          <tr>
            <th scope="col">week of</th>
            <th scope="col">{unit}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, i) => (
            <tr key={week.week}>
              <th scope="row">{weekLabel(week.week)}</th>
              <td>{values[i]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
