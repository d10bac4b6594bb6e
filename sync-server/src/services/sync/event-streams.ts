// Who follows GET /api/sync/events on this server instance, so that one account cannot hold hundreds of
// streams open (each a socket, and a listener every change is fanned out to). A device (the clientId its
// PWA sends) keeps at most streamsPerDevice: a newer stream replaces its oldest, since a phone whose
// network changed leaves connections behind that the server notices only when a heartbeat fails, and
// the newest is the live one. An account keeps at most streamsPerUser; one more is refused with 429.
// This is the instance's own fast check; the account's count across instances is kept in the
// DocumentStore as leases that lapse when their instance stops renewing them (stream-leases.ts).
import { RateLimitError } from '../errors';
import type { QuotaLimits } from '../quotas/limits';

/** How long a refused device waits before it tries again. */
export const STREAMS_RETRY_AFTER_S = 60;

export type StreamLimits = Pick<QuotaLimits, 'streamsPerDevice' | 'streamsPerUser'>;

interface Stream {
  device: string | undefined;
  replace(): void;
}

export function tooManyStreams(limit: number): string {
  return `At most ${limit} live update streams can be open for one account; close a tab or device and try again`;
}

export class EventStreams {
  readonly #byUser = new Map<string, Set<Stream>>();

  /**
   * Takes a slot for a new stream of userId from device (undefined: a caller that names none, held to
   * the account's limit only). replace() is called when a newer stream of the device takes the slot.
   * Answers the release to call when the stream ends, however it ends (calling it twice is harmless).
   */
  open(userId: string, device: string | undefined, limits: StreamLimits, replace: () => void): () => void {
    const streams = this.#byUser.get(userId) ?? new Set<Stream>();
    if (device !== undefined) {
      const same = [...streams].filter((s) => s.device === device);
      for (const old of same.slice(0, Math.max(0, same.length + 1 - limits.streamsPerDevice))) {
        streams.delete(old);
        old.replace();
      }
    }
    if (streams.size >= limits.streamsPerUser)
      throw new RateLimitError(STREAMS_RETRY_AFTER_S, tooManyStreams(limits.streamsPerUser));
    const stream: Stream = { device, replace };
    streams.add(stream);
    this.#byUser.set(userId, streams);
    return () => {
      streams.delete(stream);
      if (streams.size === 0 && this.#byUser.get(userId) === streams) this.#byUser.delete(userId);
    };
  }

  /** The streams userId has open here. */
  count(userId: string): number {
    return this.#byUser.get(userId)?.size ?? 0;
  }
}
