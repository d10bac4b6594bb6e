import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NEW_NAME_TOO_SHORT } from '../../../../shared/api/users';
import { DEMO_NOTICE } from '../../../../shared/messages';
import { lowerScryptCostForTests } from '../../services/auth/password';
import { storeImage } from '../../services/images/store-image';
import { insertUser, json, PASSWORD, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

const photo = (color: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

function upload(bytes: Uint8Array, headers: Record<string, string>, field = 'file'): RequestInit {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), 'me.jpg');
  return { method: 'PUT', body: form, headers };
}

describe("the signed-in user's account", () => {
  // Many password checks: what they allow and refuse is the point here, not what each costs.
  beforeAll(() => lowerScryptCostForTests(2 ** 12));
  let t: TestApp;
  let ann: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    ann = await insertUser(t.deps, { name: 'Ann Lee', email: 'ann@example.com' });
  });
  afterEach(() => t.close());
  const put = (path: string, body: unknown, who: TestUser = ann) =>
    t.app.request(path, json(body, who.auth, 'PUT'));
  const me = (who: TestUser = ann) => t.app.request('/api/users/me', { headers: who.auth });
  const login = (email: string, password: string) =>
    t.app.request('/api/users/login', json({ email, password }));

  it('answers the current user on both paths, without secrets', async () => {
    for (const path of ['/api/users/me', '/api/users/logged-in-user/', '/api/users/logged-in-user']) {
      const res = await t.app.request(path, { headers: ann.auth });
      expect(res.status, path).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({ _id: ann.user._id, name: 'Ann Lee', email: 'ann@example.com' });
      expect(JSON.stringify(body)).not.toMatch(/passwordHash|tokenVersion/);
    }
  });

  it('updates name and tier on its own record only, and nothing privileged', async () => {
    const ok = await put(`/api/users/update/${ann.user._id}`, { name: 'Ann Marie Lee', tier: 'prem' });
    expect(await ok.json()).toMatchObject({ name: 'Ann Marie Lee', tier: 'prem' });
    const bob = await insertUser(t.deps, { name: 'Bob' });
    expect((await put(`/api/users/update/${bob.user._id}`, { name: 'Hacked' })).status).toBe(403);
    for (const field of [
      'isAdmin',
      'isSuperAdmin',
      'logins',
      '_id',
      'tokenVersion',
      'passwordHash',
      'isDemoUser',
    ]) {
      const res = await put(`/api/users/update/${ann.user._id}`, { [field]: true });
      expect(res.status, field).toBe(400);
    }
    const stored = await (await me()).json();
    expect(stored).toMatchObject({ isAdmin: false, isSuperAdmin: false, logins: 0, _id: ann.user._id });
    expect((await (await me(bob)).json()).name).toBe('Bob');
  });

  it('changes the name', async () => {
    const res = await put('/api/users/change-name', { newName: '  Annabel  ' });
    expect(await res.json()).toMatchObject({ msg: 'Name changed to Annabel', user: { name: 'Annabel' } });
    expect((await put('/api/users/change-name', { newName: '' })).status).toBe(400);
  });

  it('refuses a new name of 4 characters or fewer (SPEC §5), saying so and changing nothing', async () => {
    const before = await (await me()).json();
    for (const newName of ['Bob', '  Anna  ', 'abcd']) {
      const res = await put('/api/users/change-name', { newName });
      expect(res.status, newName).toBe(400);
      expect((await res.json()).message).toBe(`newName: ${NEW_NAME_TOO_SHORT}`);
    }
    expect(await (await me()).json()).toEqual(before);
    const res = await put('/api/users/change-name', { newName: 'Annie' });
    expect(await res.json()).toMatchObject({ user: { name: 'Annie' } });
  });

  it('changes the password, revoking older tokens', async () => {
    expect(
      (await put('/api/users/change-pw', { oldPassWord: 'wrong-one', newPassWord: 'new-password-9' })).status,
    ).toBe(400);
    expect((await put('/api/users/change-pw', { oldPassWord: PASSWORD, newPassWord: 'short' })).status).toBe(
      400,
    );
    const res = await put('/api/users/change-pw', { oldPassWord: PASSWORD, newPassWord: 'new-password-9' });
    expect(res.status).toBe(200);
    const { token } = await res.json();
    expect((await me()).status).toBe(401);
    expect(
      (await t.app.request('/api/users/me', { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
    expect((await login('ann@example.com', PASSWORD)).status).toBe(401);
    expect((await login('ann@example.com', 'new-password-9')).status).toBe(200);
  });

  it('changes the e-mail with old, new and confirmation', async () => {
    await insertUser(t.deps, { email: 'taken@example.com' });
    const change = (body: unknown) => put('/api/users/change-email', body);
    expect(
      (await change({ oldEmail: 'x@example.com', newEmail: 'a@example.com', confirmEmail: 'a@example.com' }))
        .status,
    ).toBe(400);
    expect(
      (
        await change({
          oldEmail: 'ann@example.com',
          newEmail: 'a@example.com',
          confirmEmail: 'b@example.com',
        })
      ).status,
    ).toBe(400);
    const taken = await change({
      oldEmail: 'ann@example.com',
      newEmail: 'Taken@example.com',
      confirmEmail: 'taken@example.com',
    });
    expect(taken.status).toBe(409);
    const res = await change({
      oldEmail: 'ann@example.com',
      newEmail: 'ann.lee@example.com',
      confirmEmail: 'ann.lee@example.com',
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user.email).toBe('ann.lee@example.com');
    expect((await me()).status).toBe(401);
    expect((await login('ann.lee@example.com', PASSWORD)).status).toBe(200);
  });

  it('sends the welcome e-mail with the invoice once, however often it is asked', async () => {
    const reg = await t.app.request(
      '/api/users',
      json({
        name: 'Cy',
        email: 'cy@example.com',
        password: 'long-enough-1',
        password2: 'long-enough-1',
        terms: true,
        emailList: false,
        day: '1',
        month: '1',
        year: '1990',
        tier: 'free',
      }),
    );
    const { token } = await reg.json();
    const headers = { authorization: `Bearer ${token}` };
    for (let i = 0; i < 2; i++) {
      const res = await t.app.request('/api/users/welcome', json({}, headers));
      expect(res.status).toBe(200);
      expect((await res.json()).msg).toContain('cy@example.com');
    }
    const { readdir, readFile } = await import('node:fs/promises');
    const files = (await readdir(`${t.dir}/outbox`)).filter((f) => f.endsWith('.json'));
    expect(files).toHaveLength(1);
    const mail = JSON.parse(await readFile(`${t.dir}/outbox/${files[0]}`, 'utf8'));
    expect(JSON.stringify(mail)).toContain('1 month subscription');
    expect(JSON.stringify(mail)).toContain('blogger plus');
  });

  it('stores an avatar as a square WebP and deletes the one it replaces', async () => {
    const first = await t.app.request('/api/users/update-user-img', upload(await photo('#c33'), ann.auth));
    expect(first.status).toBe(200);
    const { updatedUser } = await first.json();
    expect(updatedUser.avatar).toMatch(/^\/media\/avatars\/.+\.webp$/);
    const image = await t.app.request(updatedUser.avatar);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(256);

    const second = await t.app.request('/api/users/update-user-img', upload(await photo('#3c3'), ann.auth));
    const replaced = (await second.json()).updatedUser.avatar;
    expect(replaced).not.toBe(updatedUser.avatar);
    expect(await t.deps.blobs.list('avatars/')).toHaveLength(1);
  });

  it('refuses uploads that are not images, too large or not multipart', async () => {
    const text = new TextEncoder().encode('<svg onload="alert(1)"></svg>');
    expect((await t.app.request('/api/users/update-user-img', upload(text, ann.auth))).status).toBe(415);
    const big = new Uint8Array(16 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff]);
    expect((await t.app.request('/api/users/update-user-img', upload(big, ann.auth))).status).toBe(413);
    expect(
      (await t.app.request('/api/users/update-user-img', upload(await photo('#333'), ann.auth, 'avatar')))
        .status,
    ).toBe(400);
    expect((await put('/api/users/update-user-img', { file: 'x' })).status).toBe(400);
    expect(await t.deps.blobs.list()).toEqual([]);
  });

  it('deletes the account and everything it owns, nothing orphaned', async () => {
    await t.app.request('/api/users/update-user-img', upload(await photo('#c33'), ann.auth));
    const hero = await storeImage(t.deps.blobs, await photo('#36c'));
    const shared = await storeImage(t.deps.blobs, await photo('#6c3'));
    const blogs = t.deps.store.collection('blogs');
    await blogs.insertOne({
      _id: 'b1',
      userID: ann.user._id,
      imageData: { heroImage: hero, imageUrls: [shared] },
    });
    await blogs.insertOne({
      _id: 'b2',
      userID: 'someone-else',
      imageData: { heroImage: null, imageUrls: [shared] },
    });
    await t.deps.store.collection('tasks').insertOne({ _id: 't1', userID: ann.user._id, taskText: 'pack' });
    const bob = await insertUser(t.deps);

    expect(
      (await t.app.request(`/api/users/delete-user/${bob.user._id}`, { method: 'DELETE', headers: ann.auth }))
        .status,
    ).toBe(403);
    const res = await t.app.request(`/api/users/delete-user/${ann.user._id}`, {
      method: 'DELETE',
      headers: ann.auth,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).blogs).toEqual(['b1']);

    expect(await t.deps.store.collection('users').findOne({ _id: ann.user._id })).toBeNull();
    expect(await blogs.find({}, { projection: { _id: 1 } })).toEqual([{ _id: 'b2' }]);
    expect(await t.deps.store.collection('tasks').count({ userID: ann.user._id })).toBe(0);
    expect(await t.deps.store.collection('invoices').count({ userID: ann.user._id })).toBe(0);
    const left = await t.deps.blobs.list();
    expect(left.some((k) => k.startsWith('avatars/'))).toBe(false);
    expect(left.some((k) => k.includes(hero.id))).toBe(false);
    expect(left.filter((k) => k.includes(shared.id)).length).toBe(shared.variants.length);
    expect((await me()).status).toBe(401);
  });

  it('refuses every write of the demo user with the demo notice, but lets it read', async () => {
    const demo = await insertUser(t.deps, { isDemoUser: true });
    const writes: [string, string, RequestInit][] = [
      ['PUT', '/api/users/change-name', json({ newName: 'Someone' }, demo.auth, 'PUT')],
      [
        'PUT',
        '/api/users/change-pw',
        json({ oldPassWord: PASSWORD, newPassWord: 'new-password-9' }, demo.auth, 'PUT'),
      ],
      [
        'PUT',
        '/api/users/change-email',
        json(
          { oldEmail: demo.user.email, newEmail: 'd@example.com', confirmEmail: 'd@example.com' },
          demo.auth,
          'PUT',
        ),
      ],
      ['PUT', `/api/users/update/${demo.user._id}`, json({ name: 'Someone' }, demo.auth, 'PUT')],
      ['PUT', '/api/users/update-user-img', upload(await photo('#999'), demo.auth)],
      ['POST', '/api/users/welcome', json({}, demo.auth)],
      ['DELETE', `/api/users/delete-user/${demo.user._id}`, { method: 'DELETE', headers: demo.auth }],
    ];
    for (const [method, path, init] of writes) {
      const res = await t.app.request(path, init);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await res.json()).message).toBe(DEMO_NOTICE);
    }
    expect((await me(demo)).status).toBe(200);
    expect((await (await me(demo)).json()).name).toBe('Test User');
    expect(await t.deps.blobs.list()).toEqual([]);
  });
});
