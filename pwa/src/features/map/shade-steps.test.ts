import { describe, expect, it } from 'vitest';
import { shadeStep, stepLabels } from './shade-steps.ts';

describe('shadeStep', () => {
  it('leaves a country without blogs unshaded', () => {
    expect(shadeStep(0)).toBe(0);
  });

  it('darkens by fixed steps: 1, 2–4, 5–9, 10 or more', () => {
    expect([1, 2, 4, 5, 9, 10, 250].map(shadeStep)).toEqual([1, 2, 2, 3, 3, 4, 4]);
  });

  it('labels each step for the legend in the same bounds', () => {
    expect(stepLabels()).toEqual(['1', '2–4', '5–9', '10 or more']);
  });
});
