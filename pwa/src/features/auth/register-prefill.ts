// SPEC §2: "Both forms are prefilled with demo values (a demo e-mail and the password "1")". The register
// form starts with the demo account's e-mail and password, a name and a plausible date of birth; the tier
// stays on "choose", so registering still takes a conscious choice. The demo account exists already:
// sending its values registers nothing, so the form says how to use it instead of "already registered".
import type { MessageLink } from '../alerts/use-timed-message.ts';
import { emptyRegisterForm, type RegisterFormValues } from './register-rules.ts';
import { DEMO_PASSWORD } from './sign-in-prefill.ts';

export const DEMO_NAME = 'Demo User';

export function registerPrefill(demoEmail: string): RegisterFormValues {
  return {
    ...emptyRegisterForm,
    name: DEMO_NAME,
    email: demoEmail,
    password: DEMO_PASSWORD,
    password2: DEMO_PASSWORD,
    day: '01',
    month: '06',
    year: '1990',
  };
}

/** The demo account's e-mail, however it is cased or spaced ('' while it is not known: never). */
export const isDemoEmail = (email: string, demoEmail: string): boolean =>
  demoEmail !== '' && email.trim().toLowerCase() === demoEmail.trim().toLowerCase();

export const DEMO_ACCOUNT_NOTE =
  'This is the demo account, which is already registered. Enter your own name, e-mail and password to register, or';

export const DEMO_SIGN_IN: MessageLink = { to: '/sign-in', label: 'sign in with it on the login page' };
