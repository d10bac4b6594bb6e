import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_NOTICE } from '../../../shared/messages.ts';
import { demoNotice } from '../state/demo-notice.ts';
import { expireSession, session, signIn, signOut } from '../state/session.ts';
import { fakeApi } from '../test-support/fake-api.ts';
import { aSession } from '../test-support/users.ts';
import {
  ABORTED_ERROR,
  ApiError,
  apiFetch,
  NETWORK_ERROR,
  SESSION_ENDED_ERROR,
  TIMEOUT_ERROR,
} from './client.ts';

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  signOut();
});

describe('apiFetch', () => {
  it('sends JSON and answers the parsed body', async () => {
    const api = fakeApi({ 'POST /api/users/login': { json: { name: 'Ada' } } });
    const body = await apiFetch('/api/users/login', { method: 'POST', json: { email: 'a@b.c' } });
    expect(body).toEqual({ name: 'Ada' });
    const [call] = api.calls;
    expect(call?.body).toEqual({ email: 'a@b.c' });
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(call?.headers.get('authorization')).toBeNull();
  });

  it('sends the stored token only on protected calls', async () => {
    signIn(aSession({}, 'tok-9'));
    const api = fakeApi({ 'GET /api/users/me': { json: {} }, 'GET /api/users/demo': { json: {} } });
    await apiFetch('/api/users/me', { auth: true });
    await apiFetch('/api/users/demo');
    expect(api.calls.map((c) => c.headers.get('authorization'))).toEqual(['Bearer tok-9', null]);
  });

  it('sends a form as multipart without forcing a content type', async () => {
    const api = fakeApi({ 'PUT /api/users/update-user-img': { json: {} } });
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await apiFetch('/api/users/update-user-img', { method: 'PUT', form });
    expect(api.calls[0]?.body).toBe(form);
    expect(api.calls[0]?.headers.get('content-type')).toBeNull();
  });

  it("fails with the server's message when it sends one", async () => {
    fakeApi({ 'POST /api/users/login': { status: 401, json: { message: 'Invalid e-mail or password' } } });
    const error = await failureOf(apiFetch('/api/users/login', { method: 'POST', json: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Invalid e-mail or password');
    expect(error.status).toBe(401);
    expect(error.handled).toBe(false);
  });

  it("fails with the error's own message when the answer has none", async () => {
    vi.stubGlobal('fetch', async () => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const error = await failureOf(apiFetch('/api/users/me'));
    expect(error.message).toBe('Request failed with status code 502');
  });

  it('names network failures, timeouts and aborted requests plainly', async () => {
    const throwing = (error: Error) => vi.stubGlobal('fetch', () => Promise.reject(error));
    throwing(new TypeError('Failed to fetch'));
    expect((await failureOf(apiFetch('/api/users/me'))).message).toBe(NETWORK_ERROR);
    throwing(new DOMException('aborted', 'AbortError'));
    expect((await failureOf(apiFetch('/api/users/me'))).message).toBe(ABORTED_ERROR);
    throwing(new DOMException('timed out', 'TimeoutError'));
    expect((await failureOf(apiFetch('/api/users/me'))).message).toBe(TIMEOUT_ERROR);
  });

  it("shows the demo notice for the server's demo refusal, for 3 seconds", async () => {
    fakeApi({ 'PUT /api/users/change-name': { status: 403, json: { message: DEMO_NOTICE } } });
    const error = await failureOf(apiFetch('/api/users/change-name', { method: 'PUT', json: {} }));
    expect(error.message).toBe(DEMO_NOTICE);
    expect(error.handled).toBe(true);
    expect(demoNotice.visible).toBe(true);
    vi.advanceTimersByTime(2999);
    expect(demoNotice.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(demoNotice.visible).toBe(false);
  });

  it('leaves other 403s (a suspended account) to the screen', async () => {
    fakeApi({ 'POST /api/users/login': { status: 403, json: { message: 'This account is suspended' } } });
    const error = await failureOf(apiFetch('/api/users/login', { method: 'POST', json: {} }));
    expect(error.handled).toBe(false);
    expect(demoNotice.visible).toBe(false);
  });

  it('ends the session when the server refuses the token, keeping the user, and says what happened', async () => {
    signIn(aSession({ _id: 'u-1' }));
    fakeApi({ 'GET /api/users/me': { status: 401, json: { message: 'Please sign in again' } } });
    const error = await failureOf(apiFetch('/api/users/me', { auth: true }));
    expect(error).toMatchObject({ status: 401, handled: false, message: SESSION_ENDED_ERROR });
    expect(session.user?._id).toBe('u-1');
    expect(session.token).toBeNull();
  });

  it('after the session ended, refuses a call that needs it without asking the server', async () => {
    signIn(aSession({ _id: 'u-1' }));
    expireSession();
    const api = fakeApi({ 'GET /api/users/me': { json: {} } });
    const error = await failureOf(apiFetch('/api/users/me', { auth: true }));
    expect(error).toMatchObject({ status: 401, message: SESSION_ENDED_ERROR });
    expect(api.called('GET /api/users/me')).toHaveLength(0);
  });

  it('does not treat a 401 on a call without a token (wrong password) as an expired session', async () => {
    signIn(aSession({ _id: 'u-1' }));
    fakeApi({ 'POST /api/users/login': { status: 401, json: { message: 'Invalid e-mail or password' } } });
    await failureOf(apiFetch('/api/users/login', { method: 'POST', json: {} }));
    expect(session.user?._id).toBe('u-1');
  });
});
