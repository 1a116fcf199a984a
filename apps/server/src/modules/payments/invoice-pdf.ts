import { MILE_PRICE_CENTS } from '@ai-map/contracts';
import { formatUsd } from '../../lib/cents';
import { A4, renderPdf, type PdfText } from '../../lib/pdf-document';
import type { UserRow } from '../auth/auth.repository';
import { MILES_ONLY_TITLE } from './invoices.presenter';
import { invoiceDate, invoiceNumber } from './invoice-number';
import type { InvoiceView } from './payments.repository';

const LEFT = 56;
const RIGHT = A4.width - 56;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The invoice lines: the plan's periods and the miles, which add up to the amount paid. */
function lineItems({ invoice, planTitle, planPeriod, checkout }: InvoiceView) {
  const milesCents = invoice.miles * MILE_PRICE_CENTS;
  const items: { label: string; cents: number }[] = [];
  if (planTitle && planPeriod) {
    items.push({
      label: `${planTitle} plan, ${plural(checkout.numberOfPeriods, planPeriod)}`,
      cents: invoice.amountCents - milesCents,
    });
  }
  if (invoice.miles > 0) {
    items.push({
      label: `${plural(invoice.miles, 'mile')} at ${formatUsd(MILE_PRICE_CENTS)}`,
      cents: milesCents,
    });
  }
  if (items.length === 0) items.push({ label: MILES_ONLY_TITLE, cents: invoice.amountCents });
  return items;
}

/** The downloadable invoice: one A4 page. */
export function invoicePdf(view: InvoiceView & { user: UserRow }): Promise<Buffer> {
  const { invoice, checkout, user } = view;
  const number = invoiceNumber(invoice);
  const date = invoiceDate(invoice.createdAt);
  const texts: PdfText[] = [
    { x: LEFT, y: 780, size: 22, bold: true, text: 'AI Travel Map' },
    { x: LEFT, y: 762, size: 10, text: 'AI travel map and planner' },
    { x: RIGHT, y: 780, size: 18, bold: true, text: 'INVOICE', alignRight: true },
  ];
  const facts: [string, string][] = [
    ['Invoice number', number],
    ['Date', date],
    ['Status', invoice.paid ? 'Paid' : 'Failed'],
    [
      'Payment',
      checkout.provider === 'sandbox' ? 'Sandbox test card (no money charged)' : 'Card via Stripe',
    ],
  ];
  facts.forEach(([label, value], i) => {
    const y = 700 - i * 18;
    texts.push({ x: LEFT, y, size: 10, bold: true, text: label });
    texts.push({ x: LEFT + 110, y, size: 10, text: value });
  });
  texts.push({ x: LEFT, y: 600, size: 10, bold: true, text: 'Billed to' });
  texts.push({ x: LEFT + 110, y: 600, size: 10, text: user.name || user.username });
  texts.push({ x: LEFT + 110, y: 586, size: 10, text: user.email });

  const tableTop = 530;
  texts.push({ x: LEFT, y: tableTop, size: 10, bold: true, text: 'Description' });
  texts.push({ x: RIGHT, y: tableTop, size: 10, bold: true, text: 'Amount', alignRight: true });
  const items = lineItems(view);
  items.forEach((item, i) => {
    const y = tableTop - 26 - i * 20;
    texts.push({ x: LEFT, y, size: 10, text: item.label });
    texts.push({ x: RIGHT, y, size: 10, text: formatUsd(item.cents), alignRight: true });
  });
  const totalY = tableTop - 26 - items.length * 20 - 12;
  texts.push({ x: LEFT, y: totalY, size: 11, bold: true, text: `Total (${invoice.currency})` });
  texts.push({
    x: RIGHT,
    y: totalY,
    size: 11,
    bold: true,
    text: formatUsd(invoice.amountCents),
    alignRight: true,
  });
  texts.push({
    x: LEFT,
    y: 90,
    size: 9,
    text: invoice.paid
      ? `Paid on ${date}. Thank you for travelling with AI Travel Map.`
      : `This payment failed on ${date}; nothing was charged.`,
  });

  return renderPdf({
    title: `Invoice ${number}`,
    createdAt: invoice.createdAt,
    texts,
    rules: [
      { x1: LEFT, y1: tableTop - 8, x2: RIGHT, y2: tableTop - 8 },
      { x1: LEFT, y1: totalY + 14, x2: RIGHT, y2: totalY + 14 },
    ],
  });
}
