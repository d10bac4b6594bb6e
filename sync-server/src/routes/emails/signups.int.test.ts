import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TERMS_REQUIRED } from '../../../../shared/messages';
import { insertUser, json, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('mailing-list signups', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    admin = await insertUser(t.deps, { isAdmin: true });
  });
  afterEach(() => t.close());
  const post = (path: string, body: unknown) => t.app.request(path, json(body));
  const data = (email: string) => ({
    name: 'Ann',
    email,
    terms: true,
    date: 'Mon 1 Jan 1990',
    time: '1:00:00',
  });

  it("stores each form's source tag, with the server's own date", async () => {
    expect((await post('/api/emails', { from: 'home', data: data('home@example.com') })).status).toBe(201);
    expect((await post('/api/emails', { from: 'regPage', data: data('reg@example.com') })).status).toBe(201);
    expect((await post('/api/emails/footer', data('Foot@Example.com'))).status).toBe(201);
    const msg = await post('/api/emails/msg', data('msg@example.com'));
    expect(await msg.json()).toEqual({ msg: 'Ann signed up', created: true });
    const list = await (await t.app.request('/api/emails', { headers: admin.auth })).json();
    const sources = Object.fromEntries(
      list.map((s: { email: string; source: string }) => [s.email, s.source]),
    );
    expect(sources).toEqual({
      'home@example.com': 'home',
      'reg@example.com': 'regPage',
      'foot@example.com': 'footer',
      'msg@example.com': 'msgPage',
    });
    expect(list[0].date).not.toBe('Mon 1 Jan 1990');
  });

  it('takes the {from, data} wrapper of POST /api/emails on /footer and /msg too', async () => {
    const footer = await post('/api/emails/footer', { from: 'footer', data: data('foot@example.com') });
    expect(footer.status).toBe(201);
    expect(await footer.json()).toEqual({ msg: 'Ann signed up', created: true });
    const msg = await post('/api/emails/msg', { from: 'msgPage', data: data('msg@example.com') });
    expect(msg.status).toBe(201);
    const sources = (await t.deps.store.collection('signups').find({})).map((s) => [s.email, s.source]);
    expect(sources.sort()).toEqual([
      ['foot@example.com', 'footer'],
      ['msg@example.com', 'msgPage'],
    ]);
    for (const [path, body, message] of [
      ['/api/emails/footer', { from: 'home', data: data('a@example.com') }, /^from: This call takes footer/],
      [
        '/api/emails/msg',
        { from: 'msgPage', data: data('a@example.com'), extra: 1 },
        /^Unknown field: extra$/,
      ],
      ['/api/emails/footer', { from: 'footer', data: { email: 'nope' } }, /^email: /],
    ] as const) {
      const res = await post(path, body);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(message);
    }
    expect(await t.deps.store.collection('signups').count()).toBe(2);
  });

  it('refuses a signup without the terms accepted, from every form, with a 400 saying so', async () => {
    const unticked = { ...data('a@example.com'), terms: false };
    const { terms: _, ...unsaid } = data('b@example.com');
    for (const [path, body] of [
      ['/api/emails', { from: 'home', data: unticked }],
      ['/api/emails', { from: 'regPage', data: unsaid }],
      ['/api/emails/footer', unticked],
      ['/api/emails/footer', unsaid],
      ['/api/emails/msg', { from: 'msgPage', data: unticked }],
    ] as const) {
      const res = await post(path, body);
      expect(res.status, path).toBe(400);
      expect((await res.json()).message).toBe(
        `${path === '/api/emails' ? 'data.' : ''}terms: ${TERMS_REQUIRED}`,
      );
    }
    expect(await t.deps.store.collection('signups').count()).toBe(0);
  });

  it('answers a second signup of the same e-mail plainly, storing it once', async () => {
    await post('/api/emails/footer', data('ann@example.com'));
    const again = await post('/api/emails', { from: 'home', data: data('ANN@example.com') });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ msg: 'ann@example.com is already on the list', created: false });
    expect(await t.deps.store.collection('signups').count()).toBe(1);
  });

  it.each([
    ['/api/emails', { from: 'elsewhere', data: data('a@example.com') }],
    ['/api/emails', { from: 'home', data: { ...data('a@example.com'), admin: true } }],
    ['/api/emails', { from: 'home' }],
    ['/api/emails/footer', { email: 'not-an-email' }],
    ['/api/emails/footer', { email: { $gt: '' } }],
    ['/api/emails/msg', { ...data('a@example.com'), name: 'x'.repeat(61) }],
  ])('refuses bad input on %s, storing nothing', async (path, body) => {
    const res = await post(path, body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBeTruthy();
    expect(await t.deps.store.collection('signups').count()).toBe(0);
  });

  it('lists signups for admins only', async () => {
    expect((await t.app.request('/api/emails')).status).toBe(401);
    const user = await insertUser(t.deps);
    expect((await t.app.request('/api/emails', { headers: user.auth })).status).toBe(403);
  });

  it('limits signups per address', async () => {
    for (let i = 0; i < 20; i++) await post('/api/emails/footer', data(`a${i}@example.com`));
    const limited = await post('/api/emails/footer', data('late@example.com'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});
