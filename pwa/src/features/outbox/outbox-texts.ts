// What the public forms and the outbox say about a submission kept for later.
export const QUEUED_NOTE = 'You are offline — we will send this as soon as you are back online.';

export type SubmissionKind = 'message' | 'signup';

/** The contact form posts to /api/msg/; everything else in the outbox is a mailing-list signup. */
export const submissionKind = (path: string): SubmissionKind =>
  path.startsWith('/api/msg') ? 'message' : 'signup';

export const sentText = (kind: SubmissionKind): string => `your ${kind} was sent`;

export const refusedText = (kind: SubmissionKind, reason: string): string =>
  `your ${kind} could not be sent: ${reason}`;
