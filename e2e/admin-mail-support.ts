// Helpers for the admin mail suite: the public signup and contact message it starts from, and the
// messages the server's embedded mailer wrote into DATA_DIR/outbox.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoBlockingViolations, expectNoSidewaysScroll } from './axe';

export const SIGNUP = { name: 'Mail Reader', email: 'mail.reader@example.com' };
export const CONTACT = {
  firstName: 'Cora',
  lastName: 'Quill',
  email: 'cora.quill@example.com',
  phone: '+44 20 7946 0001',
  msg: 'Where can I find my invoice?',
  about: 'billing',
  contactPhone: true,
  contactEmail: false,
  terms: true,
  mailingList: false,
};

async function postJson(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

/** A mailing-list signup and a contact message, both through the public calls (no token). */
export async function seedMailData(baseUrl: string): Promise<void> {
  await postJson(`${baseUrl}/api/emails`, { from: 'home', data: { ...SIGNUP, terms: true } });
  await postJson(`${baseUrl}/api/msg/`, CONTACT);
}

interface OutboxRecord {
  message: { to: string; subject: string; html: string };
}

/** Every message the embedded mailer delivered, oldest first. */
export async function outbox(dataDir: string): Promise<OutboxRecord['message'][]> {
  const dir = join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.json')).sort();
  const records = await Promise.all(files.map(async (name) => readFile(join(dir, name), 'utf8')));
  return records.map((text) => (JSON.parse(text) as OutboxRecord).message);
}

/** axe finds nothing serious and the page does not scroll sideways (phone width). */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await expectNoBlockingViolations(page);
  await expectNoSidewaysScroll(page, label);
}
