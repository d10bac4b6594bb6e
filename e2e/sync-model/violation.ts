// A broken promise found by a check: which check, one line naming the document, field and value, and the
// history that shows how it came about.
export interface Violation {
  /** '1 convergence', '3b delete', '4 displaced', ... */
  check: string;
  what: string;
  history?: string;
}

/** Keeps a flood of one kind of failure readable: the first `max` in full, then a count. */
export function capped(found: Violation[], max: number, label: string): Violation[] {
  if (found.length <= max) return found;
  const rest = found.length - max;
  return [
    ...found.slice(0, max),
    { check: found[0]?.check ?? label, what: `… and ${rest} more of ${label}` },
  ];
}
