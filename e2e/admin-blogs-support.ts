// Helpers for the admin blogs e2e suite: a registered user's blog made through the API, and readers for
// the admin list's rows and marks.
import type { Locator, Page } from 'playwright-core';
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

/** The admin list's rows, and one row by its blog's title. */
export const rows = (page: Page): Locator => page.locator('main tbody tr');
export const row = (page: Page, title: string): Locator =>
  rows(page).filter({ has: page.locator('th', { hasText: title }) });

/** The titles listed now. */
export const titles = (page: Page): Promise<string[]> => page.locator('main tbody th').allTextContents();

/** A row's marks as their words say them (the hidden text a screen reader reads). */
export const marks = (target: Locator): Promise<string[]> =>
  target.locator('.blog-mark .visually-hidden').allTextContents();

/** The count line under the list's heading. */
export const countLine = (page: Page): Promise<string | null> =>
  page.locator('main .admin-list__count').textContent();
