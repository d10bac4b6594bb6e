// @vitest-environment jsdom
/// <reference lib="dom" />
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '../../state/session.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, render } from '../../test-support/render.tsx';
import { aSession } from '../../test-support/users.ts';
import { type AdminGet, useAdminGet } from './use-admin-get.ts';

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

let latest: AdminGet<{ n: number }> | undefined;

function Probe({ at }: { at: string | null }) {
  latest = useAdminGet<{ n: number }>(at);
  return null;
}

/** Renders the hook for `url` and answers a function that reads its latest result. */
async function probe(url: string | null) {
  latest = undefined;
  await render(<Probe at={url} />);
  return () => {
    if (!latest) throw new Error('not rendered');
    return latest;
  };
}

const settle = () => act(async () => {});

describe('useAdminGet', () => {
  it('answers the data with the token sent', async () => {
    signIn(aSession());
    const api = fakeApi({ 'GET /api/x': { json: { n: 1 } } });
    const result = await probe('/api/x');
    await settle();
    expect(result()).toMatchObject({ data: { n: 1 }, loading: false, error: null, offline: false });
    expect(api.calls[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('shows a server refusal as an error', async () => {
    signIn(aSession());
    fakeApi({ 'GET /api/x': { status: 403, json: { message: 'Admins only' } } });
    const result = await probe('/api/x');
    await settle();
    expect(result()).toMatchObject({ data: null, loading: false, error: 'Admins only', offline: false });
  });

  it('calls a request that gets no answer offline, not an error, and asks again on reload', async () => {
    signIn(aSession());
    let up = false;
    fakeApi({ 'GET /api/x': () => (up ? { json: { n: 2 } } : new TypeError('Failed to fetch')) });
    const result = await probe('/api/x');
    await settle();
    expect(result()).toMatchObject({ data: null, loading: false, error: null, offline: true });
    up = true;
    await act(async () => result().reload());
    await settle();
    expect(result()).toMatchObject({ data: { n: 2 }, offline: false });
  });

  it('keeps what it showed while offline, asks nothing, and asks again when the network is back', async () => {
    signIn(aSession());
    let n = 0;
    const api = fakeApi({ 'GET /api/x': () => ({ json: { n: ++n } }) });
    const result = await probe('/api/x');
    await settle();
    await act(async () => setOnline(false));
    expect(result()).toMatchObject({ data: { n: 1 }, loading: false, offline: true });
    expect(api.calls).toHaveLength(1);
    await act(async () => setOnline(true));
    await settle();
    expect(result()).toMatchObject({ data: { n: 2 }, offline: false });
  });

  it('asks nothing for a null url', async () => {
    const api = fakeApi({});
    const result = await probe(null);
    await settle();
    expect(result()).toMatchObject({ data: null, loading: false });
    expect(api.calls).toHaveLength(0);
  });
});
