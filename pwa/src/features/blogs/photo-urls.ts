// Object URLs for photos waiting on the device, one per SHA-256 (same hash, same bytes), shared by every
// screen that shows the photo. A URL is made when a render first needs it, so a photo written a moment
// ago shows in that same render; it is revoked once no mounted screen has held it for a while, which also
// survives React StrictMode's unmount-and-remount of effects in development.
interface Entry {
  url: string;
  holders: number;
  sweep: ReturnType<typeof setTimeout> | null;
}

const entries = new Map<string, Entry>();
const GRACE_MS = 5_000;

function scheduleSweep(sha: string, entry: Entry): void {
  if (entry.sweep) clearTimeout(entry.sweep);
  entry.sweep = setTimeout(() => {
    if (entry.holders > 0 || entries.get(sha) !== entry) return;
    URL.revokeObjectURL(entry.url);
    entries.delete(sha);
  }, GRACE_MS);
}

/** The URL of a stored photo; made now if no screen has one (rendering may call this freely). */
export function photoUrl(sha: string, blob: Blob): string {
  const known = entries.get(sha);
  if (known) return known.url;
  const entry: Entry = { url: URL.createObjectURL(blob), holders: 0, sweep: null };
  entries.set(sha, entry);
  // A render that is thrown away never holds it; the sweep then frees it.
  scheduleSweep(sha, entry);
  return entry.url;
}

/** Called from an effect while the photos are shown; the answer lets them go. */
export function holdPhotoUrls(shas: readonly string[]): () => void {
  const held = shas.flatMap((sha) => {
    const entry = entries.get(sha);
    if (!entry) return [];
    entry.holders += 1;
    return [[sha, entry] as const];
  });
  return () => {
    for (const [sha, entry] of held) {
      entry.holders -= 1;
      if (entry.holders === 0) scheduleSweep(sha, entry);
    }
  };
}

/** How many URLs are alive (for tests). */
export const livePhotoUrls = (): number => entries.size;
