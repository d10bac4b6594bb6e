import type { MouseEvent } from 'react';
import { shadeStep } from './shade-steps.ts';
import { MAP_HEIGHT, MAP_WIDTH } from './world-frame.ts';
import { worldShapes } from './world-geometry.ts';

/** The part of the world a locator map shows around its country, in map units (2:1, like its box). */
const LOCATOR_WIDTH = 360;
const LOCATOR_HEIGHT = 180;

export interface WorldMapProps {
  /** Blogs per country key: shaded by shadeStep, and clickable when onPick is given. */
  counts?: ReadonlyMap<string, number>;
  /** The country picked in the list or on the map: outlined. */
  selected?: string | null;
  onPick?: (key: string) => void;
  /** A locator map: this country highlighted and marked, the view centred on it. */
  locate?: string;
  /** What a screen reader hears for the map; null when the page already says it in text (decorative). */
  label: string | null;
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

function locatorView(key: string): string {
  const shape = worldShapes().find((s) => s.key === key);
  if (!shape) return `0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`;
  const x = clamp(shape.centre[0] - LOCATOR_WIDTH / 2, 0, MAP_WIDTH - LOCATOR_WIDTH);
  const y = clamp(shape.centre[1] - LOCATOR_HEIGHT / 2, 0, MAP_HEIGHT - LOCATOR_HEIGHT);
  return `${x.toFixed(1)} ${y.toFixed(1)} ${LOCATOR_WIDTH} ${LOCATOR_HEIGHT}`;
}

/**
 * Issue 33: the world as inline SVG, drawn on the device from the bundled geometry. The shapes are not
 * focusable: every screen that makes them clickable also lists the same countries as buttons, which is the
 * keyboard's and the screen reader's way to the same choice.
 */
export default function WorldMap({ counts, selected = null, onPick, locate, label }: WorldMapProps) {
  const shapes = worldShapes();
  const located = locate ? shapes.find((s) => s.key === locate) : undefined;
  // One handler for the map rather than 177: the clicked shape says its country.
  const pick = (event: MouseEvent<SVGSVGElement>) => {
    const target = (event.target as Element).closest('[data-count]');
    const key = target?.getAttribute('data-country-id');
    if (key && onPick) onPick(key);
  };
  return (
    // Clickable by mouse and touch only: the country list beside every clickable map is the keyboard's way.
    <svg
      className={`world-map${located ? ' world-map--locator' : ''}`}
      viewBox={locate ? locatorView(locate) : `0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-label={label ?? undefined}
      aria-hidden={label === null ? true : undefined}
      onClick={onPick ? pick : undefined}
    >
      {shapes.map((shape) => {
        const count = counts?.get(shape.key) ?? 0;
        const step = shadeStep(count);
        const classes = ['world-map__country'];
        if (step > 0) classes.push(`world-map__country--step-${step}`);
        if (onPick && step > 0) classes.push('world-map__country--pickable');
        if (shape.key === selected) classes.push('world-map__country--selected');
        if (shape.key === locate) classes.push('world-map__country--located');
        return (
          <path
            key={shape.key}
            className={classes.join(' ')}
            d={shape.d}
            data-country-id={shape.key}
            {...(step > 0 ? { 'data-count': count } : {})}
          />
        );
      })}
      {located && (
        <circle className="world-map__marker" cx={located.centre[0]} cy={located.centre[1]} r={7} />
      )}
    </svg>
  );
}
