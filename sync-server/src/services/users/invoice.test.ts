import { describe, expect, it } from 'vitest';
import { buildInvoice, invoiceNumber, invoiceTotal } from './invoice';

describe('the registration invoice', () => {
  const user = { _id: 'u1', email: 'ann@example.com', name: 'Ann Lee', tier: 'prem' as const };

  it('has the two SPEC line items at quantity 1', () => {
    const invoice = buildInvoice(user, new Date('2026-01-02T03:04:05Z'));
    expect(invoice.purchases).toEqual([
      { id: 1, product: '1 month subscription', quantity: 1, price: 100, total: 100 },
      { id: 2, product: 'blogger plus', quantity: 1, price: 300, total: 300 },
    ]);
    expect(invoiceTotal(invoice)).toBe(400);
    expect(invoice).toMatchObject({ email: user.email, username: 'Ann Lee', tier: 'prem', userID: 'u1' });
    expect(invoice.loginDetails).toEqual({ email: user.email });
  });

  it('numbers invoices with 7 random characters', () => {
    const numbers = new Set(Array.from({ length: 200 }, invoiceNumber));
    for (const n of numbers) expect(n).toMatch(/^[A-Z0-9]{7}$/);
    expect(numbers.size).toBeGreaterThan(195);
  });
});
