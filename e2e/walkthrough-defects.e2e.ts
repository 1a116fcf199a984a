import { importMessages } from '@ai-map/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './support/harness';
import { axeViolations, expectNoSidewaysScroll, screenshot } from './support/layout';
import { drawnFeatures, exposeMap, mapView, waitForMap } from './support/map';
import {
  gone,
  newAccount,
  onPath,
  openAuthDialog,
  SAVED_CHAT_PATH,
  showTheMap,
  signUpInDialog,
  visible,
} from './support/ui';

/**
 * Issue 29, item 4: the walkthrough's smaller defects, each with its check and a screenshot pair
 * (375×812 and 1440×900) in e2e/.artifacts/screenshots, named in docs/walkthrough-defects.md.
 */

/** A My Maps KML whose own name ("Malta weekend") is not its file's ("malta-weekend.kml"). */
const KML = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2">
  <Document>
    <name>Malta weekend</name>
    <Folder>
      <name>Ideas</name>
      <Placemark><name>Upper Barrakka Gardens</name><Point><coordinates>14.5126,35.8947,0</coordinates></Point></Placemark>
      <Placemark><name>Marija’s café</name><Point><coordinates>14.4869,35.8847,0</coordinates></Point></Placemark>
      <Placemark><name>Sliema ferry stop</name><Point><coordinates>14.5106,35.9101,0</coordinates></Point></Placemark>
    </Folder>
  </Document>
