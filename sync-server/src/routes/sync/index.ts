// /api/sync: push, pull and the event stream of the sync protocol (DESIGN "Sync protocol").
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { PHOTO_NOT_UPLOADED } from '../../../../shared/sync/photo-refusal';
import { eventsQuerySchema, pullQuerySchema, pushSchema } from '../../../../shared/sync/protocol';
import { requireUser } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { takeTurn } from '../../http/turns';
import { validate } from '../../http/validate';
import { enforceWrites, requireWriter } from '../../http/write-limit';
import { quotaLimits } from '../../services/quotas/limits';
import { PUBLIC_SCOPE, userScope } from '../../services/sync/change-log';
import { EventStreams } from '../../services/sync/event-streams';
import { knownImage, uploadImageByHash } from '../../services/sync/images';
import type { PokeHub } from '../../services/sync/pokes';
import { pull } from '../../services/sync/pull';
import { push } from '../../services/sync/push';
import { dropStreamLease, renewStreamLease, takeStreamLease } from '../../services/sync/stream-leases';
import { refuseOtherAccount } from '../../services/sync/sync-account';
import { hashOf, photoUploadRoutes } from './photo-uploads';

/** Often enough that proxies keep the stream open and devices notice a dead one. */
export const HEARTBEAT_MS = 15_000;

/** Resolves after ms, or as soon as signal aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const wake = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    signal.addEventListener('abort', wake, { once: true });
  });
}

export function syncRoutes(pokes: PokeHub, heartbeatMs = HEARTBEAT_MS) {
  const auth = requireUser();
  const streams = new EventStreams();
  return new Hono<AppEnv>({ strict: false })
    .post('/push', auth, takeTurn(), validate('json', pushSchema), async (c) => {
      const { clientId, mutations, userId } = c.req.valid('json');
      // Before anything else, the write count included: another account's queue changes nothing here.
      refuseOtherAccount(c.var.user._id, userId);
      // Each mutation is a write, counted before any of the batch runs.
      await enforceWrites(c, mutations.length);
      const userAgent = c.req.header('user-agent');
      return c.json(await push(c.var.deps, c.var.user._id, clientId, mutations, userAgent));
    })
    .get('/images/:sha256', auth, async (c) => {
      const image = await knownImage(c.var.deps, hashOf(c.req.param('sha256')));
      return image ? c.json({ image }) : c.json({ message: PHOTO_NOT_UPLOADED }, 404);
    })
    .put('/images/:sha256', requireWriter(), async (c) => {
      const hash = hashOf(c.req.param('sha256'));
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const { image, created } = await uploadImageByHash(c.var.deps, c.var.user._id, hash, bytes);
      return c.json({ image }, created ? 201 : 200);
    })
    .route('/images', photoUploadRoutes())
    .get('/pull', auth, validate('query', pullQuerySchema), async (c) => {
      const { cursor, userId, clientId, acked } = c.req.valid('query');
      refuseOtherAccount(c.var.user._id, userId);
      return c.json(await pull(c.var.deps, c.var.user._id, { cursor, clientId, acked }));
    })
    .get('/events', auth, validate('query', eventsQuerySchema), async (c) => {
      const { deps } = c.var;
      const userId = c.var.user._id;
      const limits = quotaLimits(deps);
      // Aborted when the stream ends or a newer stream of the same device takes its place.
      const ended = new AbortController();
      const end = () => ended.abort();
      const release = streams.open(userId, c.req.valid('query').clientId, limits, end);
      // The account's streams on every instance: a lease lapses after three missed heartbeats.
      const leaseMs = 3 * heartbeatMs;
      let lease: string;
      try {
        lease = await takeStreamLease(deps, userId, limits.streamsPerUser, leaseMs);
      } catch (error) {
        release();
        throw error;
      }
      return streamSSE(c, async (stream) => {
        const stop = pokes.listen([userScope(userId), PUBLIC_SCOPE], (entry) => {
          const scope = entry.scope === PUBLIC_SCOPE ? 'public' : 'user';
          void stream.writeSSE({ event: 'poke', data: JSON.stringify({ scope, seq: entry.seq }) });
        });
        ended.signal.addEventListener('abort', () => {
          stop();
          release();
          void dropStreamLease(deps, lease).catch(() => {});
        });
        stream.onAbort(end);
        try {
          await stream.writeSSE({ event: 'ready', data: '{}' });
          while (!ended.signal.aborted && !stream.aborted && !stream.closed) {
            await sleep(heartbeatMs, ended.signal);
            if (ended.signal.aborted) break;
            await stream.write(': ping\n\n');
            await renewStreamLease(deps, lease, leaseMs).catch(() => {});
          }
        } finally {
          end();
        }
      });
    });
}
