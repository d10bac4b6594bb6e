import { describe, expect, it } from 'vitest';
import { doneText, progressText } from './export-texts.ts';

describe('export texts', () => {
  it('says how far the export got', () => {
    expect(progressText({ done: 3, total: 12, what: 'blogs' })).toBe('3 of 12 blogs');
    expect(progressText({ done: 0, total: 2, what: 'drafts' })).toBe('0 of 2 drafts');
  });

  it('says what the zip holds, in the singular where it is one', () => {
    expect(doneText({ blogs: 1, drafts: 2, photos: 1, missing: [] }, 'x.zip')).toBe(
      'Done: 1 blog, 2 drafts and 1 photo are in x.zip.',
    );
  });

  it('names each photo left out', () => {
    const text = doneText(
      {
        blogs: 2,
        drafts: 0,
        photos: 3,
        missing: [
          { folder: 'rome', role: 'hero', id: 'a1' },
          { folder: 'oslo', role: 'photo 2', id: 'b2' },
        ],
      },
      'x.zip',
    );
    expect(text).toBe(
      'Done: 2 blogs, 0 drafts and 3 photos are in x.zip. Left out, as they are not on this device and the server could not be reached: rome/ hero, oslo/ photo 2 (listed in missing-photos.txt).',
    );
  });
});
