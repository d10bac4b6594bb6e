// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdPhotoUrls, livePhotoUrls, photoUrl } from './photo-urls.ts';

let made = 0;
const revoked: string[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  URL.createObjectURL = () => `blob:${++made}`;
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});
afterEach(() => {
  vi.runAllTimers();
  vi.useRealTimers();
  revoked.length = 0;
});

describe('photo URLs', () => {
  it('makes one URL per photo and keeps it while a screen holds it', () => {
    const url = photoUrl('a', new Blob(['x']));
    expect(photoUrl('a', new Blob(['x']))).toBe(url);
    const release = holdPhotoUrls(['a']);
    vi.advanceTimersByTime(60_000);
    expect(revoked).toEqual([]);
    release();
    vi.advanceTimersByTime(4_999);
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(revoked).toEqual([url]);
    expect(livePhotoUrls()).toBe(0);
  });

  it('survives a release followed at once by a new hold (StrictMode remounts)', () => {
    const url = photoUrl('b', new Blob(['y']));
    holdPhotoUrls(['b'])();
    const release = holdPhotoUrls(['b']);
    vi.advanceTimersByTime(10_000);
    expect(revoked).toEqual([]);
    expect(photoUrl('b', new Blob(['y']))).toBe(url);
    release();
  });

  it('frees a URL that a discarded render made and nobody held', () => {
    const url = photoUrl('c', new Blob(['z']));
    vi.advanceTimersByTime(5_000);
    expect(revoked).toEqual([url]);
  });
});
