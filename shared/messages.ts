// Texts both sides show or compare against (SPEC §1, §5, §8).
export const DEMO_NOTICE = 'You cannot perform this action as a demo user!';
export const TIER_REQUIRED = 'You must select a tier.';
export const PASSWORDS_MUST_MATCH = 'Passwords must match... ';
/** Registration and every mailing-list signup need the terms ticked: one rule, one wording. */
export const TERMS_REQUIRED = 'You must accept the terms and conditions';
/**
 * A sync request made for another account than the token's (a push whose `userId`, a pull whose `userId`
 * or cursor names someone else): answered 409 and nothing changes. The device keeps that account's data
 * and syncs it once that account signs in again.
 */
export const OTHER_ACCOUNT_SYNC =
  'These changes belong to another account: sign in to that account to sync them';
