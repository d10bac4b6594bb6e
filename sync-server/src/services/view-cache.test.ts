import { describe, expect, it } from 'vitest';
import { ViewCache } from './view-cache';

describe('a cache of answers kept per version', () => {
  const counting = () => {
    const built: string[] = [];
    const answer = (key: string) => async () => {
      built.push(key);
      return key;
    };
    return { built, answer };
  };

  it('keeps a version per key: a new version of one answer leaves the others kept', async () => {
    const cache = new ViewCache('x1', { entries: 10, bytes: 1024 });
    const { built, answer } = counting();
    await cache.view('1', 'ann', answer('ann'));
    await cache.view('7', 'bob', answer('bob'));
    await cache.view('2', 'ann', answer('ann'));
    await cache.view('7', 'bob', answer('bob'));
    expect(built).toEqual(['ann', 'bob', 'ann']);
    expect((await cache.view('2', 'ann', answer('ann'))).etag).toBe('W/"x1-2"');
  });

  it('drops the least recently used answer first', async () => {
    const cache = new ViewCache('x1', { entries: 3, bytes: 1024 });
    const { built, answer } = counting();
    for (const key of ['a', 'b', 'c']) await cache.view('1', key, answer(key));
    await cache.view('1', 'a', answer('a'));
    await cache.view('1', 'd', answer('d'));
    built.length = 0;
    await cache.view('1', 'a', answer('a'));
    await cache.view('1', 'b', answer('b'));
    expect(built).toEqual(['b']);
  });
});
