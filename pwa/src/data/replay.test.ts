import { describe, expect, it } from 'vitest';
import { changedFields } from './field-diff.ts';
import { replay } from './replay.ts';

describe('replay', () => {
  const base = { taskText: 'visa', completed: false };

  it('lays queued edits over the base in order', () => {
    expect(
      replay(base, [
        { kind: 'update', fields: { taskText: 'visa for Peru' } },
        { kind: 'update', fields: { completed: true } },
      ]),
    ).toEqual({ taskText: 'visa for Peru', completed: true });
  });

  it('creates from nothing, deletes to nothing, and keeps an update to nothing as nothing', () => {
    expect(replay(null, [{ kind: 'create', fields: base }])).toEqual(base);
    expect(replay(base, [{ kind: 'delete', fields: {} }])).toBeNull();
    expect(replay(null, [{ kind: 'update', fields: { completed: true } }])).toBeNull();
  });

  it('answers the base itself when nothing is queued', () => {
    expect(replay(base, [])).toBe(base);
  });
});

describe('changedFields', () => {
  it('keeps only values that differ, comparing arrays and objects by content', () => {
    const current = { taskText: 'a', important: false, imageUrls: ['x', 'y'] };
    expect(changedFields(current, { taskText: 'a', important: true, imageUrls: ['x', 'y'] })).toEqual({
      important: true,
    });
    expect(changedFields(current, { imageUrls: ['y', 'x'] })).toEqual({ imageUrls: ['y', 'x'] });
  });

  it('treats a field the document lacks as changed, and ignores undefined wishes', () => {
    expect(changedFields({}, { country: '' })).toEqual({ country: '' });
    expect(changedFields({ country: 'Peru' }, { country: undefined })).toEqual({});
  });
});
