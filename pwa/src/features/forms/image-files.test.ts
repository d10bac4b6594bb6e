import { describe, expect, it } from 'vitest';
import { isImageFile } from './image-files.ts';

describe('image files', () => {
  it('accepts image files only', () => {
    expect(isImageFile(new Blob(['x'], { type: 'image/webp' }))).toBe(true);
    expect(isImageFile(new Blob(['x'], { type: 'text/plain' }))).toBe(false);
    expect(isImageFile(new Blob(['x']))).toBe(false);
  });
});
