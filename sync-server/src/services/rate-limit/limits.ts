// Every rate limit of the server, in one place (docs/security.md lists them). Each
// name is unique: it names the limit's counters in the store.
import { GrowingDelay } from './growing-delay';
import { MemoryWindowLimiter } from './memory-limiter';
import { RateLimiter } from './rate-limiter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Sign-in. Guesses at one account from one address are slowed (5 at once, then waits of 1 s, 2 s, 4 s …
 * up to 15 minutes), so they get nowhere, while the owner signing in from elsewhere is not affected.
 * An address trying many accounts, and many addresses trying one account, meet a plain limit; the one
 * per account is high enough that a handful of someone else's guesses never locks the owner out.
 */
export const signInPerPair = new GrowingDelay({
  name: 'sign-in-pair',
  free: 5,
  firstDelayMs: 1000,
  maxDelayMs: 15 * MINUTE,
  forgetMs: HOUR,
  what: 'sign-in attempts for this account from this address',
});
export const signInPerAddress = new RateLimiter({
  name: 'sign-in-address',
  limit: 30,
  windowMs: 15 * MINUTE,
  what: 'sign-in attempts from this address',
});
export const signInPerAccount = new RateLimiter({
  name: 'sign-in-account',
  limit: 30,
  windowMs: 15 * MINUTE,
  what: 'sign-in attempts for this account',
});

/** Every other password check of an account (the old password when changing it). */
export const passwordChecksPerAccount = new RateLimiter({
  name: 'password-check-account',
  limit: 10,
  windowMs: 15 * MINUTE,
  what: 'password attempts for this account',
});

/**
 * Registration and e-mail changes both tell whether an e-mail has an account (409), so one address
 * shares a single allowance between them; an account may change its e-mail a few times an hour.
 */
export const emailChecksPerAddress = new RateLimiter({
  name: 'email-check-address',
  limit: 10,
  windowMs: HOUR,
  what: 'registrations and e-mail changes from this address',
});
export const emailChangesPerAccount = new RateLimiter({
  name: 'email-change-account',
  limit: 10,
  windowMs: HOUR,
  what: 'e-mail changes for this account',
});

/**
 * A new name is carried onto every blog the user has (blogs/rename-author.ts, up to the blog quota), so a
 * script renaming in a loop would rewrite them all each time; a person renames a few times at most.
 */
export const nameChangesPerAccount = new RateLimiter({
  name: 'name-change-account',
  limit: 20,
  windowMs: HOUR,
  what: 'name changes for this account',
});

/** Deleting an account is heavy (every blog, photo and record); a retry after a failure needs a few. */
export const accountDeletions = new RateLimiter({
  name: 'account-delete',
  limit: 5,
  windowMs: HOUR,
  what: 'attempts to delete this account',
});

export const signupsPerAddress = new RateLimiter({
  name: 'signup-address',
  limit: 20,
  windowMs: HOUR,
  what: 'mailing-list signups from this address',
});
export const messagesPerAddress = new RateLimiter({
  name: 'message-address',
  limit: 10,
  windowMs: HOUR,
  what: 'messages from this address',
});

/**
 * Readers' searches (GET /api/public/blogs/?q=) per address, in each instance's memory
 * (memory-limiter.ts): a search ranks every match on the server's CPU, so a script sending new queries
 * in a loop would hold up everyone else's requests; a reader submits a few a minute.
 */
export const searchesPerAddress = new MemoryWindowLimiter({
  name: 'search-address',
  limit: 60,
  windowMs: MINUTE,
  what: 'searches from this address',
});

/**
 * Writes per user: sync mutations (each one of a push) and REST writes of blogs, tasks and photos. A
 * blogger stays far below it and a script does not; a device sending a long offline backlog is only
 * slowed (it waits out the minute its Retry-After names, then goes on). The operator may change it
 * (WRITES_PER_MINUTE).
 */
export const WRITES_PER_MINUTE = 600;
export const writesPerUser = new RateLimiter({
  name: 'writes-user',
  limit: WRITES_PER_MINUTE,
  windowMs: MINUTE,
  what: 'changes from this account',
});
