import { describe, expect, it } from 'vitest';
import { chooseEncoding, isCompressibleType, varyOnEncoding } from './compress-encoding';
import { matchesEtag } from './etag';

describe('choosing an encoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['deflate', undefined],
    ['br;q=0.2, gzip;q=0.8', 'gzip'],
    ['BR, GZIP', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['identity', undefined],
    ['br;q=junk, gzip', 'gzip'],
  ])('Accept-Encoding %j: %j', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it('chooses only among the encodings offered', () => {
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeUndefined();
    expect(chooseEncoding('br, gzip', [])).toBeUndefined();
  });

  it('compresses text types only, never a stream or an image', () => {
    for (const type of [
      'application/json',
      'application/json; charset=UTF-8',
      'text/html; charset=utf-8',
      'text/css',
      'text/javascript',
      'application/manifest+json',
    ])
      expect(isCompressibleType(type), type).toBe(true);
    for (const type of [
      'text/event-stream',
      'image/svg+xml',
      'image/webp',
      'application/octet-stream',
      'application/jsonx',
      '',
      null,
    ])
      expect(isCompressibleType(type), String(type)).toBe(false);
  });

  it('adds Accept-Encoding to Vary once', () => {
    expect(varyOnEncoding(null)).toBe('Accept-Encoding');
    expect(varyOnEncoding('Origin')).toBe('Origin, Accept-Encoding');
    expect(varyOnEncoding('origin, accept-encoding')).toBe('origin, accept-encoding');
    expect(varyOnEncoding('*')).toBe('*');
  });
});

describe('If-None-Match', () => {
  it('matches a tag weakly, in a list, or "*"', () => {
    expect(matchesEtag('W/"a1"', 'W/"a1"')).toBe(true);
    expect(matchesEtag('"a1"', 'W/"a1"')).toBe(true);
    expect(matchesEtag('"x", W/"a1" ', 'W/"a1"')).toBe(true);
    expect(matchesEtag('*', 'W/"a1"')).toBe(true);
    expect(matchesEtag('W/"a2"', 'W/"a1"')).toBe(false);
    expect(matchesEtag('', 'W/"a1"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"a1"')).toBe(false);
  });
});
