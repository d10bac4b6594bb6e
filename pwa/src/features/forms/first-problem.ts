import type { z } from 'zod';

/** The first message a shared schema gives for `value`, or null when it passes: forms show one at a time. */
export function firstProblem(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return result.error.issues[0]?.message ?? 'Please check the form';
}
