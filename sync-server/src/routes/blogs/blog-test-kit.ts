// What every blog API test needs: an app on a chosen BlobStore, signed-in users, and form builders.
import type { BlobStore } from '../../ports/blob-store';
import { insertUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

export type MakeBlobs = () => Promise<{ blobs: BlobStore; cleanup: () => Promise<void> }>;

export interface BlogKit {
  t: TestApp;
  ann: TestUser;
  bob: TestUser;
  admin: TestUser;
  demo: TestUser;
  close(): Promise<void>;
}

export async function blogKit(makeBlobs: MakeBlobs): Promise<BlogKit> {
  const { blobs, cleanup } = await makeBlobs();
  const t = await createTestApp({ blobs });
  const kit = {
    t,
    ann: await insertUser(t.deps, { name: 'Ann Lee' }),
    bob: await insertUser(t.deps, { name: 'Bob Stone' }),
    admin: await insertUser(t.deps, { name: 'Ada Admin', isAdmin: true, isSuperAdmin: true }),
    demo: await insertUser(t.deps, { name: 'Demo User', isDemoUser: true }),
    close: async () => {
      await t.close();
      await cleanup();
    },
  };
  return kit;
}

export type FormValue = string | Uint8Array | Uint8Array[];

export function form(fields: Record<string, FormValue>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    const parts = Array.isArray(value) ? value : [value];
    for (const part of parts) {
      if (typeof part === 'string') data.append(name, part);
      else data.append(name, new Blob([new Uint8Array(part)]), `${name}.jpg`);
    }
  }
  return data;
}

export function send(method: string, body: FormData | unknown, who?: TestUser): RequestInit {
  const headers: Record<string, string> = { ...(who?.auth ?? {}) };
  if (body instanceof FormData) return { method, body, headers };
  return { method, body: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } };
}

export const blogFields = {
  blogTitle: '  Lisbon by tram  ',
  country: ' Portugal ',
  blogBody: 'Hills and tiles.',
  featured: 'true',
  publish: 'true',
};
