// What a later write of a field does to the field's open conflicts (pure). An open conflict claims the
// value the document keeps, so it follows the field: its `kept` becomes the new value and writer. A write
// that puts the lost value back closes it, as choosing "use the other version" does on any device.
import type { WriterId } from './merge';
import { sameValue } from './values';

export interface OpenConflict {
  kept: unknown;
  lost: unknown;
  keptBy?: WriterId | null;
}

export type ConflictStep = { close: true } | { close: false; kept: unknown; keptBy: WriterId | null };

export function followWrite(conflict: OpenConflict, value: unknown, writer: WriterId | null): ConflictStep {
  if (sameValue(value, conflict.lost)) return { close: true };
  return { close: false, kept: value, keptBy: writer };
}
