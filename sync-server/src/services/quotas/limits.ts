// Per-user limits (issue 14): set so that a real blogger never meets them and an abuser does, each refused
// with a message that names it. docs/security.md lists them, and limits.test.ts keeps
// the two in step. Tests inject smaller ones through Deps.quotas.
import { IMAGES_MAX } from '../../../../shared/api/blogs';
import type { Deps } from '../../deps';

export interface QuotaLimits {
  /** Documents a user may keep, per kind. */
  tasks: number;
  blogs: number;
  drafts: number;
  /** Conflicts kept; resolved ones give way, oldest first, when a new one needs the room. */
  conflicts: number;
  /** Photos in one blog's gallery. */
  imagesPerBlog: number;
  /** One stored document as UTF-8 JSON. */
  documentBytes: number;
  /** Live event streams (GET /api/sync/events) open at once on one server instance. */
  streamsPerDevice: number;
  streamsPerUser: number;
}

export const DEFAULT_LIMITS: QuotaLimits = {
  // A task is one line of at most 40 characters: 5,000 is years of trip chores, and under 2 MB.
  tasks: 5000,
  // A post a week for nearly twenty years.
  blogs: 1000,
  // Posts being written; a writer keeps a handful. 200 of 50,000 characters is 10 MB at most, where the
  // abuse run stored 95 MB of drafts in 4.6 s.
  drafts: 200,
  // Two devices editing one field offline make one; nobody leaves 200 undecided.
  conflicts: 200,
  imagesPerBlog: IMAGES_MAX,
  // The field limits allow about 230 KB (a 50,000-character story in a three-byte script, 100 photos'
  // references); twice that still stops what no field limit foresees, such as texts grown by merges.
  documentBytes: 512 * 1024,
  // One tab per device follows the stream; the rest are connections a phone left behind when its network
  // changed, which the server notices only when a heartbeat fails.
  streamsPerDevice: 3,
  streamsPerUser: 20,
};

export function quotaLimits(deps: Pick<Deps, 'quotas'>): QuotaLimits {
  return { ...DEFAULT_LIMITS, ...deps.quotas };
}
