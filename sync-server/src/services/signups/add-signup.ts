// A mailing-list signup (SPEC §3). The same e-mail is stored once, whichever form it came from; the date
// and time are the server's (client clocks decide nothing). Only with the terms accepted: every form's
// signup passes signupDataSchema, and registration and the contact form join only with terms ticked.
import type { Signup, SignupSource } from '../../../../shared/api/mailing';
import { formatDate, formatTime } from '../../../../shared/dates';
import { newId } from '../../../../shared/ids';
import type { Deps } from '../../deps';
import { DuplicateKeyError } from '../../ports/document-store';
import { normalizeEmail } from '../users/user-doc';

export const SIGNUPS = 'signups';

/** Answers false when the e-mail had already signed up (nothing is stored twice). */
export async function addSignup(
  deps: Pick<Deps, 'store'>,
  input: { name: string; email: string; terms: true; source: SignupSource },
  now = new Date(),
): Promise<boolean> {
  try {
    await deps.store.collection<Signup>(SIGNUPS).insertOne({
      _id: newId(now.getTime()),
      name: input.name,
      email: normalizeEmail(input.email),
      date: formatDate(now),
      time: formatTime(now),
      terms: input.terms,
      source: input.source,
      createdAt: now.toISOString(),
    });
    return true;
  } catch (error) {
    if (error instanceof DuplicateKeyError) return false;
    throw error;
  }
}
