// The pages of one pull, asked for ahead of storing them (sync-cycle.ts). Each next page is asked for as
// soon as the page before it has arrived, whether or not that one is stored yet, so the server's work and
// the network's overlap the device's writes instead of waiting for them: an initial sync of thousands of
// records is a chain of both. At most `ahead` pages wait to be taken (arrived or on their way), which
// bounds the memory they hold; one request is on its way at a time, as each page names the next one's
// cursor. A page that says reset or restored, or a failed request, ends the asking: what follows is the
// pull loop's to decide once it has taken the pages before it.
import type { PullResponse } from '../../../shared/sync/protocol.ts';

/**
 * Pages arrived or on their way and not yet taken, at most. On the heavy account (then ten pages of tasks,
 * then two of blogs) two had the first page of blogs asked for only once the tasks were nearly stored, and
 * the device then waited 300 ms for it; four have it in by then. A page holds at most 500 blogs or 2,000
 * tasks (the server's pull-units.ts): four pages of 1,500-word blogs are about 20 MB of JSON.
 */
export const PAGES_AHEAD = 4;

export interface PagesAhead {
  /** The next page in the server's order; rejects with its request's failure. */
  next(): Promise<PullResponse>;
  /** Asks for no more; a page on its way is dropped unread, and so is its failure. */
  stop(): void;
}

export function askAhead(
  fetchPage: (cursor: string | null) => Promise<PullResponse>,
  from: string | null,
  ahead = PAGES_AHEAD,
): PagesAhead {
  const queue: Promise<PullResponse>[] = [];
  let stopped = false;
  let asking = false;
  // The newest page arrived, until the page after it is asked for.
  let arrived: PullResponse | null = null;

  const more = () => {
    if (stopped || asking || !arrived || queue.length >= ahead) return;
    if (!arrived.hasMore || arrived.reset || arrived.restored) return;
    const { cursor } = arrived;
    arrived = null;
    ask(cursor);
  };
  const ask = (cursor: string | null) => {
    asking = true;
    const request = fetchPage(cursor);
    queue.push(request);
    request.then(
      (page) => {
        asking = false;
        arrived = page;
        more();
      },
      // Met by whoever takes this page; nobody does when the pull ended before it.
      () => {},
    );
  };

  ask(from);
  return {
    next() {
      const page = queue.shift();
      if (!page) return Promise.reject(new Error('No page of the pull was asked for'));
      more();
      return page;
    },
    stop() {
      stopped = true;
    },
  };
}
