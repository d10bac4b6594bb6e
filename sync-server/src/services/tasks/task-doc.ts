// A task as stored (SPEC §3): a synced document owned by userID.
export const TASKS = 'tasks';
