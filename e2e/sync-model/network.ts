// A device's network to the real server process. It follows the server's current URL (the port changes
// on every restart) and can be 'up', 'down' (the request never leaves the device) or 'drop' (the request
// reaches the server and the answer is lost on the way back). Every push is recorded with its answer, or
// the absence of one, and every pull page the device actually receives.
import type { Mutation, PullResponse, PushResponse } from '../../shared/sync/protocol';
import type { History, PushRec } from './history';

export type NetworkMode = 'up' | 'down' | 'drop';

/** Tells the kill step that a request has left (so the kill lands while it is in flight). */
export class Wire {
  private waiting: (() => void)[] = [];

  sent(): void {
    for (const wake of this.waiting.splice(0)) wake();
  }

  /** Resolves true at the next request, false after timeoutMs without one. */
  next(timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.waiting.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}

export class Network {
  mode: NetworkMode = 'up';

  constructor(
    private readonly name: string,
    private readonly server: { readonly url: string },
    private readonly history: History,
    private readonly wire: Wire,
  ) {}

  readonly fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const mode = this.mode;
    if (mode === 'down') throw new TypeError('Failed to fetch');
    const path = String(input);
    const push = path === '/api/sync/push' ? this.pushRecord(init) : null;
    this.wire.sent();
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${this.server.url}${path}`, init);
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (push) push.tick = this.history.tick();
      throw error;
    }
    const ok = status >= 200 && status < 300;
    if (push) {
      Object.assign(push, { tick: this.history.tick(), http: status, received: mode === 'up' });
      if (ok) push.response = JSON.parse(text) as PushResponse;
    }
    if (mode === 'drop') throw new TypeError('The connection was reset');
    if (ok && path.startsWith('/api/sync/pull')) {
      const page = JSON.parse(text) as PullResponse;
      this.history.pulls.push({
        device: this.name,
        step: this.history.step,
        tick: this.history.tick(),
        page,
        fromStart: !new URL(path, 'http://x').searchParams.has('cursor'),
      });
    }
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  };

  private pushRecord(init: RequestInit): PushRec {
    const { mutations } = JSON.parse(String(init.body)) as { mutations: Mutation[] };
    const tick = this.history.tick();
    const record: PushRec = {
      device: this.name,
      step: this.history.step,
      sentTick: tick,
      tick,
      mutations,
      http: null,
      response: null,
      received: false,
    };
    this.history.pushes.push(record);
    return record;
  }
}
