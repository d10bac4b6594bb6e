import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createResendMailer } from '../../adapters/mailer/resend';
import { insertUser, json, type TestUser } from '../../testing/factories';
import { type ResendRecorder, startResendRecorder } from '../../testing/resend-recorder';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('admin e-mail through Resend', () => {
  let t: TestApp;
  let recorder: ResendRecorder;
  let admin: TestUser;
  beforeEach(async () => {
    recorder = await startResendRecorder();
    t = await createTestApp({ mailer: createResendMailer({ apiKey: 're_test_key', baseUrl: recorder.url }) });
    admin = await insertUser(t.deps, { isAdmin: true });
  });
  afterEach(async () => {
    await t.close();
    await recorder.close();
  });
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.request('/api/emails/user/send', json(body, { ...admin.auth, ...headers }));
  const email = {
    from: 'admin@example.com',
    to: 'Ann@Example.com',
    subject: 'Your trip',
    text: '<p>Hello <strong>Ann</strong></p><p>See you</p>',
  };

  it('sends sanitized HTML from the configured sender and stores it unread', async () => {
    const res = await send({
      ...email,
      text: '<p onclick="x()">Hi</p><script>steal()</script><a href="javascript:alert(1)">x</a><em>ok</em>',
    });
    expect(res.status).toBe(201);
    const stored = await res.json();
    expect(stored).toMatchObject({
      to: 'ann@example.com',
      from: t.deps.config.env.MAIL_FROM,
      subject: 'Your trip',
      read: false,
    });
    expect(stored.body).toBe('<p>Hi</p><a rel="noopener noreferrer" target="_blank">x</a><em>ok</em>');
    expect(recorder.deliveries).toHaveLength(1);
    const delivered = recorder.deliveries[0]?.body as Record<string, unknown>;
    expect(delivered.html).toBe(stored.body);
    expect(delivered.text).toBe('Hi\nxok');
    expect(JSON.stringify(delivered)).not.toMatch(/script|onclick|javascript/);
  });

  it('never sends twice for the same key, given or derived', async () => {
    const key = { 'idempotency-key': 'compose-1' };
    const first = await (await send(email, key)).json();
    const retry = await send(email, key);
    expect(await retry.json()).toEqual(first);
    await send(email);
    await send(email);
    expect(recorder.deliveries).toHaveLength(2);
    expect(await (await t.app.request('/api/emails/sent', { headers: admin.auth })).json()).toHaveLength(2);
  });

  it('refuses a subject with a line break and blank or missing parts', async () => {
    for (const body of [
      { ...email, subject: 'Hi\r\nBcc: everyone@example.com' },
      { ...email, subject: '   ' },
      { ...email, text: '' },
      { ...email, text: '<script>only()</script>' },
      { ...email, to: 'nobody' },
      { ...email, cc: 'x@example.com' },
    ]) {
      expect((await send(body)).status).toBe(400);
    }
    expect(recorder.deliveries).toHaveLength(0);
  });

  it('answers a clear error and stores nothing when the provider fails', async () => {
    recorder.failNext(500, { name: 'application_error', message: 'Resend is down' });
    const res = await send(email);
    expect(res.status).toBe(502);
    expect((await res.json()).message).toMatch(/could not be sent/);
    expect(await t.deps.store.collection('sent_emails').count()).toBe(0);
  });

  it('marks a sent e-mail read when opened, answering it as it was before', async () => {
    const { _id } = await (await send(email)).json();
    const open = async () =>
      (await t.app.request(`/api/emails/single/${_id}`, { headers: admin.auth })).json();
    const first = await open();
    expect(first).toMatchObject({ _id, read: false, subject: 'Your trip' });
    expect(JSON.stringify(first)).not.toMatch(/idempotencyKey|sentBy/);
    expect(await t.deps.store.collection('sent_emails').findOne({ _id })).toMatchObject({ read: true });
    expect(await open()).toEqual({ ...first, read: true });
    const [listed] = await (await t.app.request('/api/emails/sent', { headers: admin.auth })).json();
    expect(listed).toMatchObject({ _id, read: true });
    expect((await t.app.request('/api/emails/single/missing', { headers: admin.auth })).status).toBe(404);
  });

  it('answers "not read" again to a retry of the first opening (same Idempotency-Key), "read" to others', async () => {
    const { _id } = await (await send(email)).json();
    const open = async (key?: string) => {
      const headers = { ...admin.auth, ...(key && { 'Idempotency-Key': key }) };
      const res = await t.app.request(`/api/emails/single/${_id}`, { headers });
      expect(res.status).toBe(200);
      return res.json();
    };
    const first = await open('opening-1');
    expect(first).toMatchObject({ _id, read: false });
    expect(JSON.stringify(first)).not.toMatch(/firstOpening|opening-1/);
    // The answer to the first try was lost, or the screen asked twice: the same opening, the same answer.
    expect(await open('opening-1')).toEqual(first);
    expect(await open('opening-2')).toEqual({ ...first, read: true });
    expect(await open()).toEqual({ ...first, read: true });
    const [listed] = await (await t.app.request('/api/emails/sent', { headers: admin.auth })).json();
    expect(listed).toEqual({ ...first, read: true });
    const bad = await t.app.request(`/api/emails/single/${_id}`, {
      headers: { ...admin.auth, 'Idempotency-Key': 'not ascii é' },
    });
    expect(bad.status).toBe(400);
  });

  it('prepares the send dialog for admins only', async () => {
    const res = await t.app.request('/api/emails/user', json({ email: 'ann@example.com' }, admin.auth));
    expect(await res.json()).toEqual({ to: 'ann@example.com', from: t.deps.config.env.MAIL_FROM });
    const user = await insertUser(t.deps);
    expect((await t.app.request('/api/emails/user/send', json(email, user.auth))).status).toBe(403);
    expect((await t.app.request('/api/emails/user/send', json(email))).status).toBe(401);
  });
});
