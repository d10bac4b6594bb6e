/** Builds the PWA when the build is missing or older than its sources; false when the build failed. */
export function buildPwaIfStale(): Promise<boolean>;
