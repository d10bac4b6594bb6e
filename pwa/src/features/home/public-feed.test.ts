import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test-support/memory-storage.ts';
import { FEED_CACHE_KEY, readCachedFeed, saveCachedFeed } from './feed-cache.ts';
import { featuredOnly, summarize, summarizeAll } from './public-feed.ts';

const ref = { id: 'h', url: '/media/h-1600.webp', width: 1600, height: 900, variants: [] };
const doc = {
  _id: 'b1',
  blogTitle: 'Lisbon',
  author: 'Ann',
  country: 'Portugal',
  blogBody: 'a long body the home page never needs',
  featured: true,
  publish: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  imageData: { heroImage: ref, imageUrls: [] },
};

describe('public feed summaries', () => {
  it('keeps what a card shows, the hero taken from imageData, and drops the rest', () => {
    expect(summarize(doc)).toEqual({
      _id: 'b1',
      blogTitle: 'Lisbon',
      author: 'Ann',
      country: 'Portugal',
      featured: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      heroImage: ref,
    });
  });

  it('drops what is not a blog and fills in what a blog may lack', () => {
    expect(summarizeAll([doc, null, 'x', { _id: 'b2' }, { _id: 'b3', blogTitle: 'Rome' }])).toEqual([
      expect.objectContaining({ _id: 'b1' }),
      {
        _id: 'b3',
        blogTitle: 'Rome',
        author: '',
        country: '',
        featured: false,
        createdAt: '',
        heroImage: null,
      },
    ]);
  });

  it('keeps the hero’s placeholder, so a featured card sketches its photo while it loads', () => {
    const sketched = { ...ref, thumbhash: 'HBkSHYSIeHiPiHh8eJd4eTN0EEQG' };
    const summary = summarize({ ...doc, imageData: { heroImage: sketched, imageUrls: [] } });
    expect(summary?.heroImage?.thumbhash).toBe(sketched.thumbhash);
  });

  it('lists only featured blogs', () => {
    const blogs = summarizeAll([doc, { ...doc, _id: 'b2', featured: false }]);
    expect(featuredOnly(blogs).map((b) => b._id)).toEqual(['b1']);
  });
});

describe('the device copy of the feed', () => {
  it('reads back what was saved, under a device-level key', () => {
    const storage = memoryStorage();
    expect(readCachedFeed(storage.get)).toBeNull();
    saveCachedFeed(summarizeAll([doc]), storage.get);
    expect([...storage.data.keys()]).toEqual([FEED_CACHE_KEY]);
    expect(readCachedFeed(storage.get)).toEqual(summarizeAll([doc]));
  });

  it('treats an unreadable copy or blocked storage as no copy', () => {
    expect(readCachedFeed(memoryStorage({ [FEED_CACHE_KEY]: '{not json' }).get)).toBeNull();
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(readCachedFeed(blocked)).toBeNull();
    expect(() => saveCachedFeed([], blocked)).not.toThrow();
  });
});
