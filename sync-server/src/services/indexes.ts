// Every index the services rely on, created at start-up (idempotent). Unique indexes are what make
// "one account per e-mail" and "one signup per e-mail" hold under concurrent requests. The admin lists
// page newest first (paging.ts NEWEST_FIRST), which MongoDB then reads off an index instead of sorting.
// The change log is read and pruned by ranges of ids (change-log.ts entryId); a write finds the entries
// its document's new one replaces by the document's id (log-compaction.ts). Blogs have a text index.
import type { DocumentStore } from '../ports/document-store';
import { BLOGS } from './blogs/blog-doc';
import { BLOG_TEXT_INDEX } from './blogs/public-search';
import { VIEWERS } from './blogs/view-window';
import { MESSAGES } from './contact/messages';
import { SENT_EMAILS } from './mail/sent-email-doc';
import { NEWEST_FIRST } from './paging';
import { RATE_LIMITS } from './rate-limit/counters';
import { SIGNUPS } from './signups/add-signup';
import { PENDING } from './sync/blog-feed';
import { CHANGES } from './sync/change-log';
import { CONFLICTS } from './sync/conflicts';
import { IMAGES } from './sync/images';
import { STREAM_LEASES } from './sync/stream-leases';
import { TOMBSTONES } from './sync/tombstones';
import { UPLOADS } from './sync/upload-doc';
import { TASKS } from './tasks/task-doc';
import { INVOICES } from './users/invoice';
import { USERS } from './users/user-doc';

export async function ensureIndexes(store: DocumentStore): Promise<void> {
  await store.collection(USERS).ensureIndex({ fields: { email: 1 }, unique: true });
  await store.collection(SIGNUPS).ensureIndex({ fields: { email: 1 }, unique: true });
  await store.collection(INVOICES).ensureIndex({ fields: { userID: 1 } });
  await store.collection(BLOGS).ensureIndex({ fields: { userID: 1 } });
  await store.collection(TASKS).ensureIndex({ fields: { userID: 1 } });
  await store.collection(SENT_EMAILS).ensureIndex({ fields: { idempotencyKey: 1 }, unique: true });
  await store.collection('drafts').ensureIndex({ fields: { userID: 1 } });
  await store.collection(CONFLICTS).ensureIndex({ fields: { userID: 1 } });
  await store.collection(CHANGES).ensureIndex({ fields: { id: 1 } });
  // Only deleted documents' copies have a kind: the photo release looks among them (sync/images.ts).
  await store.collection(CONFLICTS).ensureIndex({ fields: { kind: 1 }, sparse: true });
  await store.collection(IMAGES).ensureIndex({ fields: { userID: 1 } });
  await store.collection(UPLOADS).ensureIndex({ fields: { userID: 1 } });
  await store.collection(PENDING).ensureIndex({ fields: { owner: 1 } });
  await store.collection(TOMBSTONES).ensureIndex({ fields: { userID: 1 } });
  await store.collection(STREAM_LEASES).ensureIndex({ fields: { userID: 1 } });
  // Expired view records are deleted by their end (view-window.ts).
  await store.collection(VIEWERS).ensureIndex({ fields: { until: 1 } });
  await store.collection(MESSAGES).ensureIndex({ fields: { idempotencyKey: 1 }, unique: true, sparse: true });
  // Expired rate-limit counters are deleted by their end (rate-limit/counters.ts).
  await store.collection(RATE_LIMITS).ensureIndex({ fields: { expiresAt: 1 } });
  for (const list of [USERS, BLOGS, SIGNUPS, SENT_EMAILS, MESSAGES]) {
    await store.collection(list).ensureIndex({ fields: NEWEST_FIRST });
  }
  // The dashboard's busiest countries: SQLite groups the blogs by this index's entries, reading no blog.
  await store.collection(BLOGS).ensureIndex({ fields: { country: 1 } });
  // The admin users filter (suspended, admin, both).
  await store.collection(USERS).ensureIndex({ fields: { isAdmin: 1 } });
  await store.collection(USERS).ensureIndex({ fields: { isSuspended: 1 } });
  // Readers' search of public blogs (blogs/public-search.ts).
  await store.collection(BLOGS).ensureTextIndex(BLOG_TEXT_INDEX);
}
