// Everything the app needs from the outside world, built once in main.ts (or by a test) and injected.
import type { Config } from './config/config';
import type { Logger } from './log';
import type { BlobStore } from './ports/blob-store';
import type { DocumentStore } from './ports/document-store';
import type { Mailer } from './ports/mailer';
import type { QuotaLimits } from './services/quotas/limits';

export interface Deps {
  config: Config;
  store: DocumentStore;
  blobs: BlobStore;
  mailer: Mailer;
  log: Logger;
  /** Where the built PWA lives; absent in API-only tests. */
  pwaDir?: string;
  /** Per-user limits other than the defaults (services/quotas/limits.ts); tests make them small. */
  quotas?: Partial<QuotaLimits>;
  /** How long counted views wait to be logged together (services/sync/view-feed.ts); tests change it. */
  viewFeedMs?: number;
}
