// Helpers for protocol tests: a device that numbers its mutations like the PWA's outbox does.
import { newId } from '../../../../shared/ids';
import type { Mutation, PullResponse, PushResponse } from '../../../../shared/sync/protocol';
import { json, type TestUser } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';

export class Device {
  readonly clientId = newId().replaceAll('-', '');
  #seq = 0;
  cursor: string | undefined;

  constructor(
    private readonly t: TestApp,
    readonly who: TestUser,
    /** Skews the device clock used for opIds; the server must not care. */
    private readonly clockOffsetMs = 0,
    /** The User-Agent its pushes carry, which names the device in conflicts. */
    readonly userAgent?: string,
  ) {}

  mutation(
    m: Pick<Mutation, 'entity' | 'id' | 'kind' | 'fields'> &
      Partial<Pick<Mutation, 'baseRev' | 'at' | 'base'>>,
  ): Mutation {
    return {
      clientId: this.clientId,
      seq: ++this.#seq,
      opId: newId(Date.now() + this.clockOffsetMs).replaceAll('-', ''),
      baseRev: 0,
      ...m,
    };
  }

  async push(
    mutations: Mutation[],
    clientId = this.clientId,
  ): Promise<{ status: number; body: PushResponse }> {
    const headers = { ...this.who.auth, ...(this.userAgent && { 'user-agent': this.userAgent }) };
    const res = await this.t.app.request('/api/sync/push', json({ clientId, mutations }, headers));
    return { status: res.status, body: await res.json() };
  }

  async pull(): Promise<PullResponse> {
    const query = this.cursor ? `?cursor=${this.cursor}` : '';
    const body: PullResponse = await (
      await this.t.app.request(`/api/sync/pull${query}`, { headers: this.who.auth })
    ).json();
    this.cursor = body.cursor;
    return body;
  }

  /** Pulls until the server has nothing more, answering every change seen. */
  async pullAll(): Promise<PullResponse['changes']> {
    const all: PullResponse['changes'] = [];
    for (;;) {
      const page = await this.pull();
      all.push(...page.changes);
      if (!page.hasMore) return all;
    }
  }
}

export const task = (taskText: string, extra: Record<string, unknown> = {}) => ({
  taskText,
  important: false,
  completed: false,
  date: '',
  time: '',
  ...extra,
});

/** The changes but the profile, which most protocol tests are not about (see profile.int.test.ts). */
export const withoutProfile = (changes: PullResponse['changes']) =>
  changes.filter((c) => c.entity !== 'profile');
