import { describe, expect, it } from 'vitest';
import { capTaskText, matchesSearch, taskCounter } from './task-rules';

describe('task text', () => {
  it('counts max, used and left', () => {
    expect(taskCounter('')).toEqual({ max: 40, used: 0, left: 40 });
    expect(taskCounter('pack bags')).toEqual({ max: 40, used: 9, left: 31 });
    expect(taskCounter('x'.repeat(40))).toEqual({ max: 40, used: 40, left: 0 });
  });

  it('caps at 40 characters, counting an emoji as one', () => {
    expect(capTaskText('x'.repeat(45))).toHaveLength(40);
    expect([...capTaskText('🧳'.repeat(41))]).toHaveLength(40);
    expect(taskCounter('🧳🧳').used).toBe(2);
  });
});

describe('task search', () => {
  it.each([
    ['Book TRAIN to Porto', 'train', true],
    ['Book train to Porto', '  PORTO ', true],
    ['Book train to Porto', '', true],
    ['Book train to Porto', 'plane', false],
  ])('%s matches %j: %s', (taskText, query, expected) => {
    expect(matchesSearch({ taskText }, query)).toBe(expected);
  });
});
