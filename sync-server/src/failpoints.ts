// Crash injection for the durability tests, and nothing else. FAILPOINTS names points and the hit at
// which the process kills itself (SIGKILL, no cleanup): "push.after-effect=3" dies right after the effect
// of the 3rd pushed mutation, "store.commit-applied=2" once the 2nd document of a commit is written (each
// collection's documents go in one append, so it dies after that whole collection). Several points are
// separated by commas. Adapters and services both call it, so it lives beside neither.
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
