// SPEC §3: the invoice-style record built at registration and sent with the welcome e-mail.
import { randomInt } from 'node:crypto';
import type { Tier } from '../../../../shared/entities/user';

export interface LineItem {
  id: number;
  product: string;
  quantity: number;
  price: number;
  total: number;
}

export interface Invoice {
  _id: string;
  userID: string;
  email: string;
  username: string;
  tier: Tier;
  invoiceNumber: string;
  loginDetails: { email: string };
  purchases: LineItem[];
  createdAt: string;
  sentAt?: string;
}

export const INVOICES = 'invoices';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function invoiceNumber(): string {
  return Array.from({ length: 7 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

function item(id: number, product: string, price: number): LineItem {
  return { id, product, quantity: 1, price, total: price };
}

export function buildInvoice(
  user: { _id: string; email: string; name: string; tier: Tier },
  now: Date,
): Invoice {
  return {
    // One invoice per registration: keyed by the user, so a retried registration step cannot double it.
    _id: user._id,
    userID: user._id,
    email: user.email,
    username: user.name,
    tier: user.tier,
    invoiceNumber: invoiceNumber(),
    loginDetails: { email: user.email },
    purchases: [item(1, '1 month subscription', 100), item(2, 'blogger plus', 300)],
    createdAt: now.toISOString(),
  };
}

export function invoiceTotal(invoice: Pick<Invoice, 'purchases'>): number {
  return invoice.purchases.reduce((sum, p) => sum + p.total, 0);
}
