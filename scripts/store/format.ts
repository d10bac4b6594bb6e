// How the commands word what they copied.

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** "123 documents in 9 collections (blogs 5, tasks 40, …)", the empty collections left out. */
export function formatCollections(counts: Record<string, number>): string {
  const entries = Object.entries(counts);
  const total = entries.reduce((sum, [, n]) => sum + n, 0);
  const named = entries.filter(([, n]) => n > 0).map(([name, n]) => `${name} ${n}`);
  const list = named.length ? ` (${named.join(', ')})` : '';
  return `${plural(total, 'document')} in ${plural(entries.length, 'collection')}${list}`;
}
