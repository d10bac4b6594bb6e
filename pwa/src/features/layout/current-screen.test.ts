import { describe, expect, it } from 'vitest';
import { isCurrentScreen } from './current-screen';

describe('the screen a link names is current', () => {
  it.each([
    ['/', '/', true],
    ['/tasks', '/', false],
    ['/tasks', '/tasks', true],
    ['/tasks/', '/tasks', true],
    ['/admin/users', '/admin', true],
    ['/administrator', '/admin', false],
    ['/blogs', '/tasks', false],
  ])('%s for a link to %s: %s', (pathname, to, current) => {
    expect(isCurrentScreen(pathname, to)).toBe(current);
  });
});
