import { describe, expect, it } from 'vitest';
import { collidingParagraphs, PARAGRAPH_CHARS, valueText } from './conflict-text.ts';

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
