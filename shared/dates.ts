// SPEC §3: dates read "Day D Mon YYYY" and times "H:MM:SS", en-GB style, with the product's own month
// abbreviations (Intl's en-GB gives "Sep" and "Jun", so the names are spelled out here).
// Local date fields are used on purpose: the user sees their own wall-clock time.

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const MONTHS = [
  'Jan',
  'Feb',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
] as const;

function assertValid(d: Date): void {
  if (Number.isNaN(d.getTime())) throw new RangeError('cannot format an invalid date');
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** "Sat 21 Nov 2026" */
export function formatDate(d: Date): string {
  assertValid(d);
  return `${WEEKDAYS[d.getDay()]} ${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}

/** "9:05:03" — 24-hour clock, hours unpadded. */
export function formatTime(d: Date): string {
  assertValid(d);
  return `${d.getHours()}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}`;
}
