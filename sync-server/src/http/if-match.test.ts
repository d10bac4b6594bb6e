import { describe, expect, it } from 'vitest';
import { ValidationError } from '../services/errors';
import { parseIfMatch } from './if-match';

describe('If-Match', () => {
  it('reads the revision the screen showed, quoted or not, weak or not', () => {
    expect(parseIfMatch('"3"')).toBe(3);
    expect(parseIfMatch(' 3 ')).toBe(3);
    expect(parseIfMatch('W/"12"')).toBe(12);
  });

  it('reads the revisions of a store restored from a backup, numbered from the time in microseconds', () => {
    expect(parseIfMatch('"1795953266670001"')).toBe(1_795_953_266_670_001);
  });

  it('takes no header, an empty one or * as made on the current revision', () => {
    for (const header of [undefined, '', '  ', '*']) expect(parseIfMatch(header)).toBeUndefined();
  });

  it('refuses what is not a revision, or one past what a number holds exactly', () => {
    for (const header of ['yesterday', '"-1"', '"1.5"', '"9007199254740993"', '"12345678901234567"'])
      expect(() => parseIfMatch(header), header).toThrow(ValidationError);
  });
});
