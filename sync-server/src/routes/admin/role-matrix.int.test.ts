// Every admin route (/api/admin/* and any other path naming admin), read from the app itself, × every kind of caller. A route added later
// without a guard fails here without anyone having to remember to add a case.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, json, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const callers: Record<'none' | 'user' | 'demo' | 'admin', TestUser | null> = {
  none: null,
  user: null,
  demo: null,
  admin: null,
};

beforeAll(async () => {
  t = await createTestApp();
  callers.user = await insertUser(t.deps);
  callers.demo = await insertUser(t.deps, { isDemoUser: true });
  callers.admin = await insertUser(t.deps, { isAdmin: true, isSuperAdmin: true });
});
afterAll(() => t.close());

function adminRoutes(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const r of t.app.routes) {
    if (r.method === 'ALL' || !/^\/api\/(admin\b|.*\/admin-)/.test(r.path)) continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  }
  return [...seen.values()];
}

describe('admin role matrix', () => {
  it('covers the admin routes the app has', () => {
    const listed = adminRoutes().map((r) => `${r.method} ${r.path}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'POST /api/admin/create',
        'GET /api/admin/users',
        'GET /api/admin/users/:id',
        'PUT /api/admin/users/:id',
        'DELETE /api/admin/users/:id',
        'GET /api/admin',
        'GET /api/admin/:id',
        'PUT /api/admin/:id',
        'POST /api/admin/create/user-blog/admin',
        'DELETE /api/blogs/admin-delete/:id',
      ]),
    );
  });

  const expected = { none: [401], user: [403], demo: [403] } as const;

  it.each(['none', 'user', 'demo', 'admin'] as const)(
    'answers %s as expected on every admin route',
    async (who) => {
      for (const { method, path } of adminRoutes()) {
        const victim = await insertUser(t.deps);
        const url = path.replace(/:id\b/g, victim.user._id);
        const headers = callers[who]?.auth ?? {};
        const { status } = await t.app.request(
          url,
          method === 'GET' ? { headers } : json({}, headers, method),
        );
        if (who === 'admin') expect([401, 403], `${method} ${path}`).not.toContain(status);
        else expect(expected[who], `${who}: ${method} ${path}`).toContain(status);
      }
    },
  );
});
