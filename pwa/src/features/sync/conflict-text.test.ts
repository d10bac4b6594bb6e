import { describe, expect, it } from 'vitest';
import {
  collidingParagraphs,
  deletedText,
  deletedVersions,
  isDeletedCopy,
  PARAGRAPH_CHARS,
  valueText,
} from './conflict-text.ts';

describe('collidingParagraphs', () => {
  const story = {
    field: 'blogBody',
    kept: 'One.\nTwo, by train.\nThree.',
    lost: 'One.\nTwo, by bus.\nThree.',
    hunks: [{ kept: 'Two, by train.', lost: 'Two, by bus.' }],
  };

  it('names the paragraphs both edits of a story changed', () => {
    expect(collidingParagraphs(story)).toEqual(story.hunks);
  });

  it('shows whole values for a title, a conflict without paragraphs, or one a later write moved on', () => {
    expect(collidingParagraphs({ ...story, field: 'blogTitle' })).toBeUndefined();
    expect(collidingParagraphs({ ...story, hunks: [] })).toBeUndefined();
    expect(collidingParagraphs({ ...story, hunks: undefined })).toBeUndefined();
    expect(collidingParagraphs({ ...story, kept: 'One.\nTwo, by plane.\nThree.' })).toBeUndefined();
  });
});

describe('valueText', () => {
  it('cuts a paragraph far later than a whole value', () => {
    const long = 'x'.repeat(PARAGRAPH_CHARS + 1);
    expect(valueText(long, PARAGRAPH_CHARS)).toBe(`“${'x'.repeat(PARAGRAPH_CHARS - 1)}…”`);
    expect(valueText('x'.repeat(PARAGRAPH_CHARS), PARAGRAPH_CHARS)).toHaveLength(PARAGRAPH_CHARS + 2);
  });
});

describe('a conflict keeping a deleted item', () => {
  const deleted = {
    entity: 'task' as const,
    kind: 'deleted',
    lost: { _id: 't', taskText: 'visa for Peru' },
    keptBy: { clientId: 'phone', label: 'Chrome on Android' },
    lostBy: { clientId: 'laptop', label: 'Firefox on Linux' },
    at: 'not a date',
  };

  it('says, in the same words on every device, that it was deleted on one while changed on another', () => {
    expect(isDeletedCopy(deleted)).toBe(true);
    expect(isDeletedCopy({})).toBe(false);
    expect(deletedText(deleted)).toBe(
      'The task “visa for Peru” was deleted on one device while changed on another (not a date).',
    );
    expect(deletedText({ ...deleted, entity: 'draft', lost: { blogTitle: ' ' } })).toBe(
      'The untitled draft was deleted on one device while changed on another (not a date).',
    );
  });

  it('shows the delete and the item as it was, each with its writer', () => {
    expect(deletedVersions(deleted, 'phone')).toEqual({
      kept: 'deleted — from this device',
      lost: '“visa for Peru” — from Firefox on Linux',
    });
    const unnamed = { entity: 'draft' as const, lost: null, at: '' };
    expect(deletedVersions(unnamed, 'phone')).toEqual({ kept: 'deleted', lost: 'nothing' });
  });
});
