// Runs at most `running` jobs at once with at most `waiting` more queued; anything beyond is refused at
// once (the caller answers 503) rather than queued behind work that would take seconds to clear.

export class BoundedQueue {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(
    readonly running: number,
    readonly waiting: number,
    readonly refuse: () => Error,
  ) {}

  get size(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#waiting.length };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#running >= this.running) {
      if (this.#waiting.length >= this.waiting) throw this.refuse();
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running += 1;
    }
    try {
      return await job();
    } finally {
      // The slot passes straight to the next waiter, so a new arrival cannot jump the queue.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}
