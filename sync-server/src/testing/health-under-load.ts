// GET /api/health's latency on a running server, unloaded and while a burst of requests is in flight:
// used by the password-load test and by `npm run bench`. A call starts every SAMPLE_EVERY_MS whether or
// not the last one answered, so a stall counts as often as it lasts (sequential calls would count a 40 s
// stall once, next to hundreds of quick answers around it); the figure is their median.

const SAMPLE_EVERY_MS = 25;
/** Calls still waiting beyond this mean the server is stalled; no more are started until some answer. */
const MAX_PENDING = 200;

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function healthMs(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${url}/api/health`);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`/api/health answered ${res.status}`);
  return performance.now() - started;
}

/** Starts sampling; the function it answers stops and resolves to the median and the number of calls. */
function sampleHealth(url: string): () => Promise<{ ms: number; calls: number }> {
  const calls: Promise<number>[] = [];
  let pending = 0;
  const timer = setInterval(() => {
    if (pending >= MAX_PENDING) return;
    pending += 1;
    calls.push(healthMs(url).finally(() => (pending -= 1)));
  }, SAMPLE_EVERY_MS);
  return async () => {
    clearInterval(timer);
    const samples = await Promise.all(calls);
    return { ms: median(samples), calls: samples.length };
  };
}

/** The median over two seconds of calls, after 50 in a row to warm the server up. */
export async function unloadedHealthMs(url: string): Promise<number> {
  for (let i = 0; i < 50; i++) await healthMs(url);
  const stop = sampleHealth(url);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return (await stop()).ms;
}

/** Fires the burst and samples health until every request of it has answered. */
export async function healthDuring(url: string, burst: () => Promise<Response>[]) {
  const stop = sampleHealth(url);
  const answers = await Promise.all(burst());
  const { ms, calls } = await stop();
  return { healthMs: ms, samples: calls, answers };
}

/** `count` sign-ins for unknown e-mails, each from its own address (the server must trust the proxy). */
export function signInBurst(url: string, count: number): Promise<Response>[] {
  return Array.from({ length: count }, (_, i) =>
    fetch(`${url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
      body: JSON.stringify({ email: `nobody-${i}@example.com`, password: 'a guess' }),
    }),
  );
}
