// SPEC §3 and §9: "A helper makes random 4-digit codes", range 1000 to 9999. Used for delete
// confirmations, so it draws from the platform CSPRNG rather than Math.random.

const MIN = 1000;
const SPAN = 9000;
// Largest multiple of SPAN that fits in a uint32: draws at or above it are thrown away so that every
// code is equally likely (a plain modulo would favour the low codes).
const LIMIT = Math.floor(2 ** 32 / SPAN) * SPAN;

/** Fills the buffer with random values, as crypto.getRandomValues does; tests pass fixed values. */
export type RandomFill = (buffer: Uint32Array<ArrayBuffer>) => void;

const cryptoFill: RandomFill = (buffer) => {
  crypto.getRandomValues(buffer);
};

/** A uniformly random integer from 1000 to 9999. */
export function randomCode(fill: RandomFill = cryptoFill): number {
  const buffer = new Uint32Array(1);
  for (;;) {
    fill(buffer);
    const value = buffer[0] ?? LIMIT;
    if (value < LIMIT) return MIN + (value % SPAN);
  }
}
