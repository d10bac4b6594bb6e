// SPEC §2 "Common texts": the loader says "we are fetching your data", or "we are deleting your data"
// during a delete. Every screen shows these two, so they are spelled once.
export const FETCHING = 'we are fetching your data';
export const DELETING = 'we are deleting your data';
