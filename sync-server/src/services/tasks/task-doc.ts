// A task as stored (SPEC §3), owned by userID.
export const TASKS = 'tasks';
