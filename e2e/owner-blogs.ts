// What the owner-feed suites share: a published blog made through the API, as another device of its
// owner would make it, and a locator's text read without waiting for it to appear.
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { callApi } from './session';

/** Creates a published blog titled `title` with the owner's token; answers its id. */
export async function createPublicBlog(baseUrl: string, token: string, title: string): Promise<string> {
  const form = new FormData();
  form.set('blogTitle', title);
  form.set('country', 'Portugal');
  form.set('blogBody', 'Yellow trams climb the hills. The river shines below.');
  form.set('featured', 'false');
  form.set('publish', 'true');
  const res = await callApi(baseUrl, token, '/api/blogs/', { method: 'POST', body: form });
  expect(res.status).toBe(201);
  return (await res.json())._id;
}

/** The first match's text now, or '' while there is none (textContent alone would wait for one). */
export async function textNow(locator: Locator): Promise<string> {
  return (await locator.count()) > 0 ? ((await locator.first().textContent()) ?? '') : '';
}
