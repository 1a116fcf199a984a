import {
  AUTH_COOKIE,
  INVOICES_PAGE_SIZE,
  InvoicePageSchema,
  PreferencesSchema,
  SANDBOX_TEST_CARDS,
  apiPaths,
  paymentPaths,
  preferencesPath,
  type Checkout,
  type Invoice,
  type Preferences,
} from '@ai-map/contracts';
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api';
import { startE2E, type E2E } from './support/harness';
import { gone, newAccount, visible } from './support/ui';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** Calls the API as the test's user would, outside the browser. */
const call = <T>(
  key: string | null,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
) => apiCall<T>(e2e.baseUrl, method, path, key, body);

/** A new account registered through the API and signed in in the context through its cookie. */
async function signedInUser(context: BrowserContext) {
  const account = newAccount();
  const registered = await call<{ key: string }>(null, 'POST', apiPaths.registration, {
    full_name: account.fullName,
    email: account.email,
    password1: account.password,
    password2: account.password,
    userAgreement: true,
  });
  expect(registered.status).toBe(201);
  const key = registered.json.key;
  await context.addCookies([{ name: AUTH_COOKIE, value: key, url: e2e.baseUrl }]);
  return { ...account, key };
}

/** Opens the settings modal from the sidebar's profile menu entry of that name. */
async function openSettings(page: Page, name: string, entry: 'Setting' | 'Subscription') {
  await page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  const menu = await visible(page.getByRole('menu', { name: 'Account' }));
  await menu.getByRole('menuitem', { name: entry }).click();
  return visible(page.getByRole('dialog'));
}

const group = (dialog: Locator, title: 'Attractions' | 'Shopping') =>
  dialog.getByRole('group', { name: title });
const chips = (dialog: Locator, title: 'Attractions' | 'Shopping') =>
  dialog.getByRole('list', { name: `Chosen ${title.toLowerCase()}` }).getByRole('listitem');

async function preferencesOf(key: string): Promise<Preferences> {
  const { status, json } = await call<unknown>(key, 'GET', preferencesPath);
  expect(status).toBe(200);
  return PreferencesSchema.parse(json);
}
const ids = (items: { id: string }[]) => items.map((item) => item.id);

// The settings are opened from /blog: any page with the sidebar will do, and this one has no
// WebGL map to slow the software-rendered browser down.
describe('settings: personalization', () => {
  it('saves chosen categories once per burst, shows chips, keeps them after a reload', async () => {
    const { context, page } = await e2e.newPage();
    const user = await signedInUser(context);
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().endsWith(preferencesPath)) {
        patches.push(request.postData() ?? '');
      }
    });
    await page.goto('/blog');
    const dialog = await openSettings(page, user.fullName, 'Setting');
    expect(await dialog.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const attractions = group(dialog, 'Attractions');
    await visible(attractions.getByRole('checkbox', { name: 'Museums and galleries' }));

    // Three choices in one burst (one task, before any redraw): one request with all three.
    const boxes = await Promise.all(
      ['Museums and galleries', 'Nature', 'Parks'].map((name) =>
        attractions.getByRole('checkbox', { name, exact: true }).elementHandle(),
      ),
    );
    await page.evaluate(
      (elements) => elements.forEach((box) => (box as HTMLElement | null)?.click()),
      boxes,
    );
    expect(await chips(dialog, 'Attractions').allTextContents()).toEqual([
      'Museums and galleries',
      'Nature',
      'Parks',
    ]);
    await expect
      .poll(async () => ids((await preferencesOf(user.key)).attractions), { timeout: 10_000 })
      .toEqual(['museums', 'nature', 'parks']);
    expect(patches).toEqual([JSON.stringify({ attractions: ['museums', 'nature', 'parks'] })]);

    // The search box narrows both trees and opens the branches holding a match.
    const search = dialog.getByPlaceholder('Type to choose');
    await search.fill('book');
    const shopping = group(dialog, 'Shopping');
    const bookshops = shopping.getByRole('checkbox', { name: 'Bookshops' });
    // Not check(): the box turns checked when the query cache re-renders, a moment after the click.
    await bookshops.click();
    await expect.poll(() => bookshops.isChecked()).toBe(true);
    await visible(attractions.getByText('No attractions categories match “book”.'));
    expect(await chips(dialog, 'Shopping').allTextContents()).toEqual(['Bookshops']);
    await expect
      .poll(async () => ids((await preferencesOf(user.key)).shopping), { timeout: 10_000 })
      .toEqual(['bookshops']);
    await search.fill('');
    expect(patches).toHaveLength(2);

    // Saved on the server: a reload shows the same choice.
    await page.reload();
    const reopened = await openSettings(page, user.fullName, 'Setting');
    await visible(chips(reopened, 'Attractions').first());
    expect(await chips(reopened, 'Attractions').allTextContents()).toEqual([
      'Museums and galleries',
      'Nature',
      'Parks',
    ]);
    expect(await chips(reopened, 'Shopping').allTextContents()).toEqual(['Bookshops']);
    expect(
      await group(reopened, 'Attractions')
        .getByRole('checkbox', { name: 'Nature', exact: true })
        .isChecked(),
    ).toBe(true);

    // Removing a chip unchecks its category and is saved too.
    await reopened.getByRole('button', { name: 'Remove Nature' }).click();
    await gone(chips(reopened, 'Attractions').getByText('Nature', { exact: true }));
    expect(
      await group(reopened, 'Attractions')
        .getByRole('checkbox', { name: 'Nature', exact: true })
        .isChecked(),
    ).toBe(false);
    await expect
      .poll(async () => ids((await preferencesOf(user.key)).attractions), { timeout: 10_000 })
      .toEqual(['museums', 'parks']);
    expect(ids((await preferencesOf(user.key)).shopping)).toEqual(['bookshops']);
    await context.close();
  });
});

