// Request validation with one readable failure message that names the field (SPEC §8 shows it as is).
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { ValidationError } from '../services/errors';

export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
      const field = issue.path.join('.');
      return field ? `${field}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** zValidator whose failures throw ValidationError, so they reach the one error mapping point. */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw new ValidationError(describeIssues(result.error.issues));
  });
}
