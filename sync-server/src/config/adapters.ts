// Picks each port's adapter from the environment, once: the real service when it is configured,
// else the embedded default under DATA_DIR. A real service's adapter is loaded only when it is configured:
// the MongoDB driver, the S3 client and Resend's SDK weigh some 40 MB in a server that never calls them.
import { join } from 'node:path';
import { createDiskBlobStore } from '../adapters/blob-store/disk';
import { embeddedStoreFile, openEmbeddedStore } from '../adapters/document-store/embedded';
import { createOutboxMailer } from '../adapters/mailer/outbox';
import type { BlobStore } from '../ports/blob-store';
import type { DocumentStore } from '../ports/document-store';
import type { Mailer } from '../ports/mailer';
import type { Config } from './config';

/** `report` hears what opening did beyond opening (an earlier version's data brought in). */
export async function createDocumentStore(
  { env, dataDir }: Pick<Config, 'env' | 'dataDir'>,
  report?: (line: string) => void,
): Promise<DocumentStore> {
  if (env.MONGODB_URI) {
    const { createMongoStore } = await import('../adapters/document-store/mongodb');
    return createMongoStore({ uri: env.MONGODB_URI, dbName: env.MONGODB_DB });
  }
  return openEmbeddedStore(dataDir, report);
}

export async function createBlobStore({ env, dataDir }: Config): Promise<BlobStore> {
  if (env.S3_BUCKET) {
    const { createS3BlobStore } = await import('../adapters/blob-store/s3');
    return createS3BlobStore({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      ...(env.S3_ENDPOINT && { endpoint: env.S3_ENDPOINT }),
      ...(env.S3_ACCESS_KEY_ID && { accessKeyId: env.S3_ACCESS_KEY_ID }),
      ...(env.S3_SECRET_ACCESS_KEY && { secretAccessKey: env.S3_SECRET_ACCESS_KEY }),
      ...(env.S3_PUBLIC_URL && { publicUrl: env.S3_PUBLIC_URL }),
    });
  }
  return createDiskBlobStore({ root: join(dataDir, 'media') });
}

export async function createMailer({ env, dataDir }: Config): Promise<Mailer> {
  if (env.RESEND_API_KEY) {
    const { createResendMailer } = await import('../adapters/mailer/resend');
    return createResendMailer({
      apiKey: env.RESEND_API_KEY,
      ...(env.RESEND_BASE_URL && { baseUrl: env.RESEND_BASE_URL }),
    });
  }
  return createOutboxMailer({ dir: join(dataDir, 'outbox') });
}

/** Where each adapter keeps its data, for the start-up banner. */
export function describeStorage({ env, dataDir }: Config): string[] {
  return [
    env.MONGODB_URI
      ? `documents: MongoDB database ${env.MONGODB_DB}`
      : `documents: ${embeddedStoreFile(dataDir)}`,
    env.S3_BUCKET ? `images:    S3 bucket ${env.S3_BUCKET}` : `images:    ${join(dataDir, 'media')}`,
    env.RESEND_API_KEY ? 'e-mail:    Resend' : `e-mail:    ${join(dataDir, 'outbox')}`,
  ];
}
