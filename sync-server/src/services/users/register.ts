// Registration: a new user, the invoice record of SPEC §3, and the mailing-list signup when asked for.
import type { z } from 'zod';
import type { registerSchema } from '../../../../shared/api/users';
import { newId } from '../../../../shared/ids';
import type { Deps } from '../../deps';
import { hashPassword } from '../auth/password';
import { addSignup } from '../signups/add-signup';
import { buildInvoice, INVOICES, type Invoice } from './invoice';
import { insertNewUser, newUserDoc, type UserDoc } from './user-doc';

export type RegisterPayload = z.output<typeof registerSchema>;

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
  await insertNewUser(deps, user);
  await deps.store.collection<Invoice>(INVOICES).insertOne(buildInvoice(user, now));
  if (input.emailList)
    await addSignup(deps, { name: user.name, email: user.email, terms: true, source: 'regPage' }, now);
  return user;
}
