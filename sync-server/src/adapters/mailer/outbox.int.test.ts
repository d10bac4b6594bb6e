import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MailDeliveryError } from '../../ports/mailer';
import { mailerContract, SAMPLE_MESSAGE } from '../../ports/mailer.contract';
import { createOutboxMailer, OUTBOX_RECORD_SUFFIX } from './outbox';

async function records(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => []);
  return names.filter((name) => name.endsWith(OUTBOX_RECORD_SUFFIX)).sort();
}

mailerContract('outbox', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
  return {
    mailer: createOutboxMailer({ dir }),
    deliveries: async () => (await records(dir)).length,
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
});

describe('outbox mailer', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the record and an .eml a mail client can open', async () => {
    const message = { ...SAMPLE_MESSAGE, subject: 'Zoë’s trip' };
    const { id } = await createOutboxMailer({ dir }).send(message, { idempotencyKey: 'sign-in/1' });
    expect(id).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{12}$/);
    expect((await readdir(dir)).sort()).toEqual([`${id}.eml`, `${id}.json`, 'keys']);

    const record = JSON.parse(await readFile(path.join(dir, `${id}.json`), 'utf8'));
    expect(record).toMatchObject({ id, idempotencyKey: 'sign-in/1', message });
    expect(Date.parse(record.date)).not.toBeNaN();

    const eml = await readFile(path.join(dir, `${id}.eml`), 'utf8');
    const head = eml.slice(0, eml.indexOf('\r\n\r\n'));
    expect(head).toContain('From: Travel Blog <noreply@example.com>\r\nTo: ana@example.com\r\n');
    expect(head).toContain(`Subject: =?UTF-8?B?${Buffer.from('Zoë’s trip').toString('base64')}?=`);
    expect(head).toMatch(/\r\nDate: \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000\r\n/);
    expect(head).toContain(`Message-ID: <${id}@outbox.invalid>`);
    const boundary = /boundary="([^"]+)"$/.exec(head)?.[1] ?? 'no boundary';
    const parts = eml.split(`--${boundary}`).slice(1, -1);
    const decoded = parts.map((part) => {
      const [headers = '', body = ''] = part.split('\r\n\r\n');
      return [headers.trim().split('\r\n')[0], Buffer.from(body, 'base64').toString()];
    });
    expect(decoded).toEqual([
      ['Content-Type: text/plain; charset=utf-8', SAMPLE_MESSAGE.text],
      ['Content-Type: text/html; charset=utf-8', SAMPLE_MESSAGE.html],
    ]);
  });

  it('stays idempotent across restarts and for overlapping sends', async () => {
    const first = await createOutboxMailer({ dir }).send(SAMPLE_MESSAGE, { idempotencyKey: 'k' });
    const restarted = createOutboxMailer({ dir });
    expect(await restarted.send(SAMPLE_MESSAGE, { idempotencyKey: 'k' })).toEqual(first);
    const overlapping = await Promise.all(
      Array.from({ length: 5 }, () => restarted.send(SAMPLE_MESSAGE, { idempotencyKey: 'other' })),
    );
    expect(new Set(overlapping.map(({ id }) => id)).size).toBe(1);
    expect(await records(dir)).toHaveLength(2);
    expect((await readdir(path.join(dir, 'keys'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('turns a folder it cannot write into MailDeliveryError and a failed ping', async () => {
    await writeFile(path.join(dir, 'a-file'), '');
    const mailer = createOutboxMailer({ dir: path.join(dir, 'a-file', 'outbox') });
    await expect(mailer.send(SAMPLE_MESSAGE, { idempotencyKey: 'k' })).rejects.toThrow(MailDeliveryError);
    expect(await mailer.ping()).toBe(false);
  });
});
