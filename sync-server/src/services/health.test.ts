import { describe, expect, it } from 'vitest';
import type { Deps } from '../deps';
import { adapterHealth, HEALTH_TTL_MS } from './health';

function adapter(kind: string, answer: () => Promise<boolean>) {
  const made = {
    kind,
    pings: 0,
    ping: async () => {
      made.pings += 1;
      return answer();
    },
  };
  return made;
}

describe('adapter health', () => {
  it('checks each adapter once per second, however many ask, and shows a failure within a second', async () => {
    let storeUp = true;
    const store = adapter('sqlite', async () => storeUp);
    const blobs = adapter('disk', async () => true);
    const mailer = adapter('outbox', async () => {
      throw new Error('no disk');
    });
    const deps = { store, blobs, mailer } as unknown as Pick<Deps, 'store' | 'blobs' | 'mailer'>;
    const at = 1_000_000;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => adapterHealth(deps, at + i)));
    expect(store.pings).toBe(1);
    expect(blobs.pings).toBe(1);
    expect(answers.every((a) => a.store.ready && a.blobs.ready && !a.mail.ready && !a.ok)).toBe(true);
    expect(answers[0]).toEqual({
      ok: false,
      store: { kind: 'sqlite', ready: true },
      blobs: { kind: 'disk', ready: true },
      mail: { kind: 'outbox', ready: false },
    });

    storeUp = false;
    expect((await adapterHealth(deps, at + HEALTH_TTL_MS - 1)).store.ready).toBe(true);
    expect((await adapterHealth(deps, at + HEALTH_TTL_MS)).store.ready).toBe(false);
    expect(store.pings).toBe(2);
  });
});
