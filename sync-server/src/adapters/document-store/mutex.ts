/**
 * A FIFO async mutex per key. Each caller chains onto the tail left by the previous one, so waiters run
 * in arrival order and no wake-up can be missed; the tail settles whether fn resolves or throws, so a
 * failing holder still releases. Not reentrant: running the same key from inside fn deadlocks.
 */
export class KeyedMutex {
  readonly #tails = new Map<string, Promise<unknown>>();

  async run<R>(key: string, fn: () => Promise<R>): Promise<R> {
    const previous = this.#tails.get(key) ?? Promise.resolve();
    const result = previous.then(() => fn());
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.#tails.set(key, tail);
    try {
      return await result;
    } finally {
      // Forget the key once nobody queued behind us, so idle scopes don't accumulate.
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    }
  }
}
