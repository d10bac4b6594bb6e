// The Idempotency-Key of an admin's e-mail (sync-server/src/http/idempotency.ts): the same message sent
// again (a double click, a retry after a lost answer) carries the same key, so the server sends it once;
// any change to the message is a new e-mail and gets a new key.
import { newId } from '../../../../shared/ids.ts';

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

export interface KeyedEmail {
  email: OutgoingEmail;
  key: string;
}

const same = (a: OutgoingEmail, b: OutgoingEmail) =>
  a.from === b.from && a.to === b.to && a.subject === b.subject && a.text === b.text;

/** The key for `email`: the previous attempt's when it was this very message, else a new one. */
export function keyFor(previous: KeyedEmail | null, email: OutgoingEmail, make = newId): KeyedEmail {
  return previous && same(previous.email, email) ? previous : { email, key: make() };
}
