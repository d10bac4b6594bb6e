// /api/admin/create/ and /api/admin/users/: account management for admins (SPEC §6, §7).
import { Hono } from 'hono';
import { userListQuerySchema, wantsPage } from '../../../../shared/api/admin-lists';
import { adminCreateUserSchema, adminUserAsReadSchema } from '../../../../shared/api/users';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { cachedAnswer } from '../../http/etag-answer';
import { validate } from '../../http/validate';
import { adminCreateUser } from '../../services/admin/create-user';
import { adminDeleteUser } from '../../services/admin/delete-user';
import { listUsers, pageUsers, userPageView } from '../../services/admin/list-users';
import { adminUpdateUserAsRead } from '../../services/admin/update-user-as-read';
import { getUserDoc, toPublicUser } from '../../services/users/user-doc';

export function adminUserRoutes() {
  // Guarded route by route (not with use('*')) so unknown admin paths still answer 404.
  const admin = requireAdmin();
  return new Hono<AppEnv>({ strict: false })
    .post('/create', admin, validate('json', adminCreateUserSchema), async (c) => {
      const user = await adminCreateUser(c.var.deps, c.var.user, c.req.valid('json'));
      return c.json(toPublicUser(user), 201);
    })
    .get('/users', admin, validate('query', userListQuerySchema), async (c) => {
      const query = c.req.valid('query');
      if (wantsPage(query)) {
        const view = await userPageView(c.var.deps, query);
        return view ? cachedAnswer(c, view, 'private, no-cache') : c.json(await pageUsers(c.var.deps, query));
      }
      return c.json((await listUsers(c.var.deps)).map(toPublicUser));
    })
    .get('/users/:id', admin, async (c) =>
      c.json(toPublicUser(await getUserDoc(c.var.deps, c.req.param('id')))),
    )
    .put('/users/:id', admin, validate('json', adminUserAsReadSchema), async (c) => {
      const [id, body] = [c.req.param('id'), c.req.valid('json')];
      const user = await adminUpdateUserAsRead(c.var.deps, c.var.user, id, body);
      return c.json(toPublicUser(user));
    })
    .delete('/users/:id', admin, async (c) => {
      const blogs = await adminDeleteUser(c.var.deps, c.var.user, c.req.param('id'));
      return c.json({ msg: 'User deleted', blogs });
    });
}
