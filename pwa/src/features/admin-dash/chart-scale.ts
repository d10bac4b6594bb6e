// The dashboard charts' arithmetic, apart from drawing: how tall a bar is, how a count is written on it.
import { MONTHS } from '../../../../shared/dates.ts';

/** Bars of a chart drawn `height` tall at most: the largest value fills it, the others in proportion. */
export interface BarScale {
  max: number;
  heightOf(value: number): number;
}

/** A bar for any count above 0 stays visible, however small beside the largest. */
export const MIN_BAR = 2;

export function barScale(values: readonly number[], height: number): BarScale {
  const max = Math.max(0, ...values);
  return {
    max,
    heightOf: (value) => (value <= 0 || max === 0 ? 0 : Math.max(MIN_BAR, (value / max) * height)),
  };
}

/** A count short enough to sit above a narrow bar: 950, 1.2k, 12k, 1.2M. */
export function compactCount(count: number): string {
  const short = (n: number, unit: string) => `${n < 10 ? Number(n.toFixed(1)) : Math.floor(n)}${unit}`;
  if (count < 1000) return String(count);
  if (count < 1_000_000) return short(count / 1000, 'k');
  return short(count / 1_000_000, 'M');
}

/** A week's Monday (`YYYY-MM-DD`, a UTC date) as the product writes dates: "7 Sept 2026". */
export function weekLabel(week: string): string {
  const [year, month, day] = week.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}
