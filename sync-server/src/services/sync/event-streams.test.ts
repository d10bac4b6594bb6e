import { describe, expect, it } from 'vitest';
import { RateLimitError } from '../errors';
import { EventStreams } from './event-streams';

const limits = { streamsPerDevice: 2, streamsPerUser: 3 };

describe('EventStreams', () => {
  it("replaces a device's oldest stream beyond its limit, and only that device's", () => {
    const streams = new EventStreams();
    const replaced: string[] = [];
    const open = (device: string | undefined, name: string) =>
      streams.open('ann', device, limits, () => replaced.push(name));
    open('phone', 'phone 1');
    open('laptop', 'laptop 1');
    open('phone', 'phone 2');
    open('phone', 'phone 3');
    expect(replaced).toEqual(['phone 1']);
    expect(streams.count('ann')).toBe(3);
  });

  it("refuses one more than the account's limit, counts accounts apart, and frees a released slot once", () => {
    const streams = new EventStreams();
    const releases = [1, 2, 3].map(() => streams.open('ann', undefined, limits, () => {}));
    expect(() => streams.open('ann', undefined, limits, () => {})).toThrow(RateLimitError);
    expect(() => streams.open('bob', undefined, limits, () => {})).not.toThrow();
    releases[0]?.();
    releases[0]?.();
    expect(streams.count('ann')).toBe(2);
    streams.open('ann', undefined, limits, () => {});
    expect(() => streams.open('ann', undefined, limits, () => {})).toThrow(/At most 3 live update streams/);
    for (const release of releases) release();
    expect(streams.count('ann')).toBe(1);
  });
});
