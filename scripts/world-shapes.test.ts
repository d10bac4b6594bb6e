import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { projectWorld, SHAPES_FILE, shapesText } from './world-shapes';

describe('the world map shapes the app carries', () => {
  it('are what world-atlas projects to today (else: npx tsx scripts/world-shapes.ts)', async () => {
    expect(await readFile(SHAPES_FILE, 'utf8')).toBe(shapesText(projectWorld()));
  });

  it('hold every country once, each a closed path with its centre inside the frame', () => {
    const shapes = projectWorld();
    expect(shapes).toHaveLength(177);
    expect(new Set(shapes.map((shape) => shape.key)).size).toBe(shapes.length);
    for (const { d, centre } of shapes) {
      expect(d).toMatch(/^M[\d.,LMZ-]+Z$/);
      expect(centre[0]).toBeGreaterThanOrEqual(0);
      expect(centre[0]).toBeLessThanOrEqual(960);
      expect(centre[1]).toBeGreaterThanOrEqual(0);
      expect(centre[1]).toBeLessThanOrEqual(468);
    }
  });
});
