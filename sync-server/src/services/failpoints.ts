// Crash injection for the durability tests, and nothing else: with FAILPOINTS="push.after-effect=3" the
// process kills itself (SIGKILL, no cleanup) right after the effect of the 3rd mutation it applies, before
// that mutation's lastSeq is saved: the narrowest window a crash can hit. Unset, it costs one lookup.
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
