// One readable message from zod issues, naming the field (SPEC §8 shows it as is). Used by the HTTP
// validator and by services that validate what arrives inside a sync mutation.
import type { z } from 'zod';

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
