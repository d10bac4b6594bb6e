import { describe, expect, it } from 'vitest';
import { IMAGES_MAX } from '../../../../shared/api/blogs';
import { DEFAULT_LIMITS, quotaLimits } from './limits';

describe('quota limits', () => {
  it('default to the limits docs/security.md lists', () => {
    expect(DEFAULT_LIMITS).toEqual({
      tasks: 5000,
      blogs: 1000,
      drafts: 200,
      conflicts: 200,
      imagesPerBlog: 100,
      documentBytes: 512 * 1024,
      streamsPerDevice: 3,
      streamsPerUser: 20,
    });
    expect(IMAGES_MAX).toBe(DEFAULT_LIMITS.imagesPerBlog);
  });

  it('take what a deployment (or a test) sets, and the defaults for the rest', () => {
    expect(quotaLimits({ quotas: { drafts: 2 } })).toEqual({ ...DEFAULT_LIMITS, drafts: 2 });
    expect(quotaLimits({})).toEqual(DEFAULT_LIMITS);
  });
});
