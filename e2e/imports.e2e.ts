import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './support/harness';
import { drawnFeatures, exposeMap, waitForMap } from './support/map';
import {
  gone,
  newAccount,
  onPath,
  openAuthDialog,
  SAVED_CHAT_PATH,
  signUpInDialog,
  visible,
} from './support/ui';

/**
 * A Google My Maps KML of Valletta: two bundled attractions under slightly other names and
 * positions (they must match the catalogue), and two places of the user's own.
 */
const KML = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2">
  <Document>
    <name>Malta weekend</name>
    <Folder>
      <name>Sights</name>
      <Placemark>
        <name>St John's Co-Cathedral</name>
        <description><![CDATA[Caravaggio inside<br>https://www.stjohnscocathedral.com/]]></description>
        <Point><coordinates>14.51262,35.89771,0</coordinates></Point>
      </Placemark>
      <Placemark>
        <name>Grandmaster’s Palace</name>
        <Point><coordinates>14.51405,35.89852,0</coordinates></Point>
      </Placemark>
    </Folder>
    <Folder>
      <name>Friends</name>
      <Placemark>
        <name>Marija’s café — Ħamrun</name>
        <Point><coordinates>14.4869,35.8847,0</coordinates></Point>
      </Placemark>
      <Placemark>
        <name>Sliema ferry stop</name>
        <Point><coordinates>14.5106,35.9101,0</coordinates></Point>
      </Placemark>
    </Folder>
  </Document>
</kml>
`;
const NAMES = [
  "St. John's Co-Cathedral",
  "Grandmaster's Palace",
  'Marija’s café — Ħamrun',
  'Sliema ferry stop',
];

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

async function signUp(page: Page) {
  await page.goto('/');
  await visible(page.getByRole('banner').getByRole('button', { name: 'Sign up' }), 90_000);
  const dialog = await openAuthDialog(page, 'Sign up');
  await signUpInDialog(dialog, newAccount());
  await gone(dialog);
  await visible(page.getByRole('complementary', { name: 'Sidebar' }));
}

/** Imports the KML onto day 1 of a new trip from the sidebar; the trip's chat opens. */
async function importIntoNewTrip(page: Page) {
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('button', { name: 'Import places' }).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Import places' }));
  await dialog.getByLabel('File').setInputFiles({
    name: 'Malta weekend.kml',
    mimeType: 'application/vnd.google-earth.kml+xml',
    buffer: Buffer.from(KML),
  });
  const preview = await visible(dialog.getByTestId('import-preview'), 30_000);
  await visible(preview.getByText('2 matched to places we know, 2 kept as your own'));
  await visible(preview.getByText("Matched: St. John's Co-Cathedral", { exact: false }));
  await visible(preview.getByText('Your own place').first());
  await dialog.getByRole('radio', { name: 'On day' }).check();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await gone(dialog, 30_000);
  await onPath(page, SAVED_CHAT_PATH);
}

describe('importing saved places', () => {
  it('imports a KML into a new trip from the sidebar and shows its places on the map', async () => {
    const { context, page } = await e2e.newPage(1440, 900);
    try {
      await exposeMap(page);
      await signUp(page);
      await importIntoNewTrip(page);

      // The new trip opens in its chat, and its Trip tab lists and maps the four places.
      await (await visible(page.getByRole('tab', { name: 'Trip (4 Places)' }), 30_000)).click();
      const panel = await visible(page.getByTestId('trip-panel'));
      for (const name of NAMES) await visible(panel.getByText(name, { exact: true }));
      await waitForMap(page, 90_000);
      await expect
        .poll(async () => new Set(await drawnFeatures(page, 'trip-points', 'name', 90_000)), {
          timeout: 90_000,
        })
        .toEqual(new Set(NAMES));
      const labels = await drawnFeatures(page, 'trip-points', 'label');
      expect([...new Set(labels)].sort()).toEqual(['1', '2', '3', '4']);
    } finally {
      await context.close();
    }
  }, 400_000);

  it('names the trip by its own title in the invite dialog, and clears a stale error as the form changes (issue 16, defect 6)', async () => {
    const { context, page } = await e2e.newPage(1440, 900);
    try {
      await signUp(page);
      await importIntoNewTrip(page);
      await (await visible(page.getByRole('tab', { name: 'Trip (4 Places)' }), 30_000)).click();
      const panel = await visible(page.getByTestId('trip-panel'));
      // A rename changes the trip's title, not its chat's.
      await panel.getByRole('button', { name: /^Rename / }).click();
      const renamed = page.waitForResponse(
        (r) => r.request().method() === 'PATCH' && /\/planner\/trips\/\d+\/$/.test(r.url()),
      );
      await panel.getByLabel('Trip title').fill('Valletta with friends');
      await panel.getByLabel('Trip title').press('Enter');
      expect((await renamed).status()).toBe(200);

      await page.getByRole('banner').getByRole('button', { name: 'Plan Together' }).click();
      const dialog = await visible(page.getByRole('dialog', { name: 'Invite Friends' }));
      const trip = dialog.getByLabel('Trip');
      await expect
        .poll(() => trip.locator('option:checked').textContent(), { timeout: 15_000 })
        .toBe('Valletta with friends');
      await dialog.getByRole('button', { name: 'Send' }).click();
      const stale = dialog.getByText('Please add at least one friend to invite.');
      await visible(stale);
      await dialog.getByLabel("Friend's e-mail").fill('a');
      await gone(stale);
    } finally {
      await context.close();
    }
  }, 400_000);
});
