// /api/msg: contact messages, sent by anyone from the ask page, read and deleted by admins (SPEC §7).
import { Hono } from 'hono';
import { contactSchema } from '../../../../shared/api/mailing';
import { requireAdmin } from '../../http/auth';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/context';
import { idempotencyKey } from '../../http/idempotency';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { createMessage, deleteMessage, listMessages, thanks } from '../../services/contact/messages';

export function messageRoutes() {
  const admin = requireAdmin();
  return new Hono<AppEnv>({ strict: false })
    .post('/', rateLimit(10, 60 * 60_000, clientIp), validate('json', contactSchema), async (c) => {
      const message = await createMessage(c.var.deps, c.req.valid('json'), idempotencyKey(c));
      return c.json({ msg: thanks(message) }, 201);
    })
    .get('/', admin, async (c) => {
      const messages = await listMessages(c.var.deps);
      return c.json(messages.map(({ idempotencyKey: _key, ...m }) => m));
    })
    .delete('/:id', admin, async (c) => {
      await deleteMessage(c.var.deps, c.req.param('id'));
      return c.json({ msg: 'Message deleted' });
    });
}
