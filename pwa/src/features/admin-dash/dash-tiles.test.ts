import { describe, expect, it } from 'vitest';
import { dashGreeting } from './dash-tiles.ts';

describe('dashGreeting', () => {
  it('greets the admin by first name', () => {
    expect(dashGreeting('Grace Brewster Hopper')).toBe('hello Grace');
    expect(dashGreeting('  Ada  ')).toBe('hello Ada');
  });

  it('says hello alone when there is no name', () => {
    expect(dashGreeting('   ')).toBe('hello');
  });
});
