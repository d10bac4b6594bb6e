// The one way the PWA talks to the server's REST API (SPEC §7). Every failure becomes an ApiError whose
// message can be shown as is (SPEC §8): the server's `message` when it sent one, else the error's own.
import { DEMO_NOTICE } from '../../../shared/messages.ts';
import { isQuotaExceeded, STORAGE_FULL } from '../pwa/storage-full.ts';
import { showDemoNotice } from '../state/demo-notice.ts';
import { expireSession, session, sessionEnded } from '../state/session.ts';

export const NETWORK_ERROR = 'Cannot reach the server. Check your connection and try again.';
export const ABORTED_ERROR = 'The request was cancelled.';
export const TIMEOUT_ERROR = 'The server took too long to answer. Please try again.';
export const SESSION_ENDED_ERROR = 'Your session has ended. Please sign in again to do this.';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** The HTTP status; 0 when no answer arrived. */
    readonly status: number,
    /** True when the client already told the user (the demo notice): screens stay quiet. */
    readonly handled = false,
    /** How long the server asked us to wait before trying again (its Retry-After), in ms; 0 if it did not. */
    readonly retryAfterMs = 0,
  ) {
    super(message);
  }
}

/** A Retry-After header in seconds (the form this server sends) as ms; 0 when absent or a date. */
export function retryAfterMs(header: string | null | undefined): number {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as multipart/form-data (the browser sets the boundary). */
  form?: FormData;
  /** Sends the stored token as a Bearer authorization header (SPEC §6: protected calls). */
  auth?: boolean;
  /** Extra request headers, such as the Idempotency-Key of a public submission. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function transportError(error: unknown): ApiError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'AbortError') return new ApiError(ABORTED_ERROR, 0);
  if (name === 'TimeoutError') return new ApiError(TIMEOUT_ERROR, 0);
  return new ApiError(NETWORK_ERROR, 0);
}

async function serverMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    const message = (body as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message ? message : undefined;
  } catch {
    return undefined;
  }
}

async function failure(response: Response, sentToken: boolean): Promise<ApiError> {
  const message = (await serverMessage(response)) ?? `Request failed with status code ${response.status}`;
  if (response.status === 403 && message === DEMO_NOTICE) {
    showDemoNotice();
    return new ApiError(message, 403, true);
  }
  // The screen still says why its call failed; the banner that now shows offers the way back in.
  if (response.status === 401 && sentToken) {
    expireSession();
    return new ApiError(SESSION_ENDED_ERROR, 401);
  }
  return new ApiError(message, response.status);
}

export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = 'GET', json, form, auth = false, signal } = options;
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  // Without a token the server would only answer 401: say plainly what the call needs instead.
  if (auth && sessionEnded(session)) throw new ApiError(SESSION_ENDED_ERROR, 401);
  const token = auth ? session.token : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (form) body = form;
  else if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      ...(body ? { body } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    throw transportError(error);
  }
  if (!response.ok) throw await failure(response, token !== null);
  if (response.status === 204) return undefined as T;
  try {
    return (await response.json()) as T;
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw transportError(error);
    throw new ApiError('The server sent an answer the app cannot read.', response.status);
  }
}

/** The text to show for any failure (SPEC §8). */
export function errorMessage(error: unknown): string {
  // The raw "QuotaExceededError" tells the user nothing; this says what to do.
  if (isQuotaExceeded(error)) return STORAGE_FULL;
  if (error instanceof Error) return error.message;
  return String(error);
}
