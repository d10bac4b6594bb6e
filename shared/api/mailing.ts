// Mailing-list signups, contact messages and admin e-mail (SPEC §3, §7). Strict and length-limited.
import { z } from 'zod';
import { TERMS_REQUIRED } from '../messages';
import { emailField } from './fields';

export const SIGNUP_SOURCES = ['home', 'footer', 'regPage', 'msgPage'] as const;
export type SignupSource = (typeof SIGNUP_SOURCES)[number];
export const CONTACT_TOPICS = ['blogging', 'support', 'membership', 'billing'] as const;

const email = emailField;
const name = z.string().trim().max(60, { error: 'Name is too long' });
/** Forms send their own date and time (SPEC §3); the server stamps its own and ignores these. */
const clientStamp = z.string().max(40).optional();

/** Every form's signup: the terms must be accepted, as on the registration form (one rule for all). */
export const signupDataSchema = z.strictObject({
  name: name.default(''),
  email,
  terms: z.literal(true, { error: TERMS_REQUIRED }),
  date: clientStamp,
  time: clientStamp,
});
export type SignupData = z.input<typeof signupDataSchema>;

/** POST /api/emails: `{ from, data }`. */
export const signupSchema = z.strictObject({
  from: z.enum(SIGNUP_SOURCES, { error: 'Unknown signup form' }),
  data: signupDataSchema,
});

const isWrapper = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body;

/**
 * POST /api/emails/footer and /api/emails/msg: the form's data, or the `{ from, data }` wrapper that
 * POST /api/emails takes, its `from` naming this call's form. The wrapper is told apart by `data`, a
 * field the form's data never has.
 */
export function signupAtSchema(source: SignupSource) {
  return z.preprocess((body, ctx) => {
    if (!isWrapper(body)) return body;
    const { from, data, ...rest } = body;
    const extra = Object.keys(rest);
    if (extra.length > 0) ctx.addIssue({ code: 'unrecognized_keys', keys: extra, input: body });
    if (from !== source) {
      const message = `This call takes ${source} signups; send others to /api/emails`;
      ctx.addIssue({ code: 'custom', path: ['from'], message, input: from });
    }
    return data;
  }, signupDataSchema);
}

/** Answer of every signup call; `created` is false when the e-mail was already on the list. */
export interface SignupResponse {
  msg: string;
  created: boolean;
}

export const contactSchema = z.strictObject({
  firstName: z.string().trim().max(60).default(''),
  lastName: z.string().trim().max(60).default(''),
  email: z.union([z.literal(''), email]).default(''),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[0-9+() .-]*$/, { error: 'Please enter a phone number' })
    .default(''),
  msg: z.string().max(5000, { error: 'The message can have at most 5000 characters' }).default(''),
  about: z.enum(CONTACT_TOPICS, { error: 'Please choose a topic' }).default('blogging'),
  contactPhone: z.boolean().default(false),
  contactEmail: z.boolean().default(false),
  terms: z.boolean().default(false),
  mailingList: z.boolean().default(false),
  // SPEC §3 lists fullName, date and time with the message; the server names and dates it itself (services/contact).
  fullName: z.string().max(130).optional(),
  date: clientStamp,
  time: clientStamp,
});
export type ContactInput = z.input<typeof contactSchema>;

/** A contact message as stored and as GET /api/msg/ answers it (SPEC §3): the server names and dates it. */
export type ContactMessage = Omit<z.output<typeof contactSchema>, 'fullName' | 'date' | 'time'> & {
  _id: string;
  fullName: string;
  date: string;
  time: string;
  createdAt: string;
};

/** POST /api/emails/user: who the admin is about to write to. */
export const emailTargetSchema = z.strictObject({ email });

/** POST /api/emails/user/send (SPEC §3 e-mail send payload). */
export const sendEmailSchema = z.strictObject({
  from: z.string().max(320).optional(),
  to: email,
  subject: z
    .string()
    .trim()
    .min(1, { error: 'Please write a subject' })
    .max(200, { error: 'The subject can have at most 200 characters' })
    .refine((s) => !/[\r\n]/.test(s), { error: 'The subject must be one line' }),
  text: z
    .string()
    .min(1, { error: 'Please write the e-mail' })
    .max(100_000, { error: 'The e-mail is too long: it can have at most 100,000 characters of HTML' }),
});

export interface SentEmail {
  _id: string;
  to: string;
  from: string;
  subject: string;
  body: string;
  read: boolean;
  createdAt: string;
}

/** A mailing-list signup as stored and as GET /api/emails answers it (SPEC §3). */
export interface Signup {
  _id: string;
  name: string;
  email: string;
  date: string;
  time: string;
  terms: boolean;
  source: SignupSource;
  createdAt: string;
}
