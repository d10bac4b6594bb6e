// A device's network to the in-process server: fetch is routed to app.request, and the test decides
// whether requests get through ('up'), never leave the device ('down'), or reach the server and lose
// their answer on the way back ('drop'). Every push the server answers is logged, dropped or not, so
// the model check sees what the server applied even when the device never heard.
import type { Mutation, PushResponse } from '../../shared/sync/protocol';
import type { TestApp } from '../../sync-server/src/testing/test-app';

export type NetworkMode = 'up' | 'down' | 'drop';

export interface PushRecord {
  clientId: string;
  mutations: Mutation[];
  status: number;
  response: PushResponse | null;
}

export class Network {
  mode: NetworkMode = 'up';
  /** Goes down once the next push is answered, as when the server dies right after answering it. */
  downAfterPush = false;

  constructor(
    private readonly t: TestApp,
    private readonly pushes: PushRecord[],
  ) {}

  readonly fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    if (this.mode === 'down') throw new TypeError('Failed to fetch');
    const path = String(input);
    const response = await this.t.app.request(path, init);
    if (path === '/api/sync/push') {
      const sent = JSON.parse(String(init.body)) as { clientId: string; mutations: Mutation[] };
      const body = response.ok ? ((await response.clone().json()) as PushResponse) : null;
      this.pushes.push({ ...sent, status: response.status, response: body });
      if (this.downAfterPush) [this.mode, this.downAfterPush] = ['down', false];
    }
    if (this.mode === 'drop') {
      await response.body?.cancel();
      throw new TypeError('The connection was reset');
    }
    return response;
  };
}
