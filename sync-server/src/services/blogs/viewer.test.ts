import { describe, expect, it } from 'vitest';
import { viewerOf } from './viewer';

describe('viewerOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:1::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:1:2::', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b:1:2:3:4:198.51.100.1', '64:ff9b:1:2::/64'],
    ['unknown', 'unknown'],
  ])('%s is the visitor %s', (address, visitor) => {
    expect(viewerOf(address)).toBe(visitor);
  });

  it('makes every address of one /64 the same visitor', () => {
    expect(viewerOf('2001:db8:5:6:1::1')).toBe(viewerOf('2001:db8:5:6:ffff:ffff:ffff:ffff'));
    expect(viewerOf('2001:db8:5:6::1')).not.toBe(viewerOf('2001:db8:5:7::1'));
  });
});
