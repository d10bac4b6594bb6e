// DocumentStore.watch on MongoDB: a change stream of inserts that outlives its failures. The driver resumes
// a stream by itself after the errors it knows to pass (an election, a dropped connection); after any other
// (the replica set without a primary for longer than server selection waits, a failed resume) it closes
// the stream, and every later insert would go unannounced: no more pokes on this instance. So the stream is
// opened again after a pause, after the last change it delivered, and misses nothing the oplog still holds.

/** What watchInserts needs of one opened change stream. */
export interface InsertStream {
  onChange(fn: (change: { _id: unknown; operationType: string; fullDocument?: unknown }) => void): void;
  onError(fn: (error: unknown) => void): void;
  close(): Promise<void>;
}

/** The oplog no longer holds the resume point: resuming there can never succeed. */
const HISTORY_LOST = 286;

const historyLost = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === HISTORY_LOST;

/**
 * Calls listener with each inserted document the streams `open` makes report, opening a new one after a
 * stream fails: after the last change seen (`resumeAfter`), or from now on when that point is lost.
 * Answers a function that stops.
 */
export function watchInserts(
  open: (resumeAfter: unknown) => InsertStream,
  listener: (doc: unknown) => void,
  retryMs = 1000,
): () => void {
  let stopped = false;
  let resumeAfter: unknown;
  let timer: NodeJS.Timeout | undefined;
  let current: InsertStream;

  const start = () => {
    const stream = open(resumeAfter);
    current = stream;
    stream.onChange((change) => {
      resumeAfter = change._id;
      if (change.operationType === 'insert') listener(change.fullDocument);
    });
    stream.onError((error) => {
      void stream.close().catch(() => undefined);
      if (stopped || current !== stream || timer) return;
      if (historyLost(error)) resumeAfter = undefined;
      timer = setTimeout(() => {
        timer = undefined;
        if (!stopped) start();
      }, retryMs);
      // A pending reopen never holds the process open.
      timer.unref();
    });
  };

  start();
  return () => {
    stopped = true;
    clearTimeout(timer);
    void current.close().catch(() => undefined);
  };
}
