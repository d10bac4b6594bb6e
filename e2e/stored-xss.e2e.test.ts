// Stored XSS (issue 16): filter-evasion payloads written through the API into every text the app shows
// later (blog title, body and country, a registered and a renamed user name, task texts, a contact message,
// a footer signup, an admin e-mail's subject and HTML body), then every screen that shows them opened in
// Chromium on a 390 px phone. No payload may run (its hook is never called, no dialog opens), no request may
// leave for another origin, and no injected markup may reach the DOM. The contexts bypass the CSP on
// purpose: the CSP forbids inline script anyway (sync-server/src/http/security.ts, tested with the headers),
// and this suite checks the layer under it, that every text is escaped (or, for e-mail bodies, sanitized).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { type Harness, startHarness } from './harness';
import { callApi, loginToken, signIn } from './session';
import { longPayloads, shortPayload } from './xss-payloads';
import { injectedMarkup, watchContext, type XssWatch } from './xss-watch';

const PHONE_390 = { width: 390, height: 844 };
const PASSWORD = 'first-password-1';

const TEXT = {
  name: shortPayload('register-name', 0, 60),
  renamed: shortPayload('renamed', 1, 60),
  title: `${shortPayload('title', 0, 60)} ${shortPayload('title2', 1, 60)}`,
  country: shortPayload('country', 2, 60),
  body: longPayloads('body').join('\n'),
  tasks: [0, 1, 2, 3, 4].map((n) => shortPayload(`t${n}`, n, 40)),
  firstName: shortPayload('first', 1, 60),
  lastName: shortPayload('last', 0, 60),
  msg: longPayloads('msg').join('\n'),
  signup: shortPayload('signup', 2, 60),
  subject: `${shortPayload('subject', 0, 60)} ${shortPayload('subject2', 3, 60)}`,
  mail: `<p>Hello <b>there</b></p>${longPayloads('mail').join('<br>')}`,
};

/** The server's output, told with a refused write so a 5xx says why. */
let serverLog = () => '';

