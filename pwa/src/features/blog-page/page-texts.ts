// Texts of the blog pages that tests look for (the loaders are in alerts/loading-texts.ts).
export const NOT_ON_DEVICE = 'This blog is not on this device yet. Connect to the internet to read it.';
/** What an admin reads on a suspended blog of another user (issue 32: nothing said so). */
export const SUSPENDED_NOTE = 'suspended: visitors cannot see this blog until an admin lifts the suspension';
export const OTHER_USERS_BLOG_OFFLINE =
  'This blog belongs to another user, so it is not kept on this device. Reading it needs the network: connect and it loads.';
