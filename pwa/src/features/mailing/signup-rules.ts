// SPEC §2 (Home, footer) and §8-9: who the mailing-list forms ask for, what they send and what they say.
import type { SignupData, SignupResponse } from '../../../../shared/api/mailing.ts';
import { formatDate, formatTime } from '../../../../shared/dates.ts';

/** SPEC §8: a mailing-list failure shows in red for 2 s; SPEC §9: the signup (success) alert 2 s too. */
export const SIGNUP_ALERT_MS = 2000;

export type SignupVariant = 'home' | 'footer';

export interface SignupValues {
  name: string;
  email: string;
  terms: boolean;
}

export const emptySignup: SignupValues = { name: '', email: '', terms: false };

/** What a form sends: SPEC §7's `data` with the box as ticked; unticked, the check (signup-check.ts) stops it. */
export type SignupDraft = Omit<SignupData, 'terms'> & { terms: boolean };

interface VariantSetup {
  heading: string;
  intro: string;
  /** Distinct in the footer, so a page's own "email" field and the footer's are told apart by name. */
  emailLabel: string;
  /** The linked words of "I accept the …": the footer's differ too, for the same reason. */
  termsLink: string;
  /** The footer is short on every page: just the e-mail and the terms, with the name left empty. */
  asksName: boolean;
}

export const signupVariants: Record<SignupVariant, VariantSetup> = {
  home: {
    heading: 'travel stories by e-mail',
    intro: 'New featured blogs and a few travel tips, about once a month. Leave whenever you like.',
    emailLabel: 'email',
    termsLink: 'terms and conditions',
    asksName: true,
  },
  footer: {
    heading: 'mailing list',
    intro: 'Featured blogs in your inbox.',
    emailLabel: 'e-mail address',
    termsLink: 'terms',
    asksName: false,
  },
};

/** The `data` of SPEC §7's signup calls, stamped with the visitor's own date and time. */
export function signupData(values: SignupValues, now: Date): SignupDraft {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    terms: values.terms,
    date: formatDate(now),
    time: formatTime(now),
  };
}

/**
 * SPEC §2: "{name} signed up" on the home form (the e-mail stands in for a name left empty), "you are now
 * signed up!" in the footer. An address already on the list is not a failure: the server's word is shown.
 */
export function signupSuccessText(variant: SignupVariant, data: SignupDraft, answer: SignupResponse): string {
  if (!answer.created) return answer.msg;
  if (variant === 'footer') return 'you are now signed up!';
  return `${data.name || data.email} signed up`;
}

/** A queued signup's answer, as the outbox hands it over untyped: only "already on the list" needs it. */
export function signupAnswer(answer: unknown): SignupResponse {
  const said: Record<string, unknown> = typeof answer === 'object' && answer !== null ? { ...answer } : {};
  if (said.created === false && typeof said.msg === 'string') return { msg: said.msg, created: false };
  return { msg: '', created: true };
}
