// How the admin screens word a contact message's fields (SPEC §3).
import type { ContactMessage } from '../../../../shared/api/mailing.ts';

export type { ContactMessage };

/** The form leaves every field optional: name the sender by whatever they gave. */
export function senderOf(message: Pick<ContactMessage, 'fullName' | 'email'>): string {
  return message.fullName || message.email || 'someone who gave no name';
}

const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');
const given = (text: string) => text || 'not given';

/** Every field of SPEC §3's contact message, as the message dialog lists them. */
export function messageFields(message: ContactMessage): [label: string, value: string][] {
  return [
    ['name', given(message.fullName)],
    ['email', given(message.email)],
    ['phone', given(message.phone)],
    ['topic', message.about],
    ['message', given(message.msg)],
    ['contact by phone', yesNo(message.contactPhone)],
    ['contact by email', yesNo(message.contactEmail)],
    ['mailing list', yesNo(message.mailingList)],
    ['accepted terms', yesNo(message.terms)],
    ['date', message.date],
    ['time', message.time],
  ];
}
