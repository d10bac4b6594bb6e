import { describe, expect, it } from 'vitest';
import { keyedPhotos, notImageProblem, uploadPercent } from './image-rules.ts';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('image rules', () => {
  it('accepts image files only and names the first file that is not one', () => {
    expect(notImageProblem([file('a.jpg', 'image/jpeg'), file('b.webp', 'image/webp')])).toBeNull();
    expect(notImageProblem([])).toBeNull();
    expect(notImageProblem([file('a.jpg', 'image/jpeg'), file('notes.pdf', 'application/pdf')])).toBe(
      '“notes.pdf” is not an image. Please pick image files only.',
    );
    expect(notImageProblem([file('mystery', '')])).toContain('“mystery” is not an image');
  });

  it('rounds the upload down to whole percent and caps it at 100', () => {
    expect(uploadPercent({ sent: 0, total: 1000 })).toBe(0);
    expect(uploadPercent({ sent: 405, total: 1000 })).toBe(40);
    expect(uploadPercent({ sent: 1200, total: 1000 })).toBe(100);
    expect(uploadPercent({ sent: 5, total: 0 })).toBe(0);
  });

  it('keys each copy of a photo apart, by name and copy number', () => {
    const keys = keyedPhotos([{ id: 'a' }, { id: 'b' }, { id: 'a' }]).map((k) => k.key);
    expect(keys).toEqual(['a:1', 'b:1', 'a:2']);
    expect(keyedPhotos([{ id: 'b' }, { id: 'a' }]).map((k) => k.key)).toEqual(['b:1', 'a:1']);
  });
});
