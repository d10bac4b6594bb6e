// /api/sync: push, pull and the event stream of the sync protocol (DESIGN "Sync protocol").
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { pushSchema, SHA256 } from '../../../../shared/sync/protocol';
import { requireUser } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { validate } from '../../http/validate';
import { ValidationError } from '../../services/errors';
import { PUBLIC_SCOPE, userScope } from '../../services/sync/change-log';
import { uploadImageByHash } from '../../services/sync/images';
import type { PokeHub } from '../../services/sync/pokes';
import { pull } from '../../services/sync/pull';
import { push } from '../../services/sync/push';
import { photoUploadRoutes } from './photo-uploads';

/** Often enough that proxies keep the stream open and devices notice a dead one. */
export const HEARTBEAT_MS = 15_000;

export function syncRoutes(pokes: PokeHub, heartbeatMs = HEARTBEAT_MS) {
  const auth = requireUser();
  return new Hono<AppEnv>({ strict: false })
    .post('/push', auth, validate('json', pushSchema), async (c) => {
      const { clientId, mutations } = c.req.valid('json');
      const userAgent = c.req.header('user-agent');
      return c.json(await push(c.var.deps, c.var.user._id, clientId, mutations, userAgent));
    })
    .put('/images/:sha256', auth, async (c) => {
      const hash = c.req.param('sha256');
      if (!SHA256.test(hash))
        throw new ValidationError('sha256: photos are named by their SHA-256 in lower-case hex');
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const { image, created } = await uploadImageByHash(c.var.deps, c.var.user._id, hash, bytes);
      return c.json({ image }, created ? 201 : 200);
    })
    .route('/images', photoUploadRoutes())
    .get('/pull', auth, async (c) => c.json(await pull(c.var.deps, c.var.user._id, c.req.query('cursor'))))
    .get('/events', auth, (c) => {
      const mine = userScope(c.var.user._id);
      return streamSSE(c, async (stream) => {
        const stop = pokes.listen([mine, PUBLIC_SCOPE], (entry) => {
          const scope = entry.scope === PUBLIC_SCOPE ? 'public' : 'user';
          void stream.writeSSE({ event: 'poke', data: JSON.stringify({ scope, seq: entry.seq }) });
        });
        stream.onAbort(stop);
        await stream.writeSSE({ event: 'ready', data: '{}' });
        while (!stream.aborted && !stream.closed) {
          await stream.sleep(heartbeatMs);
          await stream.write(': ping\n\n');
        }
        stop();
      });
    });
}
