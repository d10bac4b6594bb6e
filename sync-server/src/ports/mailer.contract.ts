// Behaviour every Mailer adapter must share; each adapter's integration test runs it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from './mailer';
import { MailDeliveryError } from './mailer';

export interface MailerFixture {
  mailer: Mailer;
  /** How many messages really went out (files written, requests the provider accepted). */
  deliveries: () => Promise<number>;
  cleanup: () => Promise<void>;
}

export const SAMPLE_MESSAGE: MailMessage = {
  from: 'Travel Blog <noreply@example.com>',
  to: 'ana@example.com',
  subject: 'Your sign-in link',
  html: '<p>Hello <b>Ana</b>, <a href="https://example.com/s/abc">sign in</a>.</p>',
  text: 'Hello Ana, sign in: https://example.com/s/abc',
};

const INJECTIONS: [string, Partial<MailMessage>][] = [
  ['CR LF in the subject', { subject: 'Hi\r\nBcc: victim@example.com' }],
  ['LF in the subject', { subject: 'Hi\nBcc: victim@example.com' }],
  ['CR in the subject', { subject: 'Hi\rthere' }],
  ['LF in to', { to: 'ana@example.com\nBcc: victim@example.com' }],
  ['CR LF in from', { from: 'a@example.com\r\nReply-To: evil@example.com' }],
];

export function mailerContract(name: string, make: () => Promise<MailerFixture>): void {
  describe(`Mailer contract: ${name}`, () => {
    let fixture: MailerFixture | undefined;
    let mailer: Mailer;
    let deliveries: () => Promise<number>;

    beforeEach(async () => {
      fixture = await make();
      ({ mailer, deliveries } = fixture);
    });
    afterEach(async () => {
      await fixture?.cleanup();
      fixture = undefined;
    });

    it('sends a message and answers its id', async () => {
      const { id } = await mailer.send(SAMPLE_MESSAGE, { idempotencyKey: 'sign-in/1' });
      expect(id).toMatch(/\S/);
      expect(await deliveries()).toBe(1);
    });

    it('delivers once for the same idempotency key and answers the first id again', async () => {
      const first = await mailer.send(SAMPLE_MESSAGE, { idempotencyKey: 'sign-in/1' });
      const second = await mailer.send(SAMPLE_MESSAGE, { idempotencyKey: 'sign-in/1' });
      expect(second.id).toBe(first.id);
      expect(await deliveries()).toBe(1);
    });

    it('delivers each of two different keys', async () => {
      const first = await mailer.send(SAMPLE_MESSAGE, { idempotencyKey: 'sign-in/1' });
      const second = await mailer.send(SAMPLE_MESSAGE, { idempotencyKey: 'sign-in/2' });
      expect(second.id).not.toBe(first.id);
      expect(await deliveries()).toBe(2);
    });

    it('sends a subject outside ASCII', async () => {
      const message = { ...SAMPLE_MESSAGE, subject: 'Zoë’s trip to Kraków 🏔️ is online' };
      await expect(mailer.send(message, { idempotencyKey: 'utf8' })).resolves.toMatchObject({
        id: expect.any(String),
      });
      expect(await deliveries()).toBe(1);
    });

    it.each(INJECTIONS)('refuses %s and delivers nothing', async (_, change) => {
      const sending = mailer.send({ ...SAMPLE_MESSAGE, ...change }, { idempotencyKey: 'inject' });
      await expect(sending).rejects.toThrow(MailDeliveryError);
      expect(await deliveries()).toBe(0);
    });

    it.each(['', 'a\r\nb', 'x'.repeat(257)])('refuses the idempotency key %j', async (idempotencyKey) => {
      await expect(mailer.send(SAMPLE_MESSAGE, { idempotencyKey })).rejects.toThrow(MailDeliveryError);
      expect(await deliveries()).toBe(0);
    });

    it('answers ping', async () => {
      expect(await mailer.ping()).toBe(true);
    });
  });
}
