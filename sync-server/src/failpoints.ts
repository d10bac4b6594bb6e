// Crash injection for the durability tests, and nothing else. FAILPOINTS names points and the hit at
// which the process kills itself (SIGKILL, no cleanup): "push.after-effect=3" dies right after the effect
// of the 3rd pushed mutation; in the SQLite store, "store.write=2" as the 2nd document is written inside
// a transaction, "store.before-commit=1" just before the 1st commit and "store.after-commit=1" just after
// it, before anyone is answered. Several points are separated by commas. Adapters and services both call
// it, so it lives beside neither.
// Unset, a call costs one lookup.
const spec = process.env.FAILPOINTS ?? '';
const points = new Map(
  spec
    .split(',')
    .map((part) => part.split('='))
    .filter((kv): kv is [string, string] => kv.length === 2 && Boolean(kv[0]))
    .map(([name, n]) => [name, Number(n)]),
);
const hits = new Map<string, number>();

export function failpoint(name: string): void {
  const at = points.get(name);
  if (at === undefined) return;
  const count = (hits.get(name) ?? 0) + 1;
  hits.set(name, count);
  if (count === at) process.kill(process.pid, 'SIGKILL');
}