</kml>
`;

/** The map the web app hands to tests (support/map.ts exposeMap). */
type MapWindow = Window & {
  __aiMap?: { isMoving(): boolean; getCenter(): { lat: number; lng: number } };
};

/** One place for a day of the same trip (its ideas would be duplicates). */
const PICNIC =
  '<Placemark><name>Our picnic spot</name><Point><coordinates>14.5187,35.9023,0</coordinates></Point></Placemark>';

const PHONE = { width: 375, height: 812 };
const DESK = { width: 1440, height: 900 };

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** Sideways scrolling and axe on the screen as it is, and its screenshot. */
async function check(page: Page, name: string) {
  await screenshot(page, name);
  await expectNoSidewaysScroll(page, name);
  expect(await axeViolations(page), `${name}: axe`).toEqual([]);
}

describe('issue 29, item 4', () => {
  it.each([
    { name: 'phone', ...PHONE },
    { name: 'desk', ...DESK },
  ])(
    'answers an unknown address with 404 and the app’s not-found page ($name)',
    async (size) => {
      const { context, page } = await e2e.newPage(size.width, size.height);
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
      await visible(page.getByText('This page could not be found'), 60_000);
      await check(page, `not-found-${size.name}`);
      await context.close();
    },
    120_000,
  );

  it.each([
    { name: 'phone', ...PHONE },
    { name: 'desk', ...DESK },
  ])(
    'puts a chosen search result in the address at once and marks it on the map ($name)',
    async (size) => {
      const { context, page } = await e2e.newPage(size.width, size.height);
      await exposeMap(page);
      await page.goto('/');
      if (size.name === 'phone') await showTheMap(page);
      const box = page.getByRole('combobox', { name: 'Search the map' });
      await visible(box, 90_000);
      await waitForMap(page, 90_000);
      await box.fill('Kyoto');
      const option = page.getByRole('option', { name: /^Kyoto/ }).first();
      await visible(option, 30_000);
      await option.dispatchEvent('mousedown');
      // The address names Kyoto before any flight could have ended.
      const view = await mapView(page);
      expect([Math.round(view.lat), Math.round(view.lng)]).toEqual([35, 136]);
      const pin = await visible(page.getByTestId('search-pick'));
      expect(await pin.innerText()).toContain('Kyoto');
      await page.waitForFunction(() => !(window as MapWindow).__aiMap?.isMoving(), null, {
        timeout: 30_000,
      });
      await check(page, `search-pick-${size.name}`);
      // A reload opens Kyoto, not the place the search started from.
      await page.reload();
      if (size.name === 'phone') await showTheMap(page);
      await waitForMap(page, 90_000);
      const center = await page.evaluate(() => (window as MapWindow).__aiMap!.getCenter());
      expect([Math.round(center.lat), Math.round(center.lng)]).toEqual([35, 136]);
      await context.close();
    },
    240_000,
  );

  it('imports ideas into a trip named after the document, counts and names them, and explains the quota chips', async () => {
    const { context, page } = await e2e.newPage(DESK.width, DESK.height);
    await exposeMap(page);
    await page.goto('/');
    await visible(page.getByRole('banner').getByRole('button', { name: 'Sign up' }), 90_000);
    const account = newAccount();
    const signUp = await openAuthDialog(page, 'Sign up');
    await signUpInDialog(signUp, account);
    await gone(signUp);
    const sidebar = await visible(page.getByRole('complementary', { name: 'Sidebar' }));

    await sidebar.getByRole('button', { name: 'Import places' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Import places' }));
    await dialog.getByLabel('File').setInputFiles({
      name: 'malta-weekend.kml',
      mimeType: 'application/vnd.google-earth.kml+xml',
      buffer: Buffer.from(KML),
    });
    const preview = await visible(dialog.getByTestId('import-preview'), 30_000);
    await visible(preview.getByText('A new trip named “Malta weekend”', { exact: false }));
    expect(await dialog.getByRole('radio', { name: 'As ideas, not yet planned' }).isChecked()).toBe(
      true,
    );
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await gone(dialog, 30_000);
    // The toast says where the ideas went.
    await visible(page.getByText(importMessages.imported(3, 'ideas')));
    await onPath(page, SAVED_CHAT_PATH);
    await visible(page.getByRole('heading', { level: 1, name: 'Malta weekend' }), 30_000);
    const tripTab = await visible(page.getByRole('tab', { name: 'Trip (0 Places · 3 ideas)' }));
    await waitForMap(page, 90_000);
    await expect
      .poll(async () => new Set(await drawnFeatures(page, 'trip-idea-names', 'name', 90_000)), {
        timeout: 90_000,
      })
      .toEqual(new Set(['Upper Barrakka Gardens', 'Marija’s café', 'Sliema ferry stop']));
    // Toasts keep clear of the map's zoom buttons: left of them on a desk, above them on a phone.
    const toasts = page.getByRole('region', { name: 'Notifications' });
    const zoomIn = page.locator('.maplibregl-ctrl-zoom-in');
    const [region, zoom] = [await toasts.boundingBox(), await zoomIn.boundingBox()];
    expect(region!.x + region!.width).toBeLessThanOrEqual(zoom!.x);
    // The composer suggests changing this trip, not planning Rome.
    expect(await page.getByLabel('Message the assistant').getAttribute('placeholder')).toContain(
      'Malta weekend',
    );
    await check(page, 'import-ideas-desk');
    await tripTab.click();
    await visible(page.getByRole('heading', { name: 'Ideas (3)' }));
    await page.setViewportSize(PHONE);
    await visible(page.getByRole('heading', { name: 'Ideas (3)' }));
    await check(page, 'import-ideas-phone');

    // Removing a stop asks in the app's own dialog, never the browser's confirm().
    page.on('dialog', (native) => {
      throw new Error(`a native ${native.type()} appeared: ${native.message()}`);
    });
    const panel = page.getByTestId('trip-panel');
    await panel.getByRole('button', { name: 'Import places' }).click();
    const onDay = await visible(page.getByRole('dialog', { name: 'Import places' }));
    await onDay.getByLabel('File').setInputFiles({
      name: 'fort.kml',
      mimeType: 'application/vnd.google-earth.kml+xml',
      buffer: Buffer.from(KML.replace(/<Placemark>[\s\S]*<\/Placemark>/, PICNIC)),
    });
    await visible(onDay.getByTestId('import-preview'), 30_000);
    await onDay.getByRole('radio', { name: 'On day' }).check();
    await visible(onDay.getByTestId('import-preview'), 30_000);
    await onDay.getByRole('button', { name: 'Import', exact: true }).click();
    await gone(onDay, 30_000);
    const removePicnic = await visible(
      panel.getByRole('button', { name: 'Remove Our picnic spot' }),
    );
    for (const size of [PHONE, DESK]) {
      await page.setViewportSize(size);
      await removePicnic.click();
      const question = await visible(page.getByRole('dialog', { name: 'Remove Our picnic spot?' }));
      // The dialog fades in.
      await page.waitForTimeout(600);
      await check(page, `remove-stop-${size === PHONE ? 'phone' : 'desk'}`);
      if (size === PHONE) {
        await question.getByRole('button', { name: 'Keep it' }).click();
        await gone(question);
      } else {
        await question.getByRole('button', { name: 'Remove', exact: true }).click();
        await gone(question);
      }
    }
    await gone(removePicnic, 30_000);

    // The quota chips keep their text and say what they count; the tab names are whole.
    await page.setViewportSize(DESK);
    await page.goto('/blog');
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('button', { name: new RegExp(account.fullName) })
      .click();
    await (
      await visible(page.getByRole('menu', { name: 'Account' }))
    )
      .getByRole('menuitem', { name: 'Subscription' })
      .click();
    const settings = await visible(page.getByRole('dialog'));
    const chips = await visible(settings.getByRole('list', { name: 'Left this period' }));
    expect(await chips.innerText()).toMatch(/trips left[\s\S]*objects\/route left/);
    await visible(settings.getByText('each place counts once', { exact: false }));
    await check(page, 'quota-chips-desk');
    await page.setViewportSize(PHONE);
    const subscriptions = settings.getByRole('tab', { name: 'Subscriptions' });
    await visible(subscriptions);
    expect(
      await subscriptions.evaluate((tab) => tab.scrollWidth <= tab.clientWidth + 1),
      'the Subscriptions tab label is whole',
    ).toBe(true);
    await check(page, 'quota-chips-phone');
    await context.close();
  }, 400_000);

  it.each([
    { name: 'phone', ...PHONE },
    { name: 'desk', ...DESK },
  ])(
    'gives the climate class its range on a city page ($name)',
    async (size) => {
      const { context, page } = await e2e.newPage(size.width, size.height);
      await page.goto('/country/france');
      const city = page.getByRole('region', { name: 'Tourist cities' }).getByRole('link').first();
      const path = (await (await visible(city, 60_000)).getAttribute('href')) ?? '';
      await page.goto(path);
      await visible(page.getByRole('heading', { level: 1 }), 60_000);
      const now = await visible(page.getByText(/by day, in the (cold|warm|hot) \(.+°C\) range/));
      expect(await now.innerText()).toMatch(/(≤ 5°C|5–25°C|≥ 25°C)/);
      await page.waitForLoadState('networkidle');
      await check(page, `city-climate-${size.name}`);
      await context.close();
    },
    120_000,
  );
});
