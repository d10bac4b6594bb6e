// Helpers for protocol tests: a device that numbers its mutations like the PWA's outbox does.
import { expect } from 'vitest';
import { newId } from '../../../../shared/ids';
import {
  type ConflictView,
  MAX_BATCH,
  type Mutation,
  type PullResponse,
  type PushResponse,
} from '../../../../shared/sync/protocol';
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
      Partial<Pick<Mutation, 'baseRev' | 'at' | 'fieldAt' | 'base'>>,
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

  /** Pushes a queue longer than one push may carry, MAX_BATCH at a time; answers each push's status. */
  async pushInBatches(mutations: Mutation[]): Promise<number[]> {
    const statuses: number[] = [];
    for (let start = 0; start < mutations.length; start += MAX_BATCH)
      statuses.push((await this.push(mutations.slice(start, start + MAX_BATCH))).status);
    return statuses;
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

  /** The conflicts the rest of a pull brings (open or closed; a dropped one, a tombstone, is left out). */
  async pullConflicts(): Promise<ConflictView[]> {
    const changes = await this.pullAll();
    return changes.flatMap((c) =>
      c.entity === 'conflict' && c.doc ? [c.doc as unknown as ConflictView] : [],
    );
  }
}

/**
 * The phone creates a document (rev 1), the laptop edits it (rev 2), and the phone, which never heard,
 * deletes it on rev 1: a delete over an edit it had not seen (shared/sync/delete-rule.ts).
 */
export async function deleteOverAnEdit(
  phone: Device,
  laptop: Device,
  doc: { entity: Mutation['entity']; id: string; create: Mutation['fields']; edit: Mutation['fields'] },
): Promise<void> {
  const { entity, id } = doc;
  await phone.push([phone.mutation({ entity, id, kind: 'create', fields: doc.create })]);
  await laptop.pullAll();
  const edit = laptop.mutation({ entity, id, kind: 'update', baseRev: 1, fields: doc.edit });
  expect((await laptop.push([edit])).body.results[0]).toMatchObject({ status: 'applied', rev: 2 });
  const del = phone.mutation({ entity, id, kind: 'delete', baseRev: 1, fields: {} });
  expect((await phone.push([del])).body.results[0]?.status).toBe('applied');
}

export const task = (taskText: string, extra: Record<string, unknown> = {}) => ({
  taskText,
  important: false,
  completed: false,
  date: '',
  time: '',
  ...extra,
});

/** A private blog's fields, as a device creates it. */
export const blog = (blogTitle: string) => ({
  blogTitle,
  country: 'Norway',
  blogBody: 'Light.',
  publish: false,
  featured: false,
  heroImage: null,
  imageUrls: [],
});

/** The changes but the profile, which most protocol tests are not about (see profile.int.test.ts). */
export const withoutProfile = (changes: PullResponse['changes']) =>
  changes.filter((c) => c.entity !== 'profile');
