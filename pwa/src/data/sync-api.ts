// The sync server's endpoints as the engine calls them, over an injectable fetch (tests route it to the
// real app in-process). Failures become the app's ApiError with the server's message. A 401 reports the
// token it was sent with, so an old request answering late cannot expire a session signed in since.
// The runtime makes one per engine start, bound to one user (its token getter answers null once the
// session is someone else's) and to the engine's signal: every request is aborted when the engine stops.
import type { ImageRef } from '../../../shared/entities/image.ts';
import { UPLOAD_CHUNK_BYTES } from '../../../shared/sync/photo-upload.ts';
import type { Mutation, PullResponse, PushResponse } from '../../../shared/sync/protocol.ts';
import { ABORTED_ERROR, ApiError, NETWORK_ERROR, retryAfterMs, TIMEOUT_ERROR } from '../api/client.ts';
import { type Reply, type UploadTransport, uploadInChunks } from './chunked-upload.ts';
import { type UploadAnswer, xhrAvailable, xhrUpload } from './xhr-upload.ts';

export const SIGNED_OUT = 'Please sign in again to sync your changes.';

export interface SyncApiOptions {
  token: () => string | null;
  fetch?: typeof fetch;
  baseUrl?: string;
  onUnauthorized?: (token: string) => void;
  /** Use XMLHttpRequest for photo uploads when present (progress); off routes uploads through fetch. */
  xhr?: boolean;
  /** Aborts every request under way and refuses every later one. */
  signal?: AbortSignal;
  /**
   * Whose database the pushes and pulls are for: sent with them, so the server refuses (409) rather than
   * binds this device to, or fills it from, another account than the token's.
   */
  userId?: string;
}

export type SyncApi = ReturnType<typeof createSyncApi>;

function transportError(error: unknown): ApiError {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'AbortError') return new ApiError(ABORTED_ERROR, 0);
  if (name === 'TimeoutError') return new ApiError(TIMEOUT_ERROR, 0);
  return new ApiError(NETWORK_ERROR, 0);
}

function messageOf(text: string, status: number): string {
  try {
    const message = (JSON.parse(text) as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message) return message;
  } catch {
    // not JSON: fall through
  }
  return `Request failed with status code ${status}`;
}

