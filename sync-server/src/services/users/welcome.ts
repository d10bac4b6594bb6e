// POST /api/users/welcome: the welcome e-mail carrying the registration invoice (SPEC §3, §7). The
// idempotency key is the invoice's, so a retried call never sends the e-mail twice.

import { escapeHtml } from '../../../../shared/escape-html';
import type { Deps } from '../../deps';
import { NotFoundError } from '../errors';
import { INVOICES, type Invoice, invoiceTotal } from './invoice';

export function welcomeMail(invoice: Invoice): { subject: string; html: string; text: string } {
  const rows = invoice.purchases
    .map(
      (p) =>
        `<tr><td>${escapeHtml(p.product)}</td><td>${p.quantity}</td><td>${p.price}</td><td>${p.total}</td></tr>`,
    )
    .join('');
  const lines = invoice.purchases.map((p) => `${p.product} x${p.quantity}: ${p.total}`);
  const name = escapeHtml(invoice.username);
  return {
    subject: `Welcome to Travel Blog, ${invoice.username}`,
    html: `<p>Welcome, ${name}!</p><p>Invoice ${invoice.invoiceNumber} (${invoice.tier})</p><table><tr><th>product</th><th>quantity</th><th>price</th><th>total</th></tr>${rows}</table><p>Total: ${invoiceTotal(invoice)}</p><p>You sign in with ${escapeHtml(invoice.loginDetails.email)}.</p>`,
    text: [
      `Welcome, ${invoice.username}!`,
      `Invoice ${invoice.invoiceNumber} (${invoice.tier})`,
      ...lines,
      `Total: ${invoiceTotal(invoice)}`,
      `You sign in with ${invoice.loginDetails.email}.`,
    ].join('\n'),
  };
}

export async function sendWelcome(deps: Deps, userId: string, now = new Date()): Promise<Invoice> {
  const invoices = deps.store.collection<Invoice>(INVOICES);
  const invoice = await invoices.findOne({ userID: userId });
  if (!invoice) throw new NotFoundError('There is no registration invoice for this account');
  await deps.mailer.send(
    { from: deps.config.env.MAIL_FROM, to: invoice.email, ...welcomeMail(invoice) },
    { idempotencyKey: `welcome-${invoice.invoiceNumber}-${invoice._id}` },
  );
  if (!invoice.sentAt)
    await invoices.updateOne({ _id: invoice._id }, { $set: { sentAt: now.toISOString() } });
  return invoice;
}
