// /api/users: registration, sign-in and the signed-in user's own account (SPEC §7).
import { Hono } from 'hono';
import {
  changeEmailSchema,
  changeNameSchema,
  changePasswordSchema,
  loginSchema,
  registerSchema,
  updateSelfSchema,
} from '../../../../shared/api/users';
import { requireUser } from '../../http/auth';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/context';
import { enforce, rateLimit } from '../../http/rate-limit';
import { readUploadedFile } from '../../http/upload';
import { validate } from '../../http/validate';
import { requireWriter } from '../../http/write-limit';
import { ForbiddenError } from '../../services/errors';
import {
  accountDeletions,
  emailChangesPerAccount,
  emailChecksPerAddress,
  nameChangesPerAccount,
  passwordChecksPerAccount,
} from '../../services/rate-limit/limits';
import { changeEmail } from '../../services/users/change-email';
import { changePassword } from '../../services/users/change-password';
import { deleteOwnAccount } from '../../services/users/delete-own-account';
import { login } from '../../services/users/login';
import { register } from '../../services/users/register';
import { updateAvatar } from '../../services/users/update-avatar';
import { updateOwnUser } from '../../services/users/update-own-user';
import { updateProfile } from '../../services/users/update-profile';
import { toPublicUser } from '../../services/users/user-doc';
import { sendWelcome } from '../../services/users/welcome';
import { sessionFor } from './session';
import { limitSignIn } from './sign-in-limits';

function ownId(id: string, userId: string): void {
  if (id !== userId) throw new ForbiddenError('You can only change your own account');
}

export function userRoutes() {
  const auth = requireUser();
  const writer = requireWriter();

  return new Hono<AppEnv>({ strict: false })
    .post('/', rateLimit(emailChecksPerAddress, clientIp), validate('json', registerSchema), async (c) => {
      const user = await register(c.var.deps, c.req.valid('json'));
      return c.json(await sessionFor(c.var.deps.config.jwtSecret, user), 201);
    })
    .post('/login', validate('json', loginSchema), async (c) => {
      const input = c.req.valid('json');
      const succeeded = await limitSignIn(c, input.email);
      const user = await login(c.var.deps, input);
      await succeeded();
      return c.json(await sessionFor(c.var.deps.config.jwtSecret, user));
    })
    .get('/demo', (c) => c.json({ email: c.var.deps.config.env.DEMO_EMAIL }))
    .post('/welcome', auth, async (c) => {
      const invoice = await sendWelcome(c.var.deps, c.var.user._id);
      return c.json({ msg: `Welcome e-mail sent to ${invoice.email}` });
    })
    .get('/logged-in-user', auth, (c) => c.json(toPublicUser(c.var.user)))
    .get('/me', auth, (c) => c.json(toPublicUser(c.var.user)))
    .put('/update/:id', auth, validate('json', updateSelfSchema), async (c) => {
      ownId(c.req.param('id'), c.var.user._id);
      const { name } = c.req.valid('json');
      if (name !== undefined && name !== c.var.user.name)
        await enforce(c, nameChangesPerAccount, c.var.user._id);
      return c.json(toPublicUser(await updateOwnUser(c.var.deps, c.var.user, c.req.valid('json'))));
    })
    .put('/change-pw', auth, validate('json', changePasswordSchema), async (c) => {
      await enforce(c, passwordChecksPerAccount, c.var.user._id);
      const user = await changePassword(c.var.deps, c.var.user._id, c.req.valid('json'));
      const { token } = await sessionFor(c.var.deps.config.jwtSecret, user);
      return c.json({ msg: 'Password changed', token });
    })
    .put('/change-email', auth, validate('json', changeEmailSchema), async (c) => {
      // A 409 tells whether the new e-mail has an account: limited like registration.
      await enforce(c, emailChecksPerAddress, clientIp(c));
      await enforce(c, emailChangesPerAccount, c.var.user._id);
      const user = await changeEmail(c.var.deps, c.var.user._id, c.req.valid('json'));
      const { token, ...publicUser } = await sessionFor(c.var.deps.config.jwtSecret, user);
      return c.json({ msg: `E-mail changed to ${user.email}`, user: publicUser, token });
    })
    .put('/change-name', auth, validate('json', changeNameSchema), async (c) => {
      await enforce(c, nameChangesPerAccount, c.var.user._id);
      const user = await updateProfile(c.var.deps, c.var.user._id, { name: c.req.valid('json').newName });
      return c.json({ msg: `Name changed to ${user.name}`, user: toPublicUser(user) });
    })
    .put('/update-user-img', writer, async (c) => {
      const bytes = await readUploadedFile(c, 'file');
      return c.json({ updatedUser: toPublicUser(await updateAvatar(c.var.deps, c.var.user._id, bytes)) });
    })
    .delete('/delete-user/:id', auth, async (c) => {
      await enforce(c, accountDeletions, c.var.user._id);
      ownId(c.req.param('id'), c.var.user._id);
      const blogs = await deleteOwnAccount(c.var.deps, c.var.user);
      return c.json({ msg: 'Your account has been deleted', blogs });
    });
}
