import { expect, it } from 'vitest';
import { nextTurn } from './turns';

it('lets one waiter go per turn of the event loop, in order: work queued meanwhile does not wait for them all', async () => {
  const order: string[] = [];
  const waiter = async (name: string) => {
    await nextTurn();
    order.push(name);
    // Work another request would queue (a write's next slice, an answer): it runs in the next turn, before
    // the waiter after next. Were the waiters let go together, it would wait behind all three.
    setImmediate(() => order.push(`${name}'s next step`));
  };
  await Promise.all(['a', 'b', 'c'].map(waiter));
  await new Promise((done) => setImmediate(done));
  expect(order).toEqual(['a', 'b', "a's next step", 'c', "b's next step", "c's next step"]);
});
