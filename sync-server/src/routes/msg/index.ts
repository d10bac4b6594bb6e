// /api/msg: contact messages, sent by anyone from the ask page, read and deleted by admins (SPEC §7).
import { Hono } from 'hono';
import { listQuerySchema, wantsPage } from '../../../../shared/api/admin-lists';
import { contactSchema } from '../../../../shared/api/mailing';
import { requireAdmin } from '../../http/auth';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/context';
import { idempotencyKey } from '../../http/idempotency';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { listMessages, pageMessages } from '../../services/contact/list-messages';
import { createMessage, deleteMessage, thanks } from '../../services/contact/messages';
import { messagesPerAddress } from '../../services/rate-limit/limits';

export function messageRoutes() {
  const admin = requireAdmin();
  return new Hono<AppEnv>({ strict: false })
    .post('/', rateLimit(messagesPerAddress, clientIp), validate('json', contactSchema), async (c) => {
      const message = await createMessage(c.var.deps, c.req.valid('json'), idempotencyKey(c));
      return c.json({ msg: thanks(message) }, 201);
    })
    .get('/', admin, validate('query', listQuerySchema), async (c) => {
      const query = c.req.valid('query');
      if (wantsPage(query)) return c.json(await pageMessages(c.var.deps, query));
      return c.json(await listMessages(c.var.deps));
    })
    .delete('/:id', admin, async (c) => {
      await deleteMessage(c.var.deps, c.req.param('id'));
      return c.json({ msg: 'Message deleted' });
    });
}
