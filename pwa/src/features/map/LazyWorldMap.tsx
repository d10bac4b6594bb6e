import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { WorldMapProps } from './WorldMap.tsx';
import './world-map.css';

// The map and its shapes (projected at build time, world-geometry.ts) are a chunk of their own, loaded
// only where a map is drawn and precached by the service worker, so maps draw offline.
const WorldMap = lazy(() => import('./WorldMap.tsx'));

interface LazyWorldMapProps extends WorldMapProps {
  /** Load the map only once its box comes into view (the home page, whose first visit has a budget). */
  whenVisible?: boolean;
}

/**
 * Whether the map may load: once its box has come into view (whenVisible), else once the page has painted
 * without it, so the rest of the screen (the blogs table) never waits for the shapes. At once where
 * IntersectionObserver is missing (tests).
 */
function useSeen(whenVisible: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (!whenVisible || typeof IntersectionObserver === 'undefined') {
      // An effect runs after the first paint; the timeout lets that paint happen before the chunk's work.
      const timer = setTimeout(() => setSeen(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, whenVisible]);
  return { ref, seen };
}

/**
 * A world map in a box that holds its size while the map loads (no layout shift): the box's aspect ratio
 * is the map's (world-map.css).
 */
export function LazyWorldMap({ whenVisible = false, ...props }: LazyWorldMapProps) {
  const { ref, seen } = useSeen(whenVisible);
  return (
    <div ref={ref} className={`world-map-box${props.locate ? ' world-map-box--locator' : ''}`}>
      {seen && (
        <Suspense fallback={null}>
          <WorldMap {...props} />
        </Suspense>
      )}
    </div>
  );
}
