// Request validation with one readable failure message that names the field (SPEC §8 shows it as is).
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { ValidationError } from '../services/errors';
import { describeIssues, type FieldNames } from '../services/validation';

export { describeIssues, type FieldNames };

/**
 * zValidator whose failures throw ValidationError, so they reach the one error mapping point. With
 * `names`, the message calls the fields what the screen calls them (services/validation.ts).
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
  names?: FieldNames,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw new ValidationError(describeIssues(result.error.issues, names));
  });
}
