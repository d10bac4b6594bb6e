import { describe, expect, it } from 'vitest';
import { parseRange } from './range';

describe('parseRange', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=100-', { start: 100 }],
    [' bytes=5-5 ', { start: 5, end: 5 }],
  ])('reads %s', (header, expected) => {
    expect(parseRange(header)).toEqual(expected);
  });

  it.each([undefined, '', 'bytes=-500', 'bytes=0-1,5-9', 'bytes=9-1', 'items=0-1', 'bytes=a-b'])(
    'ignores %s',
    (header) => {
      expect(parseRange(header)).toBeUndefined();
    },
  );
});

describe('parseRange past any object', () => {
  it('clamps offsets beyond safe integers, so the store answers 416 instead of failing', () => {
    const max = Number.MAX_SAFE_INTEGER;
    expect(parseRange('bytes=99999999999999999999-')).toEqual({ start: max });
    expect(parseRange(`bytes=0-${'9'.repeat(400)}`)).toEqual({ start: 0, end: max });
  });
});
