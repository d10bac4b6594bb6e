// Contact messages from the ask page (SPEC §3): stored for admins, with the mailing list joined only when
// both "join" and "terms" are ticked (SPEC §5). A repeated idempotency key answers the first message.
import type { z } from 'zod';
import type { contactSchema, ContactMessage as SharedContactMessage } from '../../../../shared/api/mailing';
import { formatDate, formatTime } from '../../../../shared/dates';
import { newId } from '../../../../shared/ids';
import type { Deps } from '../../deps';
import { DuplicateKeyError } from '../../ports/document-store';
import { NotFoundError } from '../errors';
import { addSignup } from '../signups/add-signup';

export type ContactPayload = z.output<typeof contactSchema>;

export type ContactMessage = SharedContactMessage & { idempotencyKey?: string };

export const MESSAGES = 'messages';

export function thanks(message: Pick<ContactMessage, 'firstName'>): string {
  const who = message.firstName ? `Thank you ${message.firstName}` : 'Thank you';
  return `${who}, your message has been sent. We will get back to you soon.`;
}

export async function createMessage(
  deps: Pick<Deps, 'store'>,
  input: ContactPayload,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<ContactMessage> {
  const messages = deps.store.collection<ContactMessage>(MESSAGES);
  // The form's own name and clock (SPEC §3) are accepted and ignored: the server's are the record.
  const { fullName: _name, date: _date, time: _time, ...fields } = input;
  const message: ContactMessage = {
    ...fields,
    _id: newId(now.getTime()),
    fullName: [input.firstName, input.lastName].filter(Boolean).join(' '),
    date: formatDate(now),
    time: formatTime(now),
    createdAt: now.toISOString(),
    ...(idempotencyKey && { idempotencyKey }),
  };
  try {
    await messages.insertOne(message);
  } catch (error) {
    const first = error instanceof DuplicateKeyError && (await messages.findOne({ idempotencyKey }));
    if (first) return first;
    throw error;
  }
  if (input.mailingList && input.terms && input.email) {
    await addSignup(
      deps,
      { name: message.fullName, email: input.email, terms: true, source: 'msgPage' },
      now,
    );
  }
  return message;
}

export async function deleteMessage(deps: Pick<Deps, 'store'>, id: string): Promise<void> {
  if ((await deps.store.collection(MESSAGES).deleteOne({ _id: id })) === 0)
    throw new NotFoundError('Message not found');
}
