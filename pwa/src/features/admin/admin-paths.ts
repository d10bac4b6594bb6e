// The server paths of the admin lists (SPEC §7), spelled once for the screens and the dashboard.
export const ADMIN_USERS_PATH = '/api/admin/users/';
export const ADMIN_BLOGS_PATH = '/api/admin/';
export const SIGNUPS_PATH = '/api/emails';
export const SENT_EMAILS_PATH = '/api/emails/sent';
export const MESSAGES_PATH = '/api/msg/';
export const ADMIN_STATS_PATH = '/api/admin/stats';
