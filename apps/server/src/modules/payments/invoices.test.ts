import {
  INVOICES_PAGE_SIZE,
  InvoicePageSchema,
  SANDBOX_TEST_CARDS,
  paymentPaths,
  type Checkout,
} from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema';
import { api, registerUser, tokenHeader } from '../../test-support/api';
import { buyWithSandbox, dayPassSelection, testCard } from '../../test-support/checkout';
import { readPdf } from '../../test-support/pdf';
import { createTestApp } from '../../test-support/test-app';

describe('invoices API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const list = (key: string | null, query = '') =>
    t.app.inject({
      method: 'GET',
      url: api(`${paymentPaths.invoices}${query}`),
      headers: key ? tokenHeader(key) : {},
    });
  const download = (key: string | null, id: number) =>
    t.app.inject({
      method: 'GET',
      url: api(paymentPaths.invoiceDownload(id)),
      headers: key ? tokenHeader(key) : {},
    });

  it('requires a signed-in user', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await download(null, 1)).statusCode).toBe(401);
  });

  it('lists paid and failed invoices, newest first', async () => {
    const { key } = await registerUser(t.app);
    expect((await list(key)).json()).toEqual({ count: 0, results: [] });

    const opened = await t.app.inject({
      method: 'POST',
      url: api(paymentPaths.checkout),
      headers: tokenHeader(key),
      payload: await dayPassSelection(t.app, 3),
    });
    const { id } = opened.json<Checkout>();
    await t.app.inject({
      method: 'POST',
      url: api(paymentPaths.sandboxPay(id)),
      headers: tokenHeader(key),
      payload: testCard(SANDBOX_TEST_CARDS.declined),
    });
    await t.app.inject({
      method: 'POST',
      url: api(paymentPaths.sandboxPay(id)),
      headers: tokenHeader(key),
      payload: testCard(),
    });
    await buyWithSandbox(t.app, key, { only_miles: true, additional_miles: 40 });

    const res = await list(key);
    expect(res.statusCode).toBe(200);
    const page = InvoicePageSchema.parse(res.json());
    expect(page.count).toBe(3);
    expect(page.results.map((i) => [i.subscription_plan, i.price, i.status])).toEqual([
      ['Miles', 2, true],
      ['Day Pass', 7.99, true],
      ['Day Pass', 7.99, false],
    ]);
    const year = new Date().getUTCFullYear();
    for (const invoice of page.results) {
      expect(invoice.invoice).toBe(`INV-${year}-${String(invoice.id).padStart(6, '0')}`);
      expect(invoice.currency).toBe('USD');
    }
    expect(page.results[1]!.description).toBe('Day Pass, 3 days');
    expect(page.results[0]!.description).toBe('40 miles');
  });

  it('pages by ten and refuses a page that is not a positive number', async () => {
    const { key } = await registerUser(t.app);
    const { invoice_id } = await buyWithSandbox(t.app, key, {
      only_miles: true,
      additional_miles: 1,
    });
    const [first] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice_id!));
    // Earlier failed attempts of the same checkout, written directly: eleven rows, two pages.
    const { id: _id, ...values } = first!;
    await t.database.db.insert(invoices).values(
      Array.from({ length: INVOICES_PAGE_SIZE }, (_, i) => ({
        ...values,
        paid: false,
        createdAt: new Date(Date.now() - (i + 1) * 60_000),
      })),
    );

    const one = InvoicePageSchema.parse((await list(key, '?page=1')).json());
    const two = InvoicePageSchema.parse((await list(key, '?page=2')).json());
    expect(one.count).toBe(INVOICES_PAGE_SIZE + 1);
    expect(one.results).toHaveLength(INVOICES_PAGE_SIZE);
    expect(two.results).toHaveLength(1);
    expect(one.results[0]!.status).toBe(true);
    const dates = [...one.results, ...two.results].map((i) => Date.parse(i.paid_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect((await list(key, '?page=0')).statusCode).toBe(400);
    expect((await list(key, '?page=x')).statusCode).toBe(400);
  });

  it('downloads an invoice as a PDF named after its number', async () => {
    const { key } = await registerUser(t.app, { full_name: 'Grace Hopper' });
    await buyWithSandbox(t.app, key, { plan_slug: 'month', additional_miles: 10 });
    const [invoice] = InvoicePageSchema.parse((await list(key)).json()).results;
    const res = await download(key, invoice!.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${invoice!.invoice}.pdf"`,
    );
    const { title, lines } = await readPdf(res.rawPayload);
    expect(title).toBe(`Invoice ${invoice!.invoice}`);
    expect(lines.map((l) => l.cells)).toEqual([
      ['AI Travel Map', 'INVOICE'],
      ['AI travel map and planner'],
      ['Invoice number', invoice!.invoice],
      ['Date', expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/)],
      ['Status', 'Paid'],
      ['Payment', 'Sandbox test card (no money charged)'],
      ['Billed to', 'Grace Hopper'],
      [expect.stringMatching(/@example\.com$/)],
      ['Description', 'Amount'],
      ['Explorer plan, 1 month', '$9.99'],
      ['10 miles at $0.05', '$0.50'],
      ['Total (USD)', '$10.49'],
      [expect.stringMatching(/^Paid on .+\. Thank you for travelling with AI Travel Map\.$/)],
    ]);
  });

  // The names a Latin-1 font printed as "?ukasz" and "??": each reads back as typed.
  it.each(['Łukasz', 'Zoë', '李雷', 'Ørsted'])('prints the customer name %s', async (name) => {
    const { key } = await registerUser(t.app, { full_name: name });
    await buyWithSandbox(t.app, key, { plan_slug: 'month' });
    const [invoice] = InvoicePageSchema.parse((await list(key)).json()).results;
    const { lines } = await readPdf((await download(key, invoice!.id)).rawPayload);
    expect(lines.map((l) => l.cells)).toContainEqual(['Billed to', name]);
  });

  it("answers 404 for another user's invoice and for an unknown one", async () => {
    const owner = await registerUser(t.app);
    await buyWithSandbox(t.app, owner.key, { plan_slug: 'month' });
    const [invoice] = InvoicePageSchema.parse((await list(owner.key)).json()).results;
    const other = await registerUser(t.app);
    const res = await download(other.key, invoice!.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: `No invoice with id ${invoice!.id}.`, code: 'not_found' });
    expect((await download(owner.key, 999_999)).statusCode).toBe(404);
  });
});
