// Byte-range reads, part of the BlobStore contract (see ../blob-store.contract.ts).
import { beforeEach, expect, it } from 'vitest';
import type { BlobStore } from '../blob-store';
import { RangeNotSatisfiableError } from '../blob-store';
import { bytesOf } from './streams';

/** 1000 bytes that differ from their neighbours, so an off-by-one slice shows. */
const DATA = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

export function byteRangeCases(current: () => BlobStore): void {
  let store: BlobStore;

  beforeEach(async () => {
    store = current();
    await store.put('data.bin', DATA, { contentType: 'application/octet-stream' });
  });

  async function slice(start: number, end?: number) {
    const object = await store.get('data.bin', end === undefined ? { start } : { start, end });
    return { object, bytes: await bytesOf(object) };
  }
  it('serves the first 10 bytes', async () => {
    const { object, bytes } = await slice(0, 9);
    expect(object).toMatchObject({ length: 10, totalSize: 1000, range: { start: 0, end: 9 } });
    expect(bytes.equals(DATA.subarray(0, 10))).toBe(true);
  });

  it('serves a slice from the middle and a single byte', async () => {
    const middle = await slice(100, 199);
    expect(middle.object).toMatchObject({ length: 100, range: { start: 100, end: 199 } });
    expect(middle.bytes.equals(DATA.subarray(100, 200))).toBe(true);
    const one = await slice(5, 5);
    expect(one.object).toMatchObject({ length: 1, range: { start: 5, end: 5 } });
    expect(one.bytes.equals(DATA.subarray(5, 6))).toBe(true);
  });

  it('serves an open-ended range to the end', async () => {
    const { object, bytes } = await slice(990);
    expect(object).toMatchObject({ length: 10, totalSize: 1000, range: { start: 990, end: 999 } });
    expect(bytes.equals(DATA.subarray(990))).toBe(true);
  });

  it('clamps an end past the size', async () => {
    const { object, bytes } = await slice(995, 5000);
    expect(object).toMatchObject({ length: 5, range: { start: 995, end: 999 } });
    expect(bytes.equals(DATA.subarray(995))).toBe(true);
  });

  it('refuses a start past the end with the total size', async () => {
    for (const start of [1000, 5000]) {
      const error = await store.get('data.bin', { start }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RangeNotSatisfiableError);
      expect((error as RangeNotSatisfiableError).totalSize).toBe(1000);
    }
  });

  it('refuses a malformed range as a programming error', async () => {
    await expect(store.get('data.bin', { start: 10, end: 5 })).rejects.toThrow(RangeError);
    await expect(store.get('data.bin', { start: -1 })).rejects.toThrow(RangeError);
  });

  it('answers null for a missing key even with a range', async () => {
    expect(await store.get('nope.bin', { start: 0, end: 9 })).toBeNull();
  });
}
