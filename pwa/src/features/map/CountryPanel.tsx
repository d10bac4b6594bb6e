import { useState } from 'react';
import type { CountryGroup } from './country-match.ts';
import { LazyWorldMap } from './LazyWorldMap.tsx';
import { STEP_FLOORS, stepLabels } from './shade-steps.ts';

export const ALL_COUNTRIES = 'all countries';
export const SHOW_FEWER = 'show fewer countries';
export const showAll = (count: number) => `show all ${count} countries`;

/**
 * Countries listed before "show all": those with the most blogs. A heavy traveller's fifty would otherwise
 * push the table a screen down on a phone, where the list stands above it; the map shows every one.
 */
export const LISTED_AT_FIRST = 8;

/** The groups the list shows: all of them, or the first few and the picked one wherever it stands. */
function listedGroups(groups: readonly CountryGroup[], selected: string | null, all: boolean) {
  // One more than the cut would only trade a country for the button.
  if (all || groups.length <= LISTED_AT_FIRST + 1) return groups;
  const first = groups.slice(0, LISTED_AT_FIRST);
  const picked = groups.find((group) => group.key === selected);
  return picked && !first.includes(picked) ? [...first, picked] : first;
}

interface CountryPanelProps {
  groups: readonly CountryGroup[];
  /** The picked country's key; null shows every country. */
  selected: string | null;
  onSelect: (key: string | null) => void;
  /** Names the country list for screen readers, e.g. "your blogs by country". */
  listLabel: string;
  /** What the counts count: "blog" → "1 blog", "2 blogs". */
  noun: string;
  whenVisible?: boolean;
}

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Issue 33: the countries of some blogs on a world map, shaded by how many, with a legend, and the same
 * countries as a list of buttons with their counts. A shaded country on the map and its button both pick
 * it; picking it again, or "all countries", shows them all.
 */
export function CountryPanel({
  groups,
  selected,
  onSelect,
  listLabel,
  noun,
  whenVisible,
}: CountryPanelProps) {
  const [all, setAll] = useState(false);
  const counts = new Map(groups.map((group) => [group.key, group.ids.length]));
  const listed = listedGroups(groups, selected, all);
  const cut = groups.length > LISTED_AT_FIRST + 1;
  const toggle = (key: string) => onSelect(key === selected ? null : key);
  const summary = groups.map((group) => `${group.label}: ${counted(group.ids.length, noun)}`).join(', ');
  return (
    <div className="country-panel">
      <LazyWorldMap
        counts={counts}
        selected={selected}
        onPick={toggle}
        label={`world map of ${listLabel}. ${summary}`}
        whenVisible={whenVisible ?? false}
      />
      <ul className="world-map-legend" aria-label={`map shading: ${noun}s per country`}>
        {stepLabels().map((words, i) => (
          <li key={STEP_FLOORS[i]}>
            <span className={`world-map-legend__swatch world-map-legend__swatch--step-${i + 1}`} />
            {words}
          </li>
        ))}
      </ul>
      <ul className="country-list" aria-label={listLabel}>
        <li>
          <button
            type="button"
            className="button button--quiet"
            aria-pressed={selected === null}
            onClick={() => onSelect(null)}
          >
            {ALL_COUNTRIES}
          </button>
        </li>
        {listed.map((group) => (
          <li key={group.key}>
            <button
              type="button"
              className="button button--quiet"
              aria-pressed={group.key === selected}
              data-country-id={group.key}
              onClick={() => toggle(group.key)}
            >
              {group.label} ({group.ids.length})
            </button>
          </li>
        ))}
        {cut && (
          <li>
            <button
              type="button"
              className="button button--quiet"
              aria-expanded={all}
              onClick={() => setAll(!all)}
            >
              {all ? SHOW_FEWER : showAll(groups.length)}
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}
