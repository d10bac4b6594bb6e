// Issue 33: how dark a country is shaded on the map, by how many blogs it has. Fixed steps rather than steps
// relative to the busiest country, so a country's shade means the same on every screen and for every user,
// and the legend can say it in plain numbers.

/** Each step's lowest count; a count of at least STEP_FLOORS[i] (and below the next) is step i + 1. */
export const STEP_FLOORS = [1, 2, 5, 10] as const;

/** 0 for no blogs (not shaded), else 1 to STEP_FLOORS.length. */
export function shadeStep(count: number): number {
  let step = 0;
  for (const floor of STEP_FLOORS) if (count >= floor) step += 1;
  return step;
}

/** The legend's words for each step: "1", "2–4", "5–9", "10 or more". */
export function stepLabels(): string[] {
  return STEP_FLOORS.map((floor, i) => {
    const next = STEP_FLOORS[i + 1];
    if (next === undefined) return `${floor} or more`;
    return next - 1 === floor ? String(floor) : `${floor}–${next - 1}`;
  });
}
