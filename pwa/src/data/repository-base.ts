// What every repository shares: the database, a guard run before any write (the app blocks the demo
// user there, with the notice, as the server would), and input checked with the same rules the server
// applies, so a write the server would refuse is refused at once, with the server's words.
import type { z } from 'zod';
import type { UserDb } from './db.ts';
import { LocalWriteError } from './write-plan.ts';

export interface RepositoryOptions {
  /** Throws to stop a write before anything is stored. */
  beforeWrite?: () => void;
  now?: () => Date;
}

export interface RepositoryContext {
  db: UserDb;
  guard: () => void;
  now: () => Date;
}

export function repositoryContext(db: UserDb, options: RepositoryOptions = {}): RepositoryContext {
  return { db, guard: options.beforeWrite ?? (() => {}), now: options.now ?? (() => new Date()) };
}

export function checked<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw new LocalWriteError(result.error.issues[0]?.message ?? 'Please check the form');
  return result.data;
}