async function send(url: string, path: string, init: RequestInit, token = ''): Promise<Response> {
  const response = token ? await callApi(url, token, path, init) : await fetch(`${url}${path}`, init);
  const said = `${path}: ${await response.clone().text()}\n${serverLog().slice(-2000)}`;
  expect(response.status, said).toBeLessThan(300);
  return response;
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

async function register(url: string, name: string, email: string): Promise<string> {
  const body = { name, email, password: PASSWORD, password2: PASSWORD, terms: true, tier: 'free' };
  const dob = { dob: '1990-03-05', day: '05', month: '03', year: '1990', emailList: false };
  const response = await send(url, '/api/users', json('POST', { ...body, ...dob }));
  return ((await response.json()) as { token: string }).token;
}

describe('stored XSS', () => {
  let harness: Harness;
  let server: ServerProcess;
  const ids = { blog: '', email: '' };
  const attackerEmail = 'attacker@example.com';
  let user: { context: BrowserContext; page: Page; watch: XssWatch };
  let admin: { context: BrowserContext; page: Page; watch: XssWatch };

  async function open(url: string) {
    const context = await harness.browser.newContext({ viewport: PHONE_390, bypassCSP: true });
    const watch = await watchContext(context, url);
    return { context, page: await context.newPage(), watch };
  }

  beforeAll(async () => {
    harness = await startHarness();
    server = harness.server;
    serverLog = server.output;
    const url = server.url;
    const token = await register(url, TEXT.name, attackerEmail);
    const other = await register(url, 'Plain Name', 'renamed@example.com');
    await send(url, '/api/users/change-name', json('PUT', { newName: TEXT.renamed }), other);

    const form = new FormData();
    for (const [key, value] of Object.entries({
      blogTitle: TEXT.title,
      country: TEXT.country,
      blogBody: TEXT.body,
      featured: 'true',
      publish: 'true',
    }))
      form.set(key, value);
    const blog = await send(url, '/api/blogs', { method: 'POST', body: form }, token);
    ids.blog = ((await blog.json()) as { _id: string })._id;
    for (const taskText of TEXT.tasks) await send(url, '/api/tasks', json('POST', { taskText }), token);

    const contact = { firstName: TEXT.firstName, lastName: TEXT.lastName, email: 'cora@example.com' };
    await send(url, '/api/msg/', json('POST', { ...contact, msg: TEXT.msg, terms: true }));
    await send(
      url,
      '/api/emails/footer',
      json('POST', { name: TEXT.signup, email: 'sig@example.com', terms: true }),
    );
    const adminToken = await loginToken(url);
    const mail = { to: attackerEmail, subject: TEXT.subject, text: TEXT.mail };
    const sent = await send(url, '/api/emails/user/send', json('POST', mail), adminToken);
    ids.email = ((await sent.json()) as { _id: string })._id;

    user = await open(url);
    await signIn(user.page, url, { email: attackerEmail, password: PASSWORD });
    admin = await open(url);
    await signIn(admin.page, url);
  }, 120_000);
  afterAll(() => harness?.close());

  /** What payloads did on the page; all empty when nothing got through. */
  async function traces(as: typeof user) {
    const markup = await injectedMarkup(as.page).catch(() => [`(the page is gone, to ${as.page.url()})`]);
    const { fired, dialogs, outside } = as.watch;
    return { markup, fired, dialogs, outside };
  }
  const NONE = { markup: [], fired: [], dialogs: [], outside: [] };

  /** Opens path, waits until every text shows, and finds no trace of a payload. */
  async function visit(as: typeof user, path: string, shown: string[]) {
    await as.page.goto(`${server.url}${path}`);
    try {
      for (const text of shown) await as.page.getByText(text).first().waitFor({ timeout: 20_000 });
    } catch (error) {
      // A payload that navigated away or broke the page says so, rather than only "timeout".
      expect(await traces(as), `traces of payloads on ${path}, whose texts never showed`).toEqual(NONE);
      throw error;
    }
    // A payload's image error or load would come within a round trip of the text showing.
    await as.page.waitForTimeout(500);
    expect(await traces(as), `traces of payloads on ${path}`).toEqual(NONE);
  }

  const firstLine = (text: string) => text.split('\n')[0] ?? '';

  it('shows the blog on the home page as text', async () => {
    await visit(user, '/', [TEXT.title]);
  });

  it('shows the blog on its public page as text', async () => {
    await visit(user, `/public-blog/${ids.blog}`, [
      TEXT.title,
      TEXT.country,
      TEXT.name,
      firstLine(TEXT.body),
    ]);
    // The payloads mixing quotes and markup reach the page as the writer typed them.
    expect(await user.page.locator('main').textContent()).toContain(longPayloads('body')[4]);
  });

  it("shows the owner's screens as text", async () => {
    await visit(user, '/user-blogs', [TEXT.title]);
    await visit(user, `/user-blog/${ids.blog}`, [TEXT.title, firstLine(TEXT.body)]);
    await visit(user, `/manage-images/${ids.blog}`, []);
    await visit(user, '/tasks', TEXT.tasks);
    await visit(user, '/my-account', [TEXT.name]);
  });

  it("shows the admin's screens as text, and the e-mail body sanitized", async () => {
    await visit(admin, '/admin-blogs', [TEXT.title]);
    await visit(admin, '/admin-users', [TEXT.name, TEXT.renamed]);
    await visit(admin, '/admin-messages', [TEXT.firstName]);
    // The message itself shows in a dialog.
    await admin.page
      .getByRole('button', { name: /^open message from/ })
      .first()
      .click();
    await admin.page.getByRole('dialog').getByText(firstLine(TEXT.msg)).first().waitFor();
    await admin.page.waitForTimeout(500);
    expect(await traces(admin), 'traces of payloads in the opened message').toEqual(NONE);
    await visit(admin, '/email-page', [TEXT.signup]);
    // The list shows the start of a subject.
    await visit(admin, '/view-sent-emails', [TEXT.subject.slice(0, 20)]);
    await visit(admin, `/view-sent-email-data-page/${ids.email}`, [TEXT.subject, 'Hello there', 'styled']);
    await visit(admin, '/admin-dash', []);
  });
});
