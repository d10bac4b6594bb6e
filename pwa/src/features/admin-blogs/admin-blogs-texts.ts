// Texts of the admin blogs screen that tests look for.
export const OFFLINE_WRITE = 'You are offline. Changing blogs needs the network: connect and try again.';
export const BLOG_UPDATED = 'blog updated';
export const BLOG_DELETED = 'blog deleted';
export const CODE_COPIED = 'copied';
/** SPEC §9 gives 2 s for the signup e-mail's copied notice; the delete code's is the same kind of notice. */
export const CODE_COPIED_MS = 2000;