export function createSyncApi(options: SyncApiOptions) {
  const { baseUrl = '', onUnauthorized } = options;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const useXhr = options.xhr ?? xhrAvailable();

  const { signal, userId } = options;

  function bearer(): { token: string; headers: Record<string, string> } {
    if (signal?.aborted) throw new ApiError(ABORTED_ERROR, 0);
    const token = options.token();
    if (!token) throw new ApiError(SIGNED_OUT, 401);
    return { token, headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } };
  }

  function answer<T>(token: string, { status, text, retryAfter }: UploadAnswer): T {
    if (status === 401) onUnauthorized?.(token);
    if (status < 200 || status >= 300)
      throw new ApiError(messageOf(text, status), status, false, retryAfterMs(retryAfter));
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ApiError('The server sent an answer the app cannot read.', status);
    }
  }

  const read = <T>(reply: Reply): T => answer<T>(reply.token, reply);

  /** Uploads go through XHR where there is one, for progress; through fetch, progress comes at the end. */
  const send: UploadTransport['send'] = async (method, path, body, contentType, onProgress) => {
    const { token, headers } = bearer();
    const request = {
      method,
      headers: { ...headers, 'Content-Type': contentType },
      body,
      ...(signal && { signal }),
    };
    try {
      if (useXhr)
        return {
          token,
          ...(await xhrUpload({ ...request, url: `${baseUrl}${path}`, ...(onProgress && { onProgress }) })),
        };
      const response = await doFetch(`${baseUrl}${path}`, request);
      const retryAfter = response.headers.get('Retry-After');
      const reply = { token, status: response.status, text: await response.text(), retryAfter };
      if (response.ok) onProgress?.(typeof body === 'string' ? body.length : body.size);
      return reply;
    } catch (error) {
      throw transportError(error);
    }
  };

  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const { token, headers } = bearer();
    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        ...init,
        headers: { ...headers, ...init.headers },
        ...(signal && { signal }),
      });
      text = await response.text();
    } catch (error) {
      throw transportError(error);
    }
    return answer<T>(token, {
      status: response.status,
      text,
      retryAfter: response.headers.get('Retry-After'),
    });
  }

  return {
    push: (clientId: string, mutations: Mutation[]) =>
      call<PushResponse>('/api/sync/push', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ clientId, mutations, ...(userId && { userId }) }),
      }),

    /** `device`: this device and the highest seq of its the server answered, so a server gone back in time says so. */
    pull: (cursor: string | null, device?: { clientId: string; acked: number }) => {
      const query = new URLSearchParams({
        ...(cursor && { cursor }),
        ...(userId && { userId }),
        ...(device && device.acked > 0 && { clientId: device.clientId, acked: String(device.acked) }),
      }).toString();
      return call<PullResponse>(`/api/sync/pull${query ? `?${query}` : ''}`);
    },

    /** Whether the server stores the photo of this hash (a server restored from a backup may have lost it). */
    async hasPhoto(sha256: string): Promise<boolean> {
      try {
        await call<{ image: ImageRef }>(`/api/sync/images/${sha256}`);
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return false;
        throw error;
      }
    },

    /** A photo by its hash: in one request when small, else in chunks that resume (chunked-upload.ts). */
    async uploadPhoto(sha256: string, blob: Blob, onProgress?: (loaded: number) => void): Promise<ImageRef> {
      const progress = onProgress ?? (() => {});
      if (blob.size > UPLOAD_CHUNK_BYTES) return uploadInChunks({ send, read }, sha256, blob, progress);
      const contentType = blob.type === 'image/webp' ? 'image/webp' : 'image/jpeg';
      const reply = await send('PUT', `/api/sync/images/${sha256}`, blob, contentType, progress);
      return read<{ image: ImageRef }>(reply).image;
    },

    /** The live event stream; the caller reads and closes it (abort the signal). */
    async openEvents(stream: AbortSignal, clientId?: string): Promise<ReadableStream<Uint8Array>> {
      const { token, headers } = bearer();
      // The device's clientId lets its newest stream take the place of its oldest on the server.
      const query = clientId ? `?clientId=${encodeURIComponent(clientId)}` : '';
      let response: Response;
      try {
        response = await doFetch(`${baseUrl}/api/sync/events${query}`, {
          headers: { ...headers, Accept: 'text/event-stream' },
          // A stream that stays open for the whole visit: at the browser's default (high) priority it would
          // compete with the screen's own scripts and data, and count as a page load that never ends.
          priority: 'low',
          signal: signal ? AbortSignal.any([signal, stream]) : stream,
        });
      } catch (error) {
        throw transportError(error);
      }
      if (!response.ok || !response.body) {
        const text = await response.text().catch(() => '');
        const retryAfter = response.headers.get('Retry-After');
        return answer<never>(token, { status: response.ok ? 502 : response.status, text, retryAfter });
      }
      return response.body;
    },
  };
}

/** Who is signed in now, as the app's session says. */
export interface SignedIn {
  userId: string | null;
  token: string | null;
}

/**
 * The API of one user's engine: it names that user in pushes and pulls, and its requests carry the
 * session's token only while the session is that user's (after another account signs in they fail, never
 * go out as the other user).
 */
export function userSyncApi(
  userId: string,
  signedIn: () => SignedIn,
  options: Omit<SyncApiOptions, 'token' | 'userId'> = {},
): SyncApi {
  return createSyncApi({
    ...options,
    userId,
    token: () => {
      const now = signedIn();
      return now.userId === userId ? now.token : null;
    },
  });
}