describe('settings: payments', () => {
  it('lists invoices, downloads a PDF and loads more pages', async () => {
    const { context, page } = await e2e.newPage();
    const user = await signedInUser(context);

    // Eleven invoices, more than one page: declined attempts, then the payment that succeeds.
    const opened = await call<Checkout>(user.key, 'POST', paymentPaths.checkout, {
      plan_slug: 'month',
    });
    expect(opened.status).toBe(201);
    const card = (number: string) => ({ card_number: number, expiry: '12/99', cvc: '123' });
    for (let i = 0; i < INVOICES_PAGE_SIZE; i += 1) {
      const declined = await call(
        user.key,
        'POST',
        paymentPaths.sandboxPay(opened.json.id),
        card(SANDBOX_TEST_CARDS.declined),
      );
      expect(declined.status).toBe(400);
    }
    const paid = await call<Checkout>(
      user.key,
      'POST',
      paymentPaths.sandboxPay(opened.json.id),
      card(SANDBOX_TEST_CARDS.succeeds),
    );
    expect(paid.status).toBe(200);
    const firstPage = InvoicePageSchema.parse(
      (await call<unknown>(user.key, 'GET', `${paymentPaths.invoices}?page=1`)).json,
    );
    expect(firstPage.count).toBe(INVOICES_PAGE_SIZE + 1);
    const invoice: Invoice = firstPage.results[0]!;
    expect(invoice.id).toBe(paid.json.invoice_id);

    await page.goto('/blog');
    // The Subscription entry opens the Subscriptions tab; the arrow keys move between tabs.
    const dialog = await openSettings(page, user.fullName, 'Subscription');
    const subscriptionsTab = dialog.getByRole('tab', { name: 'Subscriptions' });
    expect(await subscriptionsTab.getAttribute('aria-selected')).toBe('true');
    await subscriptionsTab.focus();
    await page.keyboard.press('ArrowUp');
    const paymentsTab = dialog.getByRole('tab', { name: 'Payments' });
    expect(await paymentsTab.getAttribute('aria-selected')).toBe('true');
    expect(await paymentsTab.evaluate((tab) => tab === document.activeElement)).toBe(true);

    const panel = dialog.getByRole('tabpanel', { name: 'Payments' });
    await visible(panel.getByRole('heading', { name: 'Invoices' }));
    const rows = panel.getByRole('row').filter({ hasText: /INV-/ });
    await visible(rows.first());
    expect(await rows.count()).toBe(INVOICES_PAGE_SIZE);

    const paidAt = new Date(invoice.paid_at);
    const day = `${String(paidAt.getDate()).padStart(2, '0')}/${String(paidAt.getMonth() + 1).padStart(2, '0')}/${paidAt.getFullYear()}`;
    const cells = await rows.first().getByRole('cell').allTextContents();
    expect(cells.slice(0, 5)).toEqual([invoice.invoice, '$9.99', 'Explorer', day, 'Paid']);
    expect(invoice.invoice).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(await rows.nth(1).getByRole('cell').nth(4).textContent()).toBe('Failed');

    // A real download: the PDF's bytes under the invoice's name.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      rows
        .first()
        .getByRole('button', { name: `Download ${invoice.invoice}` })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${invoice.invoice}.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Read as a PDF reader does (pdf.js): the page shows the invoice's number.
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text).toContain(invoice.invoice);

    // Load More brings the eleventh, oldest invoice and then goes away.
    await panel.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(INVOICES_PAGE_SIZE + 1);
    await gone(panel.getByRole('button', { name: 'Load More' }));
    expect(await rows.last().getByRole('cell').nth(4).textContent()).toBe('Failed');
    await context.close();
  });

  it('shows the empty state and, on a phone, the tabs as a header strip', async () => {
    const { context, page } = await e2e.newPage(390, 800);
    const user = await signedInUser(context);
    await page.goto('/blog');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = await openSettings(page, user.fullName, 'Setting');
    const tabs = dialog.getByRole('tablist', { name: 'Settings sections' });
    expect(await tabs.getAttribute('aria-orientation')).toBe('horizontal');
    // The dialog rises into place (modal.module.css); measured mid-way, the three tabs' boxes
    // came from different frames on a busy machine (one CI run: two rows). Its animations are
    // waited for — settled, since one replaced by another rejects with AbortError (another CI
    // run) — and the boxes are read until they agree.
    await dialog.evaluate((element) =>
      Promise.allSettled(
        element.getAnimations({ subtree: true }).map((animation) => animation.finished),
      ),
    );
    const tabBoxes = () =>
      Promise.all(
        ['General', 'Payments', 'Subscriptions'].map((name) =>
          tabs.getByRole('tab', { name }).boundingBox(),
        ),
      );
    // One row across the top of the dialog.
    await expect
      .poll(async () => new Set((await tabBoxes()).map((box) => Math.round(box!.y))).size)
      .toBe(1);
    const boxes = await tabBoxes();
    expect(boxes[0]!.x).toBeLessThan(boxes[1]!.x);
    const upgrade = dialog.getByRole('link', { name: 'Upgrade plan' });
    expect(await upgrade.isVisible()).toBe(true);

    await tabs.getByRole('tab', { name: 'Payments' }).click();
    await visible(dialog.getByText('No invoices yet.', { exact: false }));
    await tabs.getByRole('tab', { name: 'Subscriptions' }).click();
    await expect.poll(() => upgrade.first().isVisible()).toBe(false);
    await context.close();
  });
});
