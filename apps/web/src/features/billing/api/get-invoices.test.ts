import type { Invoice, InvoicePage } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { nextInvoicePage } from './get-invoices';

const invoice = (id: number): Invoice => ({
  id,
  invoice: `INV-2025-${String(id).padStart(6, '0')}`,
  price: 9.99,
  currency: 'USD',
  subscription_plan: 'Explorer',
  description: 'Explorer plan, 1 month',
  paid_at: '2025-01-01T00:00:00.000Z',
  status: true,
});
const page = (count: number, ids: number[]): InvoicePage => ({
  count,
  results: ids.map(invoice),
});

describe('nextInvoicePage', () => {
  it('asks for the next page while fewer invoices are loaded than counted', () => {
    const first = page(11, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect(nextInvoicePage([first])).toBe(2);
    expect(nextInvoicePage([first, page(11, [1])])).toBeUndefined();
  });

  it('stops at a list that fits one page, an empty list and an empty page', () => {
    expect(nextInvoicePage([page(3, [3, 2, 1])])).toBeUndefined();
    expect(nextInvoicePage([page(0, [])])).toBeUndefined();
    expect(nextInvoicePage([page(25, [1, 2]), page(25, [])])).toBeUndefined();
  });
});
