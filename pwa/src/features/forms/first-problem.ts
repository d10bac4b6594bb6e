import type { z } from 'zod';

/** What is wrong with a form, and the name of the field it is about when it is about one. */
export interface Problem {
  message: string;
  field?: string;
}

/** The first problem a shared schema finds in `value`, or null when it passes: forms show one at a time. */
export function firstIssue(schema: z.ZodType, value: unknown): Problem | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  const message = issue?.message ?? 'Please check the form';
  const field = issue?.path[0];
  return typeof field === 'string' ? { message, field } : { message };
}

/** The first problem's message alone, for forms that do not point at the field. */
export function firstProblem(schema: z.ZodType, value: unknown): string | null {
  return firstIssue(schema, value)?.message ?? null;
}

/** A problem thrown from inside an action (the account sections' run), keeping the field it is about. */
export class FormProblem extends Error {
  readonly field: string | undefined;
  constructor(problem: Problem) {
    super(problem.message);
    this.name = 'FormProblem';
    this.field = problem.field;
  }
}
