import { describe, expect, it } from 'vitest';
import { rebase } from './nedb-rebase';

describe('a commit meeting a write made outside the lock', () => {
  const read = { _id: 'b', title: 'Oslo', views: 3, rev: 4 };

  it('commits the image as is when nothing changed since the read', () => {
    const image = { ...read, title: 'Bergen', rev: 5 };
    expect(rebase(read, { ...read }, image)).toBe(image);
  });

  it('puts the transaction’s fields on the document as it is now when the fields differ', () => {
    const image = { ...read, title: 'Bergen', rev: 5 };
    expect(rebase(read, { ...read, views: 9 }, image)).toEqual({
      _id: 'b',
      title: 'Bergen',
      views: 9,
      rev: 5,
    });
  });

  it('runs again when both changed one field, or the document came or went', () => {
    expect(rebase(read, { ...read, views: 9 }, { _id: 'b', title: 'Bergen' })).toBe('conflict');
    expect(rebase(read, { ...read, title: 'Tromsø' }, { ...read, title: 'Bergen' })).toBe('conflict');
    expect(rebase(read, null, { ...read, title: 'Bergen' })).toBe('conflict');
    expect(rebase(null, { ...read }, { ...read, title: 'x' })).toBe('conflict');
    expect(rebase(read, { ...read, views: 9 }, null)).toBe('conflict');
  });
});
