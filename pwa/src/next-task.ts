/**
 * Resolves in a new task of the event loop, after what the browser has queued meanwhile (input, network,
 * rendering). Awaited between steps of long work, it keeps each step a short task: a long one delays input.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
