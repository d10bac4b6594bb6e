import { describe, expect, it } from 'vitest';
import { isIosSafari } from './ios-safari.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const IPHONE_FACEBOOK =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.37.108]';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

describe('isIosSafari', () => {
  it.each([
    ['Safari on an iPhone', { userAgent: IPHONE_SAFARI, platform: 'iPhone', maxTouchPoints: 5 }, true],
    [
      'Safari on an iPad, which poses as a Mac',
      { userAgent: MAC_SAFARI, platform: 'MacIntel', maxTouchPoints: 5 },
      true,
    ],
    ['Safari on a Mac', { userAgent: MAC_SAFARI, platform: 'MacIntel', maxTouchPoints: 0 }, false],
    ['Chrome on an iPhone', { userAgent: IPHONE_CHROME, platform: 'iPhone', maxTouchPoints: 5 }, false],
    ["Facebook's browser on an iPhone", { userAgent: IPHONE_FACEBOOK, platform: 'iPhone' }, false],
    ['Chrome on Android', { userAgent: ANDROID_CHROME, platform: 'Linux armv8l', maxTouchPoints: 5 }, false],
  ])('%s', (_name, hints, expected) => {
    expect(isIosSafari(hints)).toBe(expected);
  });
});
