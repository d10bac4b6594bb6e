// At most two images decode at once, whatever the number of requests: a 12-megapixel photo needs about
// 50 MB while being resized, so a burst of uploads queues here instead of exhausting memory. sharp runs
// on libuv's thread pool, so waiting here never blocks the event loop.
import { type EncodedImage, encodeVariants } from './variants';

const MAX_PARALLEL = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function slot<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await fn();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export function encodeQueued(input: Buffer): Promise<EncodedImage> {
  return slot(() => encodeVariants(input));
}
