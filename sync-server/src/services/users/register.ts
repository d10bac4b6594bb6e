// Registration: a new user, the invoice record of SPEC §3, and the mailing-list signup when asked for.
import type { z } from 'zod';
import type { registerSchema } from '../../../../shared/api/users';
import { newId } from '../../../../shared/ids';
import type { Deps } from '../../deps';
import { DuplicateKeyError } from '../../ports/document-store';
import { hashPassword } from '../auth/password';
import { ConflictError } from '../errors';
import { addSignup } from '../signups/add-signup';
import { buildInvoice, INVOICES, type Invoice } from './invoice';
import { newUserDoc, type UserDoc, users } from './user-doc';

export type RegisterPayload = z.output<typeof registerSchema>;

export const EMAIL_TAKEN = 'That e-mail is already registered';

/** "1990-03-07": the canonical dob built from the form's day, month and year. */
export function buildDob(p: Pick<RegisterPayload, 'day' | 'month' | 'year'>): string {
  return `${p.year.padStart(4, '0')}-${p.month.padStart(2, '0')}-${p.day.padStart(2, '0')}`;
}

export async function register(deps: Deps, input: RegisterPayload, now = new Date()): Promise<UserDoc> {
  const user = newUserDoc(
    {
      _id: newId(now.getTime()),
      name: input.name,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      dob: buildDob(input),
      tier: input.tier,
    },
    now,
  );
  try {
    await users(deps).insertOne(user);
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw new ConflictError(EMAIL_TAKEN);
    throw error;
  }
  await deps.store.collection<Invoice>(INVOICES).insertOne(buildInvoice(user, now));
  if (input.emailList)
    await addSignup(deps, { name: user.name, email: user.email, terms: true, source: 'regPage' }, now);
  return user;
}
