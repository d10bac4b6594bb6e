// Every value the schedule writes is unique, so any value seen anywhere names exactly one write: a writer
// ('d1'..'d3' for devices, 'w' for the website) and a step, e.g. `d2s37`, with a letter when one write
// makes several (paragraphs a-d of a new body, words x and y of a new title, z for a country). Text fields that the server
// merges three ways are built from such tokens: a body is paragraphs separated by blank lines, a title is
// words, so the checks can follow each token through merges and conflicts.
import type { Rng } from './rng';

const TOKEN = /\b(?:d\d|w)s\d+[a-z]?\b/g;

export const PARAGRAPH = '\n\n';
export const WORD = ' ';

export function token(who: string, step: number, suffix = ''): string {
  return `${who}s${step}${suffix}`;
}

/** The tokens a value holds; none for anything but a string (booleans cannot be unique). */
export function tokensOf(value: unknown): string[] {
  return typeof value === 'string' ? (value.match(TOKEN) ?? []) : [];
}

export function holds(value: unknown, t: string): boolean {
  return tokensOf(value).includes(t);
}

/** Tokens the write brings that the writer's screen did not already show. */
export function newTokens(value: unknown, seen: unknown): string[] {
  const before = new Set(tokensOf(seen));
  return tokensOf(value).filter((t) => !before.has(t));
}

export function newBody(who: string, step: number, rng: Rng): string {
  const count = rng.int(3, 4);
  return Array.from({ length: count }, (_, i) => token(who, step, 'abcd'[i])).join(PARAGRAPH);
}

export function newTitle(who: string, step: number): string {
  return [token(who, step, 'x'), token(who, step, 'y')].join(WORD);
}

/** The text with one unit (paragraph or word) replaced; an empty text becomes the unit alone. */
export function replaceUnit(text: string, separator: string, rng: Rng, unit: string): string {
  const units = text ? text.split(separator) : [];
  if (units.length === 0) return unit;
  units[rng.int(0, units.length - 1)] = unit;
  return units.join(separator);
}
