// SPEC §7 signup calls. The home form names its source in the body; the footer has its own path.
import type { SignupResponse } from '../../../../shared/api/mailing.ts';
import { sendOrQueue } from '../../data/send-or-queue.ts';
import type { SignupDraft, SignupVariant } from './signup-rules.ts';

export function sendSignup(variant: SignupVariant, data: SignupDraft) {
  if (variant === 'home') return sendOrQueue<SignupResponse>('/api/emails', { from: 'home', data });
  return sendOrQueue<SignupResponse>('/api/emails/footer', data);
}
