// Mail "sent" into a folder (embedded mode): `<dir>/<timestamp>-<key hash>.json` holds the message,
// its idempotency key, id and date; the `.eml` beside it opens in any mail client.
import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Mailer, MailMessage, SendOptions } from '../../ports/mailer';
import { MailDeliveryError } from '../../ports/mailer';
import { canWriteIn, createFileExclusive, errorCode, writeFileAtomic } from '../atomic-write';
import { formatEml } from './eml';
import { assertSafeHeaders } from './headers';

export interface OutboxMailerOptions {
  dir: string;
}

/** The file a message's record is in; tools and tests find deliveries by this suffix. */
export const OUTBOX_RECORD_SUFFIX = '.json';

export function createOutboxMailer({ dir }: OutboxMailerOptions): Mailer {
  // One index file per key, named by its hash: a repeat send is one read, however big the outbox.
  const keysDir = path.join(dir, 'keys');
  // Sends of one key that overlap in this process share one delivery.
  const inFlight = new Map<string, Promise<{ id: string }>>();

  async function sentId(indexFile: string): Promise<string | null> {
    try {
      const index: unknown = JSON.parse(await readFile(indexFile, 'utf8'));
      const id = typeof index === 'object' && index !== null && 'id' in index && index.id;
      return typeof id === 'string' ? id : null;
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return null;
      throw error;
    }
  }

  async function deliver(message: MailMessage, idempotencyKey: string, keyHash: string) {
    const indexFile = path.join(keysDir, `${keyHash}.json`);
    const earlier = await sentId(indexFile);
    if (earlier) return { id: earlier };

    const date = new Date();
    const id = `${date.toISOString().replace(/[-:.]/g, '')}-${keyHash.slice(0, 12)}`;
    const eml = path.join(dir, `${id}.eml`);
    const record = path.join(dir, `${id}${OUTBOX_RECORD_SUFFIX}`);
    await writeFileAtomic(eml, formatEml(message, { messageId: `${id}@outbox.invalid`, date }));
    const written = { id, idempotencyKey, date: date.toISOString(), message };
    await writeFileAtomic(record, `${JSON.stringify(written, null, 2)}\n`);
    // The index comes last and only if absent: a crash before it means a retry delivers again (at
    // least once, never lost), and of two processes racing on one key exactly one keeps its files.
    if (await createFileExclusive(indexFile, JSON.stringify({ id, idempotencyKey }))) return { id };
    const winner = await sentId(indexFile);
    if (!winner) throw new MailDeliveryError(`outbox index ${indexFile} is unreadable`);
    if (winner !== id) await Promise.all([rm(eml, { force: true }), rm(record, { force: true })]);
    return { id: winner };
  }

  return {
    kind: 'outbox',

    async send(message: MailMessage, options: SendOptions) {
      assertSafeHeaders(message, options);
      const keyHash = createHash('sha256').update(options.idempotencyKey).digest('hex');
      const pending = inFlight.get(keyHash);
      if (pending) return pending;
      const sending = deliver(message, options.idempotencyKey, keyHash).catch((error: unknown) => {
        if (error instanceof MailDeliveryError) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        throw new MailDeliveryError(`could not write to the outbox ${dir}: ${reason}`, error);
      });
      inFlight.set(keyHash, sending);
      try {
        return await sending;
      } finally {
        inFlight.delete(keyHash);
      }
    },

    ping: () => canWriteIn(dir),
  };
}
