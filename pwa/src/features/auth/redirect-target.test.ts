import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target.ts';

const origin = 'https://travel.example';

describe('redirectTarget', () => {
  it.each([
    ['/my-account', '/my-account'],
    ['/user-blog/abc?tab=images#top', '/user-blog/abc?tab=images#top'],
    [undefined, '/'],
    ['', '/'],
    ['my-account', '/'],
    ['//evil.example/phish', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/sign-in?redirect=/tasks', '/'],
    ['/register', '/'],
  ])('%j goes to %j', (redirect, target) => {
    expect(redirectTarget(redirect, origin)).toBe(target);
  });
});
