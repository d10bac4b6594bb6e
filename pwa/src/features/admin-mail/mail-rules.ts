// Small wording rules of the mail screens (SPEC §2, §9), kept pure so they are tested on their own.

/**
 * SPEC §2: "1 email", "N emails" (and the same for messages); none is "no emails to show!", the common
 * empty text (SPEC §2 "Common texts") that users, blogs and messages show too.
 */
export function countLine(total: number, noun: string, empty: string): string {
  if (total === 0) return empty;
  return total === 1 ? `1 ${noun}` : `${total} ${noun}s`;
}

export const emailCount = (total: number) => countLine(total, 'email', 'no emails to show!');
export const messageCount = (total: number) => countLine(total, 'message', 'no messages to show!');

export const SUBJECT_PREVIEW = 20;

/** SPEC §9: the sent list shows a subject's first 20 characters plus "..." when it is longer. */
export function subjectPreview(subject: string): string {
  const chars = Array.from(subject);
  return chars.length > SUBJECT_PREVIEW ? `${chars.slice(0, SUBJECT_PREVIEW).join('')}...` : subject;
}

export const readLabel = (read: boolean): string => (read ? 'read' : 'not read');

/** The row's number across pages ("item"): page 2 of 50 a page starts at 51. */
export const itemNumber = (page: { page: number; pageSize: number }, index: number): number =>
  (page.page - 1) * page.pageSize + index + 1;
