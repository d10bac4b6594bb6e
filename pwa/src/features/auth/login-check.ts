// The login rules are the shared zod schema (shared/api/users.ts). The sign-in page is in the first download,
// so the schema, and zod with it, load once the page is up (or at the latest on submit), not with the page.
import { firstIssue, type Problem } from '../forms/first-problem.ts';

type Rules = typeof import('../../../../shared/api/users.ts');

let rules: Rules | null = null;
let loading: Promise<Rules> | null = null;

/** Starts loading the rules (once); resolves when they are there. */
export function loadLoginRules(): Promise<Rules> {
  loading ??= import('../../../../shared/api/users.ts').then(
    (loaded) => (rules = loaded),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The first problem of the e-mail and password, or null; synchronous once the rules have loaded. */
export function loginProblem(value: {
  email: string;
  password: string;
}): Problem | null | Promise<Problem | null> {
  if (rules) return firstIssue(rules.loginSchema, value);
  return loadLoginRules().then((loaded) => firstIssue(loaded.loginSchema, value));
}
