// POST /api/emails/user opens the send dialog with its addresses. It writes nothing, so a demo user who is
// an admin gets them too (issue 32: an empty From and a "try again" that never worked); the demo user's
// send itself is refused with the demo notice, and nothing goes out.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_NOTICE } from '../../../../shared/messages';
import { insertUser, json, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('the send dialog for a demo admin', () => {
  let t: TestApp;
  let demoAdmin: TestUser;
  let demoUser: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    demoAdmin = await insertUser(t.deps, { isAdmin: true, isDemoUser: true });
    demoUser = await insertUser(t.deps, { isDemoUser: true });
  });
  afterEach(() => t.close());

  it('answers the addresses, so the dialog shows its From', async () => {
    const res = await t.app.request('/api/emails/user', json({ email: 'ann@example.com' }, demoAdmin.auth));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ to: 'ann@example.com', from: t.deps.config.env.MAIL_FROM });
  });

  it('refuses the send with the demo notice and sends nothing', async () => {
    const email = { from: 'x@example.com', to: 'ann@example.com', subject: 'Hi', text: '<p>Hi</p>' };
    const res = await t.app.request('/api/emails/user/send', json(email, demoAdmin.auth));
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(DEMO_NOTICE);
    const sent = await t.app.request('/api/emails/sent', { headers: demoAdmin.auth });
    expect(await sent.json()).toEqual([]);
  });

  it('still keeps a demo user who is no admin out', async () => {
    const res = await t.app.request('/api/emails/user', json({ email: 'ann@example.com' }, demoUser.auth));
    expect(res.status).toBe(403);
  });
});
