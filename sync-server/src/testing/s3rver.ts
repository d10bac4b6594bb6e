// A throwaway S3 (s3rver) for integration tests: its own temp directory, a free port, one bucket.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3rverInstance {
  endpoint: string;
  bucket: string;
  region: string;
  /** s3rver's built-in account; it checks request signatures against these. */
  accessKeyId: string;
  secretAccessKey: string;
  close: () => Promise<void>;
}

export async function startS3rver(bucket = 'test-bucket'): Promise<S3rverInstance> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  let port: number;
  try {
    ({ port } = await server.run());
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
