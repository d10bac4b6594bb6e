// GET /api/health: which adapters run and whether each answers. 503 while any is not ready.
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

async function ready(check: () => Promise<boolean>): Promise<boolean> {
  try {
    return await check();
  } catch {
    return false;
  }
}

export function healthRoutes() {
  return new Hono<AppEnv>().get('/', async (c) => {
    const { store, blobs, mailer } = c.var.deps;
    const [storeReady, blobsReady, mailReady] = await Promise.all([
      ready(() => store.ping()),
      ready(() => blobs.ping()),
      ready(() => mailer.ping()),
    ]);
    const ok = storeReady && blobsReady && mailReady;
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        status: ok ? 'ok' : 'degraded',
        store: { kind: store.kind, ready: storeReady },
        blobs: { kind: blobs.kind, ready: blobsReady },
        mail: { kind: mailer.kind, ready: mailReady },
      },
      ok ? 200 : 503,
    );
  });
}
