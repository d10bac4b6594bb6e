// The account calls' payloads (SPEC §3, §7), validated by the server and used to type the PWA's forms.
// Strict: an unknown key (isAdmin, logins, $where…) is refused, never ignored.
import { z } from 'zod';
import type { User } from '../entities/user';
import { TERMS_REQUIRED, TIER_REQUIRED } from '../messages';
import { asRead } from './as-read';
import { emailField } from './fields';

export const MIN_PASSWORD = 8;

const email = emailField;
const password = z
  .string()
  .min(MIN_PASSWORD, { error: `Password must be at least ${MIN_PASSWORD} characters` })
  .max(200, { error: 'Password is too long' });
const name = z
  .string()
  .trim()
  .min(1, { error: 'Please enter a name' })
  .max(60, { error: 'Name is too long' });
const digits = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(new RegExp(`^\\d{1,${max}}$`)));
export const tier = z.enum(['free', 'prem'], { error: TIER_REQUIRED });

/** A real calendar date in the past, or why not. */
export function dobProblem(day: number, month: number, year: number, now = new Date()): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
    return 'Please enter a real date of birth';
  }
  if (year < 1900 || d.getTime() > now.getTime()) return 'Please enter a real date of birth';
  return null;
}

export const registerSchema = z
  .strictObject({
    name,
    email,
    password,
    password2: z.string().max(200),
    dob: z.string().max(20).optional(),
    terms: z.literal(true, { error: TERMS_REQUIRED }),
    emailList: z.boolean().default(false),
    day: digits(2),
    month: digits(2),
    year: digits(4),
    tier,
  })
  .refine((p) => p.password === p.password2, { path: ['password2'], error: 'Passwords must match' })
  .superRefine((p, ctx) => {
    const problem = dobProblem(Number(p.day), Number(p.month), Number(p.year));
    if (problem) ctx.addIssue({ code: 'custom', path: ['dob'], message: problem });
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.strictObject({
  email,
  password: z.string().min(1, { error: 'Please enter your password' }).max(200),
});

export const changePasswordSchema = z.strictObject({
  oldPassWord: z.string().min(1).max(200),
  newPassWord: password,
});

export const changeEmailSchema = z
  .strictObject({ oldEmail: email, newEmail: email, confirmEmail: email })
  .refine((p) => p.newEmail === p.confirmEmail, {
    path: ['confirmEmail'],
    error: 'The new e-mails do not match',
  });

/** SPEC §5: a new name must be longer than 4 characters (the screen and the server hold to the same rule). */
export const NEW_NAME_MIN = 5;
export const NEW_NAME_TOO_SHORT = `A new name must be longer than ${NEW_NAME_MIN - 1} characters`;
const newName = name.pipe(z.string().min(NEW_NAME_MIN, { error: NEW_NAME_TOO_SHORT }));

export const changeNameSchema = z.strictObject({ newName });

/** What GET /api/users/me answers that only the server (or an admin) sets; `id` is SPEC §3's "id/_id". */
export const USER_SERVER_FIELDS = [
  '_id',
  'id',
  'dob',
  'isSuperAdmin',
  'isDemoUser',
  'logins',
  'blogs',
  'featuredBlogs',
  'tasks',
  'avatar',
  'createdAt',
  'updatedAt',
] as const;

/** A user changes the e-mail with proof (change-email), and never their own roles. */
export const OWN_USER_SERVER_FIELDS = [...USER_SERVER_FIELDS, 'email', 'isAdmin', 'isSuspended'] as const;

/** Sent by the client after sign-in (SPEC §7); the server stamps the sign-in itself and ignores these. */
const loginStamp = z.string().max(40).optional();

/**
 * PUT /api/users/update/{id}: what a user may change on their own record (name, tier), sent alone, with the
 * stored user as read, or as the login follow-up {id, lastLoginDate, lastLoginTime}. Everything else belongs
 * to the server or an admin.
 */
export const updateSelfSchema = asRead(
  z.strictObject({
    name: name.optional(),
    tier: tier.optional(),
    lastLoginDate: loginStamp,
    lastLoginTime: loginStamp,
  }),
  OWN_USER_SERVER_FIELDS,
);

/** SPEC §3: admin-created user payload. */
export const adminCreateUserSchema = z.strictObject({
  name,
  email,
  password,
  isSuspended: z.boolean().default(false),
  isAdmin: z.boolean().default(false),
});

export const adminUpdateUserSchema = z.strictObject({
  name: name.optional(),
  email: email.optional(),
  tier: tier.optional(),
  isAdmin: z.boolean().optional(),
  isSuspended: z.boolean().optional(),
});

/** PUT /api/admin/users/{id} with the user as GET /api/admin/users/{id} read it. */
export const ADMIN_USER_SERVER_FIELDS = [...USER_SERVER_FIELDS, 'lastLoginDate', 'lastLoginTime'] as const;
export const adminUserAsReadSchema = asRead(adminUpdateUserSchema, ADMIN_USER_SERVER_FIELDS);

/** Register and login answer the user with the token the PWA keeps (SPEC §3: the stored user session). */
export type SessionResponse = User & { token: string };
