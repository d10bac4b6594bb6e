// A Lighthouse run that produced no scores: the tool's own failure (NO_NAVSTART, NO_FCP, a protocol timeout,
// a crashed renderer, a browser that never opened its port), as opposed to a page that scored badly or
// landed somewhere else. Only the first kind is taken again (retakes.ts).

export class LighthouseRunError extends Error {
  /** Lighthouse's code for the failure (its LighthouseError codes), or one of ours for what it did not name. */
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'LighthouseRunError';
    this.code = code;
  }
}

/** The part of a Lighthouse result that says a run failed (LH.Result's runtimeError). */
export interface RuntimeError {
  code: string;
  message: string;
}

/** The run error behind a Lighthouse result that carries a runtime error, or undefined when it has none. */
export function runtimeErrorOf(path: string, runtimeError: RuntimeError | undefined) {
  if (!runtimeError) return undefined;
  return new LighthouseRunError(runtimeError.code, `Lighthouse on ${path}: ${runtimeError.message}`);
}

/** What Lighthouse threw, as a run error: its LighthouseErrors carry a code (PROTOCOL_TIMEOUT…), others not. */
export function thrownRunError(path: string, stage: string, thrown: unknown): LighthouseRunError {
  if (thrown instanceof LighthouseRunError) return thrown;
  const code = (thrown as { code?: unknown } | null)?.code;
  const message = thrown instanceof Error ? thrown.message : String(thrown);
  return new LighthouseRunError(
    typeof code === 'string' && /^[A-Z_]+$/.test(code) ? code : stage,
    `Lighthouse on ${path}: ${message}`,
  );
}
