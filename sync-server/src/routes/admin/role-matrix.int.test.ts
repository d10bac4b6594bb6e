// Every API route, read from the app itself, must be classified here as public, user or admin, and each
// class is then called as nobody, a user, the demo user and an admin. A route added later fails until it
// is classified, and a guard left off fails the call it should have refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, json, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

type Access = 'public' | 'user' | 'admin';

const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'POST /api/users': 'public',
  'POST /api/users/login': 'public',
  'GET /api/users/demo': 'public',
  'POST /api/users/welcome': 'user',
  'GET /api/users/logged-in-user': 'user',
  'GET /api/users/me': 'user',
  'PUT /api/users/update/:id': 'user',
  'PUT /api/users/change-pw': 'user',
  'PUT /api/users/change-email': 'user',
  'PUT /api/users/change-name': 'user',
  'PUT /api/users/update-user-img': 'user',
  'DELETE /api/users/delete-user/:id': 'user',
  'POST /api/blogs': 'user',
  'GET /api/blogs': 'user',
  'DELETE /api/blogs/admin-delete/:id': 'admin',
  'PUT /api/blogs/delete-img': 'user',
  'PUT /api/blogs/update-img': 'user',
  'PUT /api/blogs/update-imgs/bulk': 'user',
  'PUT /api/blogs/delete-imgs/bulk': 'user',
  'GET /api/blogs/:id': 'user',
  'PUT /api/blogs/:id': 'user',
  'DELETE /api/blogs/:id': 'user',
  'GET /api/public/blogs': 'public',
  'GET /api/public/blogs/:id': 'public',
  'PUT /api/public/blogs/:id': 'public',
  'POST /api/admin/create': 'admin',
  'GET /api/admin/users': 'admin',
  'GET /api/admin/users/:id': 'admin',
  'PUT /api/admin/users/:id': 'admin',
  'DELETE /api/admin/users/:id': 'admin',
  'POST /api/admin/create/user-blog/admin': 'admin',
  'GET /api/admin': 'admin',
  'GET /api/admin/stats': 'admin',
  'GET /api/admin/:id': 'admin',
  'PUT /api/admin/:id': 'admin',
  'POST /api/emails': 'public',
  'POST /api/emails/footer': 'public',
  'POST /api/emails/msg': 'public',
  'GET /api/emails': 'admin',
  'POST /api/emails/user': 'admin',
  'POST /api/emails/user/send': 'admin',
  'GET /api/emails/sent': 'admin',
  'GET /api/emails/single/:id': 'admin',
  'POST /api/msg': 'public',
  'GET /api/msg': 'admin',
  'DELETE /api/msg/:id': 'admin',
  'POST /api/tasks': 'user',
  'GET /api/tasks': 'user',
  'PUT /api/tasks/:id': 'user',
  'DELETE /api/tasks/:id': 'user',
  'POST /api/sync/push': 'user',
  'GET /api/sync/images/:sha256': 'user',
  'PUT /api/sync/images/:sha256': 'user',
  'POST /api/sync/images/:sha256/upload': 'user',
  'PUT /api/sync/images/:sha256/upload/:offset': 'user',
  'GET /api/sync/pull': 'user',
  'GET /api/sync/events': 'user',
};

let t: TestApp;
const callers: Record<'user' | 'demo' | 'admin', TestUser | null> = { user: null, demo: null, admin: null };

beforeAll(async () => {
  t = await createTestApp();
  callers.user = await insertUser(t.deps);
  callers.demo = await insertUser(t.deps, { isDemoUser: true });
  callers.admin = await insertUser(t.deps, { isAdmin: true, isSuperAdmin: true });
});
afterAll(() => t.close());

function apiRoutes(): string[] {
  const seen = new Set<string>();
  for (const r of t.app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api')) continue;
    seen.add(`${r.method} ${r.path.replace(/\/$/, '')}`);
  }
  return [...seen];
}

/** Calls a route with an id of someone else's, or with the caller's own id where the path is an account's. */
async function call(route: string, who: TestUser | null, ownId = false): Promise<number> {
  const [method = 'GET', path = ''] = route.split(' ');
  const id = ownId && who ? who.user._id : (await insertUser(t.deps)).user._id;
  const url = path.replace(/:id\b/g, id);
  const headers = who?.auth ?? {};
  const init = method === 'GET' ? { headers } : json({}, headers, method);
  const res = await t.app.request(url, init);
  // The event stream never ends by itself; only its status matters here.
  await res.body?.cancel();
  return res.status;
}

describe('route access matrix', () => {
  it('classifies every API route the app has, and only those', () => {
    expect(apiRoutes().sort()).toEqual(Object.keys(ACCESS).sort());
  });

  const routes = (access: Access) => Object.keys(ACCESS).filter((r) => ACCESS[r] === access);

  it('admin routes: 401 without a token, 403 for a user or the demo user, open to an admin', async () => {
    for (const route of routes('admin')) {
      expect(await call(route, null), `nobody: ${route}`).toBe(401);
      expect(await call(route, callers.user), `user: ${route}`).toBe(403);
      expect(await call(route, callers.demo), `demo: ${route}`).toBe(403);
      expect([401, 403], `admin: ${route}`).not.toContain(await call(route, callers.admin));
    }
  });

  it('user routes: 401 without a token, open to a signed-in user', async () => {
    for (const route of routes('user')) {
      expect(await call(route, null), `nobody: ${route}`).toBe(401);
      // A fresh user each time: one of these routes deletes the account it is called with.
      const who = await insertUser(t.deps);
      expect([401, 403], `user: ${route}`).not.toContain(
        await call(route, who, route.includes('/api/users/')),
      );
    }
  });

  // The lists that page (shared/api/admin-lists.ts) guard before they read the query: a bad one is refused
  // as unauthorized too, telling a non-admin nothing about what the list would accept.
  it('the paged admin lists refuse non-admins exactly as the plain ones do', async () => {
    const lists = ['/api/admin/users/', '/api/admin/', '/api/emails', '/api/emails/sent', '/api/msg/'];
    for (const list of lists) {
      for (const query of ['page=1', 'q=a&limit=5', 'page=0']) {
        const route = `GET ${list}?${query}`;
        expect(await call(route, null), `nobody: ${route}`).toBe(401);
        expect(await call(route, callers.user), `user: ${route}`).toBe(403);
        expect(await call(route, callers.demo), `demo: ${route}`).toBe(403);
      }
      expect(await call(`GET ${list}?page=1`, callers.admin), `admin: ${list}`).toBe(200);
    }
  });

  it('public routes answer without a token', async () => {
    for (const route of routes('public')) {
      expect([401, 403], `nobody: ${route}`).not.toContain(await call(route, null));
    }
  });
});
