import { type ComponentType, type ReactNode, useEffect, useReducer, useState } from 'react';
import { firstPaintDone } from '../../first-paint.ts';
import { useFirstPaintDone } from './FirstPaintMark.tsx';

/** The part of a screen below its heading, in a chunk of its own (it needs the database library). */
export interface DeferredPart {
  /**
   * For the route's loader: the part's module, awaited as a lazy route screen's would be, so the screen
   * renders whole. Nothing while the first paint is held: then the frame paints before the part's chunks
   * are even requested (first-paint.ts).
   */
  preload(): Promise<void> | undefined;
  load(): Promise<void>;
  /** The part's component once its module is in. */
  loaded(): ComponentType | undefined;
}

export function deferredPart(load: () => Promise<ComponentType>): DeferredPart {
  let component: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const start = () => {
    loading ??= load().then(
      (loaded) => {
        component = loaded;
      },
      (error: unknown) => {
        // The next attempt downloads again (offline before the service worker had the app, say).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return { preload: () => (firstPaintDone() ? start() : undefined), load: start, loaded: () => component };
}

/**
 * Shows `part` once its module is in, `fallback` until then. Not a React.lazy: a Suspense boundary that
 * has shown its fallback holds back what replaces it for at least 300 ms (React's fallback throttle),
 * which a cached start of each of these screens measured as paying.
 */
export function Deferred({ part, fallback }: { part: DeferredPart; fallback: ReactNode }) {
  const painted = useFirstPaintDone();
  const [, update] = useReducer((count: number) => count + 1, 0);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (!painted || part.loaded()) return;
    let mounted = true;
    part.load().then(
      () => mounted && update(),
      (error: unknown) => mounted && setFailure({ error }),
    );
    return () => {
      mounted = false;
    };
  }, [painted, part]);
  // The router's error screen takes it, as it takes a lazy screen whose chunk would not download.
  if (failure) throw failure.error;
  const Loaded = part.loaded();
  return Loaded ? <Loaded /> : fallback;
}
