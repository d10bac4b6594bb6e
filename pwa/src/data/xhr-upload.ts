// Uploads with XMLHttpRequest because fetch cannot report upload progress. Where there is no XHR (Node
// tests, some workers) the caller's fetch does the upload and progress jumps from 0 to done.
export interface UploadRequest {
  method?: 'PUT' | 'POST';
  url: string;
  headers: Record<string, string>;
  body: Blob | string;
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

export interface UploadAnswer {
  status: number;
  text: string;
  /** The Retry-After header of a refusal (429, 503), when sent. */
  retryAfter?: string | null;
}

export function xhrAvailable(): boolean {
  return typeof XMLHttpRequest !== 'undefined';
}

/** Resolves with any HTTP answer; rejects only when none arrived (network, abort). */
export function xhrUpload(request: UploadRequest): Promise<UploadAnswer> {
  const { method = 'PUT', url, headers, body, onProgress, signal } = request;
  const size = typeof body === 'string' ? body.length : body.size;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      onProgress?.(event.loaded, event.lengthComputable ? event.total : size);
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        text: xhr.responseText,
        retryAfter: xhr.getResponseHeader('Retry-After'),
      });
    xhr.onerror = () => reject(new TypeError('Network error during upload'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    xhr.ontimeout = () => reject(new DOMException('Upload timed out', 'TimeoutError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
