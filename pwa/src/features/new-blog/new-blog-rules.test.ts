import { describe, expect, it } from 'vitest';
import { draftTitle, newestFirst, textOfDraft, UNTITLED } from './new-blog-rules.ts';

describe('new blog rules', () => {
  it('names a draft by its title, or "untitled draft" when it has none yet', () => {
    expect(draftTitle({ blogTitle: ' Lima ' })).toBe('Lima');
    expect(draftTitle({ blogTitle: '   ' })).toBe(UNTITLED);
    expect(draftTitle({})).toBe(UNTITLED);
  });

  it('orders drafts by their last save, falling back to when they were started', () => {
    const drafts = [
      { id: 'a', createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:05:00.000Z' },
      { id: 'b', createdAt: '2026-11-20T10:03:00.000Z' },
      { id: 'c', createdAt: '2026-11-19T10:00:00.000Z', updatedAt: '2026-11-21T08:00:00.000Z' },
      // Saved here after the server's copy was stamped: the save counts.
      {
        id: 'd',
        createdAt: '2026-11-19T10:00:00.000Z',
        updatedAt: '2026-11-19T10:00:00.000Z',
        savedAt: '2026-11-21T09:00:00.000Z',
      },
      // Changed on another device since this device's save: the server's stamp counts.
      {
        id: 'e',
        createdAt: '2026-11-18T10:00:00.000Z',
        updatedAt: '2026-11-20T11:00:00.000Z',
        savedAt: '2026-11-18T11:00:00.000Z',
      },
    ];
    expect(newestFirst(drafts).map((d) => d.id)).toEqual(['d', 'c', 'e', 'a', 'b']);
  });

  it('fills what a draft does not hold yet with empty values', () => {
    const draft = { _id: 'd', rev: 0, pending: 1, base: null, createdAt: '', blogBody: 'Day one' } as const;
    expect(textOfDraft(draft)).toEqual({
      blogTitle: '',
      country: '',
      blogBody: 'Day one',
      featured: false,
      publish: false,
    });
  });
});
