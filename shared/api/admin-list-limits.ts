// The admin lists' limits and filters without their zod schemas (admin-lists.ts): the app's route table
// checks its URLs against these on every page, so importing them must not bring the validator along.
export const PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
export const SEARCH_MAX = 100;

/** SPEC §2 admin users filter: "both" is an admin who is also suspended. */
export const USER_FILTERS = ['all', 'suspended', 'admin', 'both'] as const;
export type UserFilter = (typeof USER_FILTERS)[number];
