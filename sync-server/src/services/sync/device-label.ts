// A short name for a device, from the User-Agent it pushed with ("Chrome on Android"), so a conflict can
// say where each version came from. Pure; a browser it cannot tell apart is "a browser".

/** Tested in order: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari". */
const BROWSERS: [RegExp, string][] = [
  [/\b(Edg|EdgA|EdgiOS|Edge)\//, 'Edge'],
  [/\b(OPR|OPiOS|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|HeadlessChrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Tested in order: Android also says "Linux", an iPhone "like Mac OS X". */
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(Macintosh|Mac OS X)\b/, 'Mac'],
  [/\b(Linux|X11)\b/, 'Linux'],
];

const UNKNOWN = 'a browser';

function find(table: [RegExp, string][], text: string): string | null {
  return table.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

export function deviceLabel(userAgent: string | null | undefined): string {
  // Only the start matters; a long header costs the patterns nothing more.
  const text = (userAgent ?? '').slice(0, 512);
  const browser = find(BROWSERS, text);
  const system = find(SYSTEMS, text);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `${UNKNOWN} on ${system}`;
  return UNKNOWN;
}
