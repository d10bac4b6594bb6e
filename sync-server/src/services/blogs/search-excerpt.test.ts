import { describe, expect, it } from 'vitest';
import { excerptOf } from './search-excerpt';

const filler = (n: number, word = 'lorem') => Array.from({ length: n }, () => word).join(' ');

describe('excerptOf', () => {
  it('answers a short story whole, its spaces tidied', () => {
    expect(excerptOf('  A day\n\nin   Porto. ', ['porto'])).toBe('A day in Porto.');
  });

  it('shows the words around the first match, cut at word boundaries', () => {
    const story = `${filler(60)} we took the Tram up to São Jorge castle ${filler(60)}`;
    const excerpt = excerptOf(story, ['sao', 'tram']);
    expect(excerpt.startsWith('…lorem')).toBe(true);
    expect(excerpt.endsWith('lorem…')).toBe(true);
    expect(excerpt).toContain('we took the Tram up to São Jorge castle');
    expect(excerpt.length).toBeLessThanOrEqual(202);
    expect(excerpt.indexOf('Tram')).toBeLessThanOrEqual(61 + 'we took the '.length);
  });

  it('starts at the story’s start when the words are only in the title or country', () => {
    const story = `First line ${filler(100)}`;
    const excerpt = excerptOf(story, ['portugal']);
    expect(excerpt.startsWith('First line lorem')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(201);
  });

  it('matches a whole word only, without case or accents', () => {
    const story = `${filler(50)} trams ${filler(50)} CAFÉ ${filler(50)}`;
    const excerpt = excerptOf(story, ['cafe']);
    expect(excerpt).toContain('CAFÉ');
    expect(excerpt).not.toContain('trams');
  });

  it('keeps a match at the very end of a long story', () => {
    const excerpt = excerptOf(`${filler(100)} harbour`, ['harbour']);
    expect(excerpt.endsWith('harbour')).toBe(true);
    expect(excerpt.startsWith('…')).toBe(true);
  });
});
