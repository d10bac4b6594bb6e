// Helpers for the admin blogs e2e suite: a registered user's blog made through the API, and readers for
// the admin list's rows and marks.
import type { Locator, Page } from 'playwright-core';
import { openEmbeddedStore } from '../sync-server/src/adapters/document-store/embedded';
import { newUserDoc, users } from '../sync-server/src/services/users/user-doc';
import type { Registered } from './accounts-api';
import { jpegBlob } from './photos';
import { callApi } from './session';

export interface UserBlog {
  blogTitle: string;
  country: string;
}

/** Creates a published blog as `user` would from their own new blog form; answers its id. */
export async function createUserBlog(baseUrl: string, user: Registered, blog: UserBlog): Promise<string> {
  const form = new FormData();
  form.set('blogTitle', blog.blogTitle);
  form.set('country', blog.country);
  form.set('blogBody', 'Empanadas on the hills, then the sea at dusk.');
  form.set('publish', 'true');
  form.set('heroImage', await jpegBlob('#3a7'), 'hero.jpg');
  const res = await callApi(baseUrl, user.token, '/api/blogs/', { method: 'POST', body: form });
  if (res.status !== 201) throw new Error(`create blog: ${res.status} ${await res.text()}`);
  return (await res.json())._id;
}

/**
 * `count` users written straight into a fresh data dir (harness `prepare`), each a minute older than the
 * one before, all older than the accounts the server seeds as it starts. Made without the API, whose
 * scrypt would take a third of a second each; they have no usable password, as none signs in.
 */
export async function seedOldUsers(dataDir: string, count: number): Promise<void> {
  const store = await openEmbeddedStore(dataDir);
  try {
    const start = Date.now() - 60_000;
    const docs = Array.from({ length: count }, (_, i) => {
      const n = String(i + 1).padStart(2, '0');
      const fields = { _id: `old-user-${n}`, name: `Old User ${n}`, email: `old-${n}@example.com` };
      return newUserDoc({ ...fields, passwordHash: 'none' }, new Date(start - i * 60_000));
    });
    await users({ store }).insertMany(docs);
  } finally {
    await store.close();
  }
}

/** The admin list's rows, and one row by its blog's title. */
export const rows = (page: Page): Locator => page.locator('main tbody tr');
export const row = (page: Page, title: string): Locator =>
  rows(page).filter({ has: page.locator('th', { hasText: title }) });

/** The titles listed now. */
export const titles = (page: Page): Promise<string[]> => page.locator('main tbody th').allTextContents();

/** A row's marks as their words say them (shown on a phone's card, read by screen readers). */
export const marks = (target: Locator): Promise<string[]> =>
  target.locator('.blog-mark__label').allTextContents();

/** The count line under the list's heading. */
export const countLine = (page: Page): Promise<string | null> =>
  page.locator('main .admin-list__count').textContent();
