import { describe, expect, it } from 'vitest';
import { type ConfirmRule, confirmMatches } from './confirm-rules';

describe('delete confirmation', () => {
  it.each<[ConfirmRule, string, boolean]>([
    [{ kind: 'own-blog', code: '4821' }, '4821', true],
    [{ kind: 'own-blog', code: '4821' }, ' 4821', false],
    [{ kind: 'own-blog', code: '4821' }, '482', false],
    [{ kind: 'admin-blog', code: '7310' }, '  7310 ', true],
    [{ kind: 'admin-blog', code: '7310' }, '7301', false],
    [{ kind: 'task' }, 'delete', true],
    [{ kind: 'task' }, 'Delete', false],
    [{ kind: 'user', name: 'Ann Lee' }, 'Ann Lee', true],
    [{ kind: 'user', name: 'Ann Lee' }, 'ann lee', false],
  ])('%o with %j: %s', (rule, typed, expected) => {
    expect(confirmMatches(rule, typed)).toBe(expected);
  });
});
