import { afterEach, describe, expect, it } from 'vitest';
import {
  afterFirstPaint,
  afterFirstPaintForSync,
  firstPaintDone,
  holdSyncUntilFirstPaint,
  holdUntilFirstPaint,
  markFirstPaint,
  subscribeFirstPaint,
} from './first-paint.ts';

afterEach(() => markFirstPaint());

describe('the first paint', () => {
  it('holds nothing unless told to: a screen rendered on its own draws everything at once', async () => {
    expect(firstPaintDone()).toBe(true);
    await afterFirstPaint();
  });

  it('holds what waits for it until marked, then lets every waiter go, once', async () => {
    holdUntilFirstPaint();
    let heard = 0;
    subscribeFirstPaint(() => heard++);
    const order: string[] = [];
    const waiting = [
      afterFirstPaint().then(() => order.push('a')),
      afterFirstPaint().then(() => order.push('b')),
    ];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(firstPaintDone()).toBe(false);
    expect(order).toEqual([]);

    markFirstPaint();
    markFirstPaint();
    await Promise.all(waiting);
    expect(firstPaintDone()).toBe(true);
    expect(order).toEqual(['a', 'b']);
    expect(heard).toBe(1);
  });

  it('holds only the sync engine when told so: what the screens wait for goes on', async () => {
    holdSyncUntilFirstPaint();
    expect(firstPaintDone()).toBe(true);
    await afterFirstPaint();
    let started = false;
    const engine = afterFirstPaintForSync().then(() => {
      started = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toBe(false);

    markFirstPaint();
    await engine;
    expect(started).toBe(true);
    await afterFirstPaintForSync();
  });

  it('holds the sync engine with everything else, and lets neither wait when nothing holds', async () => {
    await afterFirstPaintForSync();
    holdUntilFirstPaint();
    const order: string[] = [];
    const waiting = [
      afterFirstPaint().then(() => order.push('screens')),
      afterFirstPaintForSync().then(() => order.push('sync')),
    ];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual([]);

    markFirstPaint();
    await Promise.all(waiting);
    expect(order).toEqual(['screens', 'sync']);
  });

  it('stops telling a listener that unsubscribed', () => {
    holdUntilFirstPaint();
    let heard = 0;
    const stop = subscribeFirstPaint(() => heard++);
    stop();
    markFirstPaint();
    expect(heard).toBe(0);
  });
});
