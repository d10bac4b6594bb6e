// SPEC §5: the delete button stays disabled until the confirmation matches. Own blog: the exact random
// code shown; admin blog delete: the displayed code, trimmed; task: "delete"; user: that user's name.

export type ConfirmRule =
  | { kind: 'own-blog'; code: string }
  | { kind: 'admin-blog'; code: string }
  | { kind: 'task' }
  | { kind: 'user'; name: string };

export function confirmMatches(rule: ConfirmRule, typed: string): boolean {
  switch (rule.kind) {
    case 'own-blog':
      return typed === rule.code;
    case 'admin-blog':
      return typed.trim() === rule.code;
    case 'task':
      return typed === 'delete';
    case 'user':
      return typed === rule.name;
  }
}
