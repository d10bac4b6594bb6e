// The country a shared photo was taken in, found on the device before resizing drops its GPS (as for a
// picked photo, data/photo-country.ts). A share becomes a draft before the form opens, so the form cannot
// read the file itself: the country waits here, by the resized photo's hash, for the form to suggest it.
// Only the name is kept, in memory, for this page's life: the coordinates never leave share-draft.ts.
const found = new Map<string, string>();

export function rememberSharedCountry(sha256: string, country: string): void {
  found.set(sha256, country);
}

/** The country of a photo shared in this page's life; null for any other. */
export function sharedCountry(sha256: string): string | null {
  return found.get(sha256) ?? null;
}
