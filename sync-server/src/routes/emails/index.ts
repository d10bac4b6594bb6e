// /api/emails: mailing-list signups from the public forms, and the admin's e-mail tools (SPEC §7).
import { Hono } from 'hono';
import { listQuerySchema, wantsPage } from '../../../../shared/api/admin-lists';
import type { SignupResponse, SignupSource } from '../../../../shared/api/mailing';
import {
  emailTargetSchema,
  sendEmailSchema,
  signupAtSchema,
  signupSchema,
} from '../../../../shared/api/mailing';
import type { Deps } from '../../deps';
import { requireAdmin } from '../../http/auth';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/context';
import { idempotencyKey } from '../../http/idempotency';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { sendAdminEmail } from '../../services/mail/send-email';
import { listSentEmails, openSentEmail, pageSentEmails } from '../../services/mail/sent-emails';
import { signupsPerAddress } from '../../services/rate-limit/limits';
import { addSignup } from '../../services/signups/add-signup';
import { listSignups, pageSignups } from '../../services/signups/list-signups';

async function signup(deps: Deps, source: SignupSource, data: { name: string; email: string; terms: true }) {
  const created = await addSignup(deps, { ...data, source });
  const body: SignupResponse = created
    ? { msg: `${data.name || data.email} signed up`, created }
    : { msg: `${data.email} is already on the list`, created };
  return { body, status: created ? (201 as const) : (200 as const) };
}

export function emailRoutes() {
  const admin = requireAdmin();
  const adminLookup = requireAdmin({ writesNothing: true });
  const perIp = rateLimit(signupsPerAddress, clientIp);
  return (
    new Hono<AppEnv>({ strict: false })
      .post('/', perIp, validate('json', signupSchema), async (c) => {
        const { from, data } = c.req.valid('json');
        const { body, status } = await signup(c.var.deps, from, data);
        return c.json(body, status);
      })
      .post('/footer', perIp, validate('json', signupAtSchema('footer')), async (c) => {
        const { body, status } = await signup(c.var.deps, 'footer', c.req.valid('json'));
        return c.json(body, status);
      })
      .post('/msg', perIp, validate('json', signupAtSchema('msgPage')), async (c) => {
        const { body, status } = await signup(c.var.deps, 'msgPage', c.req.valid('json'));
        return c.json(body, status);
      })
      .get('/', admin, validate('query', listQuerySchema), async (c) => {
        const query = c.req.valid('query');
        if (wantsPage(query)) return c.json(await pageSignups(c.var.deps, query));
        return c.json(await listSignups(c.var.deps));
      })
      // Opens the send dialog: who the e-mail goes to and the sender address the server will use. It
      // writes nothing, so a demo admin sees the dialog whole and meets the demo notice only at Send.
      .post('/user', adminLookup, validate('json', emailTargetSchema), (c) =>
        c.json({ to: c.req.valid('json').email, from: c.var.deps.config.env.MAIL_FROM }),
      )
      .post('/user/send', admin, validate('json', sendEmailSchema), async (c) => {
        const email = await sendAdminEmail(
          c.var.deps,
          c.var.user._id,
          c.req.valid('json'),
          idempotencyKey(c),
        );
        return c.json(email, 201);
      })
      .get('/sent', admin, validate('query', listQuerySchema), async (c) => {
        const query = c.req.valid('query');
        if (wantsPage(query)) return c.json(await pageSentEmails(c.var.deps, query));
        return c.json(await listSentEmails(c.var.deps));
      })
      // The Idempotency-Key names the opening: a retry of it answers "not read" as the first try did.
      .get('/single/:id', admin, async (c) =>
        c.json(await openSentEmail(c.var.deps, c.req.param('id'), idempotencyKey(c))),
      )
  );
}
