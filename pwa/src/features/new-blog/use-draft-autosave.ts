import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../api/client.ts';
import type { DraftRepository } from '../../data/draft-repository.ts';
import { LocalWriteError } from '../../data/write-plan.ts';
import { parkText, unpark } from './draft-stash.ts';
import { DRAFT_SAVE_DELAY_MS, DRAFT_SAVE_MAX_WAIT_MS, type DraftText } from './new-blog-rules.ts';

/** A save that failed (storage full, a database hiccup) is tried again this long after. */
export const DRAFT_RETRY_MS = 5000;

export type DraftSaveState =
  | { kind: 'idle' }
  | { kind: 'saved'; at: Date }
  | { kind: 'failed'; reason: string };

interface AutosaveOptions {
  userId: string;
  drafts: DraftRepository;
  /** The draft being continued, or null for a new one (made by the first save). */
  draftId: string | null;
  /** The demo user's writes are refused; their typing is simply not saved. */
  enabled: boolean;
  /** The first save made the draft: the page puts its id in the URL so a reload reopens it. */
  onCreated: (id: string) => void;
}

export interface DraftAutosave {
  state: DraftSaveState;
  /** The draft the form writes to; null until the first save makes it. */
  currentId: string | null;
  /** Saves `text` once the user pauses (DRAFT_SAVE_DELAY_MS), and at least every DRAFT_SAVE_MAX_WAIT_MS. */
  schedule: (text: DraftText) => void;
  /** Saves what is waiting now; resolves once every save started so far has settled. */
  flush: () => Promise<void>;
  /** Drops what is waiting and saves nothing more (the draft became a blog or is deleted); answers its id. */
  stop: () => Promise<string | null>;
  /** The draft's id, saving `text` now to start it if there is none yet (photos need a draft to go with). */
  ensureDraft: (text: DraftText) => Promise<string | null>;
}

/**
 * The new-blog form's text, saved on the device as the user types (offline too). Saves run one after
 * another, so the first one's new id is what every later save updates: typing makes exactly one draft.
 * Whatever is waiting is saved when the form closes or the page is hidden, and parked in localStorage
 * in case the page is gone before that save finishes (draft-stash.ts), so no keystroke is lost.
 */
export function useDraftAutosave({
  userId,
  drafts,
  draftId,
  enabled,
  onCreated,
}: AutosaveOptions): DraftAutosave {
  const [state, setState] = useState<DraftSaveState>({ kind: 'idle' });
  const [currentId, setCurrentId] = useState(draftId);
  const id = useRef(draftId);
  const waiting = useRef<DraftText | null>(null);
  const waitingSince = useRef<number | null>(null);
  const parked = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const stopped = useRef(false);
  const mounted = useRef(false);
  const created = useRef(onCreated);
  useEffect(() => {
    created.current = onCreated;
  });

  const flush = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    const text = waiting.current;
    waiting.current = null;
    waitingSince.current = null;
    if (!text || stopped.current) return chain.current;
    chain.current = chain.current.then(async () => {
      try {
        const isNew = id.current === null;
        id.current = await drafts.save(id.current, text);
        // The parked text is this one or older; what is newer still waits and would be parked again.
        if (parked.current && waiting.current === null) {
          parked.current = false;
          unpark(userId);
        }
        setCurrentId(id.current);
        setState({ kind: 'saved', at: new Date() });
        // A save made while the form closes must not pull the URL back to the draft being left.
        if (isNew && mounted.current) created.current(id.current);
      } catch (error) {
        // The text waits to be tried again (the effect below), unless newer typing already waits or the
        // text itself was refused (a rule, the demo user), which trying again would only repeat.
        if (waiting.current === null && !(error instanceof LocalWriteError || error instanceof ApiError)) {
          waiting.current = text;
          waitingSince.current = Date.now();
        }
        setState({ kind: 'failed', reason: errorMessage(error) });
      }
    });
    return chain.current;
  }, [drafts, userId]);

  const schedule = useCallback(
    (text: DraftText) => {
      if (!enabled || stopped.current) return;
      waiting.current = text;
      const since = waitingSince.current ?? Date.now();
      waitingSince.current = since;
      clearTimeout(timer.current);
      // Someone typing without a pause still gets a save every DRAFT_SAVE_MAX_WAIT_MS.
      const delay = Math.min(DRAFT_SAVE_DELAY_MS, Math.max(0, since + DRAFT_SAVE_MAX_WAIT_MS - Date.now()));
      timer.current = setTimeout(() => void flush(), delay);
    },
    [enabled, flush],
  );

  // Each failure is a new state, so a save that keeps failing is tried again every DRAFT_RETRY_MS until
  // it succeeds (once the user frees space, say); the text stays in the form and waits meanwhile.
  useEffect(() => {
    if (state.kind !== 'failed') return;
    const retry = setTimeout(() => void flush(), DRAFT_RETRY_MS);
    return () => clearTimeout(retry);
  }, [state, flush]);

  const ensureDraft = useCallback(
    async (text: DraftText): Promise<string | null> => {
      await chain.current;
      if (id.current === null) {
        schedule(text);
        await flush();
      }
      return id.current;
    },
    [schedule, flush],
  );

  const stop = useCallback(async (): Promise<string | null> => {
    stopped.current = true;
    clearTimeout(timer.current);
    waiting.current = null;
    await chain.current;
    if (parked.current) unpark(userId);
    return id.current;
  }, [userId]);

  useEffect(() => {
    mounted.current = true;
    // pagehide covers a reload or closing the tab; a phone may freeze a hidden page without firing it.
    const onPageHide = () => {
      if (waiting.current && !stopped.current) {
        parkText(userId, id.current, waiting.current);
        parked.current = true;
      }
      void flush();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') onPageHide();
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      mounted.current = false;
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onHidden);
      void flush();
    };
  }, [flush, userId]);

  return useMemo(
    () => ({ state, currentId, schedule, flush, stop, ensureDraft }),
    [state, currentId, schedule, flush, stop, ensureDraft],
  );
}
