import { afterEach, describe, expect, it } from 'vitest';
import { formatInvoiceDate, formatInvoicePrice, invoiceStatusLabel } from './invoice-format';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('formatInvoiceDate', () => {
  it('writes day, month and year with two-digit day and month', () => {
    process.env.TZ = 'UTC';
    expect(formatInvoiceDate('2025-03-07T10:00:00.000Z')).toBe('07/03/2025');
    expect(formatInvoiceDate('2024-12-31T23:59:59.000Z')).toBe('31/12/2024');
  });

  it("uses the viewer's time zone, so a late-evening UTC payment is the next day in Tokyo", () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(formatInvoiceDate('2024-12-31T20:00:00.000Z')).toBe('01/01/2025');
  });

  it('answers an em dash for a date it cannot read', () => {
    expect(formatInvoiceDate('not a date')).toBe('—');
  });
});

describe('formatInvoicePrice', () => {
  it('shows dollars with cents', () => {
    expect(formatInvoicePrice(9.99)).toBe('$9.99');
    expect(formatInvoicePrice(2)).toBe('$2.00');
    expect(formatInvoicePrice(79.99)).toBe('$79.99');
  });
});

describe('invoiceStatusLabel', () => {
  it('reads Paid for true and Failed for false', () => {
    expect(invoiceStatusLabel(true)).toBe('Paid');
    expect(invoiceStatusLabel(false)).toBe('Failed');
  });
});
