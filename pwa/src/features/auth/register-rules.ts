// SPEC §5 registration rules, kept pure so they are tested without a browser: day and month are cut to
// 2 digits and clamped (1-31, 1-12), the year cut to 4; the tier must be chosen before anything is sent;
// then the shared schema (the server's own) checks the rest.
import { type RegisterInput, registerSchema } from '../../../../shared/api/users.ts';
import type { Tier } from '../../../../shared/entities/user.ts';
import { TIER_REQUIRED } from '../../../../shared/messages.ts';
import type { Problem } from '../forms/first-problem.ts';

export const TIER_ALERT_MS = 2500;
export const REGISTER_ALERT_MS = 2500;

export interface RegisterFormValues {
  name: string;
  email: string;
  password: string;
  password2: string;
  day: string;
  month: string;
  year: string;
  /** '' while the "choose" placeholder is selected. */
  tier: Tier | '';
  terms: boolean;
  emailList: boolean;
}

export const emptyRegisterForm: RegisterFormValues = {
  name: '',
  email: '',
  password: '',
  password2: '',
  day: '',
  month: '',
  year: '',
  tier: '',
  terms: false,
  emailList: false,
};

const digits = (raw: string, max: number): string => raw.replace(/\D/g, '').slice(0, max);

// Clamped only once both digits are typed: a leading 0 or 3 must stay editable on the way to 05 or 31.
function clampPart(raw: string, max: number): string {
  const cut = digits(raw, 2);
  if (cut.length < 2) return cut;
  const value = Number(cut);
  if (value > max) return String(max);
  if (value < 1) return '01';
  return cut;
}

export const dayInput = (raw: string): string => clampPart(raw, 31);
export const monthInput = (raw: string): string => clampPart(raw, 12);
export const yearInput = (raw: string): string => digits(raw, 4);

/** Focus moves on once day or month holds two digits (SPEC §5). */
export const partComplete = (part: string): boolean => part.length === 2;

const pad2 = (part: string): string => part.padStart(2, '0');

/** "YYYY-MM-DD" from the three parts, zero-padded. */
export function buildDob(day: string, month: string, year: string): string {
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

const DOB_PARTS = new Set(['day', 'month', 'year', 'dob']);
export const DOB_MISSING = 'Please enter your date of birth';

export type RegisterCheck = { ok: true; input: RegisterInput } | { ok: false; problem: Problem };

/** The first problem of the form, and the field it is about (a date of birth problem points at the day). */
export function checkRegistration(values: RegisterFormValues): RegisterCheck {
  if (!values.tier) return { ok: false, problem: { message: TIER_REQUIRED, field: 'tier' } };
  const day = values.day && pad2(values.day);
  const month = values.month && pad2(values.month);
  const parsed = registerSchema.safeParse({
    ...values,
    day,
    month,
    dob: buildDob(values.day, values.month, values.year),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path[0];
  if (typeof field === 'string' && DOB_PARTS.has(field)) {
    // A missing or non-numeric part fails the schema's digit pattern, whose wording is not for people.
    const message = field === 'dob' ? (issue?.message ?? DOB_MISSING) : DOB_MISSING;
    return { ok: false, problem: { message, field: 'day' } };
  }
  const message = issue?.message ?? 'Please check the form';
  return { ok: false, problem: typeof field === 'string' ? { message, field } : { message } };
}
