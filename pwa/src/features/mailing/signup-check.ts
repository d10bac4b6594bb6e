// The signup rules are the shared zod schema (shared/api/mailing.ts), and the mailing-list form is on every
// visitor's first page: the schema, and zod with it, load when the visitor starts typing (or at the latest
// on submit), not with the page.
import { firstIssue, type Problem } from '../forms/first-problem.ts';
import type { SignupDraft } from './signup-rules.ts';

type Rules = typeof import('../../../../shared/api/mailing.ts');

let rules: Rules | null = null;
let loading: Promise<Rules> | null = null;

/** Starts loading the rules (once); resolves when they are there. */
export function loadSignupRules(): Promise<Rules> {
  loading ??= import('../../../../shared/api/mailing.ts').then(
    (loaded) => (rules = loaded),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The first problem of `data`, or null. Synchronous once the rules have loaded (the visitor typed), so a
 * submit then goes out as promptly as it would with the rules in the page.
 */
export function signupProblem(data: SignupDraft): Problem | null | Promise<Problem | null> {
  if (rules) return firstIssue(rules.signupDataSchema, data);
  return loadSignupRules().then((loaded) => firstIssue(loaded.signupDataSchema, data));
}
