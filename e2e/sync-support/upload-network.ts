// A device's network to the in-process server for the photo upload tests: it counts the photo bytes that
// reach the server, notes when requests start and end and how many uploads are under way at once, and can
// drop the connection before a request's body arrives ('cut') or after the server handled it ('lose').
import type { TestApp } from '../../sync-server/src/testing/test-app';

export type Fault = 'cut' | 'lose' | null;

const PHOTO = /^\/api\/sync\/images\/([0-9a-f]{64})/;

export class UploadNetwork {
  /** Photo bytes the server received, by hash (chunks and one-request uploads alike). */
  readonly received = new Map<string, number>();
  /** `> METHOD path` when a request leaves, `< METHOD path` when its answer is in. */
  readonly log: string[] = [];
  uploading = 0;
  mostAtOnce = 0;
  fault: (method: string, path: string) => Fault = () => null;

  constructor(private readonly t: TestApp) {}

  readonly fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const path = String(input);
    const method = init.method ?? 'GET';
    const fault = this.fault(method, path);
    if (fault === 'cut') throw new TypeError('The connection was reset');
    const photo = PHOTO.exec(path)?.[1];
    const upload = photo !== undefined && method === 'PUT';
    if (upload) this.mostAtOnce = Math.max(this.mostAtOnce, ++this.uploading);
    this.log.push(`> ${method} ${path}`);
    try {
      const response = await this.t.app.request(path, init);
      if (upload && init.body instanceof Blob)
        this.received.set(photo, (this.received.get(photo) ?? 0) + init.body.size);
      this.log.push(`< ${method} ${path}`);
      if (fault === 'lose') {
        await response.body?.cancel();
        throw new TypeError('The connection was reset');
      }
      return response;
    } finally {
      if (upload) this.uploading -= 1;
    }
  };
}
