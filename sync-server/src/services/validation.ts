// One readable message from zod issues, naming the field (SPEC §8 shows it as is). Used by the HTTP
// validator and by services that validate what arrives inside a sync mutation.
import type { z } from 'zod';

/** The names a screen gives the fields it sends ({ blogTitle: 'title' }), for messages a person reads. */
export type FieldNames = Readonly<Record<string, string>>;

function describeIssue(issue: z.core.$ZodIssue, names: FieldNames | undefined): string {
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
  const key = issue.path.join('.');
  if (!key) return issue.message;
  if (!names) return `${key}: ${issue.message}`;
  const name = names[String(issue.path[0])] ?? key;
  // A message written for the field already says which ("Please give the blog a title"); zod's own
  // ("Invalid input") gets the name the screen shows in front.
  return issue.message.toLowerCase().includes(name.toLowerCase())
    ? issue.message
    : `${name}: ${issue.message}`;
}

/** Up to three issues, joined; with `names`, each says its field as the screen labels it, never its key. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], names?: FieldNames): string {
  return issues
    .slice(0, 3)
    .map((issue) => describeIssue(issue, names))
    .join('; ');
}
