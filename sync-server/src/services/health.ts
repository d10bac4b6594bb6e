// Whether each adapter answers, for GET /api/health. A check is not free (NeDB counts every collection,
// the disk stores write and remove a probe file), and monitors, load balancers and load tests may call
// many times a second: each adapter's answer is reused for HEALTH_TTL_MS, and callers arriving while a
// check runs share it. That is safe because health is a sample anyway (a monitor polls every few seconds,
// so an answer at most a second old is as true as a fresh one) and a failure still shows within a second.
import type { Deps } from '../deps';

export const HEALTH_TTL_MS = 1000;

interface Pingable {
  readonly kind: string;
  ping(): Promise<boolean>;
}

const recent = new WeakMap<Pingable, { at: number; ready: Promise<boolean> }>();

async function ready(adapter: Pingable): Promise<boolean> {
  try {
    return await adapter.ping();
  } catch {
    return false;
  }
}

function check(adapter: Pingable, now: number): Promise<boolean> {
  const last = recent.get(adapter);
  if (last && now - last.at < HEALTH_TTL_MS) return last.ready;
  const next = ready(adapter);
  recent.set(adapter, { at: now, ready: next });
  return next;
}

export async function adapterHealth(deps: Pick<Deps, 'store' | 'blobs' | 'mailer'>, now = Date.now()) {
  const { store, blobs, mailer } = deps;
  const [storeReady, blobsReady, mailReady] = await Promise.all([
    check(store, now),
    check(blobs, now),
    check(mailer, now),
  ]);
  return {
    ok: storeReady && blobsReady && mailReady,
    store: { kind: store.kind, ready: storeReady },
    blobs: { kind: blobs.kind, ready: blobsReady },
    mail: { kind: mailer.kind, ready: mailReady },
  };
}
