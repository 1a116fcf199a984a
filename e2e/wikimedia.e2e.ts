import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWikimedia } from '../apps/server/src/test-support/fake-wikimedia';
import { startE2E, type E2E } from './support/harness';
import { gone, newAccount, signUpInDialog, visible } from './support/ui';

/** The bundle's Louvre (Q19675), one of its best-rated places with a Wikidata id. */
const LOUVRE = 'Louvre Museum';
const LEAD = 'The Louvre is a national art museum in Paris, France, and one of the most famous.';

const fake = await startFakeWikimedia({
  items: {
    Q19675: {
      sitelinks: 210,
      image: 'Louvre Museum Wikimedia Commons.jpg',
      website: 'https://www.louvre.fr/',
      article: 'Louvre',
    },
  },
  files: {
    'Louvre Museum Wikimedia Commons.jpg': {
      artistHtml: '<a href="//commons.wikimedia.org/wiki/User:Benh">Benh LIEU SONG</a>',
      licence: 'CC BY-SA 4.0',
      licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0',
    },
  },
  articles: { Louvre: LEAD },
});

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({
    env: {
      ...fake.env,
      // The built-in basemap: this suite is about photos, and no request may leave the machine.
      MAP_STYLE_URL: '/map/style.json',
      WIKIMEDIA_INTERVAL_S: '0.05',
    },
  });
});
afterAll(async () => {
  await e2e?.close();
  await fake.close();
});

async function attractionId(page: Page, name: string): Promise<number> {
  for (let listPage = 1; listPage <= 60; listPage += 1) {
    const response = await page.request.get(`/api/v1/ai_map/attractions/${listPage}/200/`);
    const body = (await response.json()) as { list: { attraction_id: number; name: string }[] };
    const found = body.list.find((item) => item.name === name);
    if (found) return found.attraction_id;
    if (body.list.length === 0) break;
  }
  throw new Error(`no attraction named ${name}`);
}

describe('photos and descriptions from Wikimedia', { timeout: 240_000 }, () => {
  it('shows the Commons photo with its author and licence, and the Wikipedia lead credited', async () => {
    const { context, page } = await e2e.newPage(1440, 900);
    const id = await attractionId(page, LOUVRE);
    // The server's sweep fetches the catalogue's items in batches, best rated first.
    await expect
      .poll(
        async () => {
          const detail = await page.request.get(`/api/v1/ai_map/attractions/${id}/detail/`);
          return ((await detail.json()) as { image: unknown[] }).image.length;
        },
        { timeout: 180_000, interval: 1000 },
      )
      .toBe(1);

    // A visitor: the photo blurred behind the lock, its credit still shown.
    await page.goto(`/attraction/${id}`);
    await visible(page.getByRole('heading', { level: 1, name: LOUVRE }));
    await visible(page.getByText('Photo’s only for registered users'));
    const credit = page.getByRole('link', { name: 'Photo: Benh LIEU SONG' });
    await visible(credit);
    expect(await credit.getAttribute('href')).toBe(
      `${fake.origin}/wiki/File:Louvre_Museum_Wikimedia_Commons.jpg`,
    );
    const licence = page.getByRole('link', { name: 'CC BY-SA 4.0' }).first();
    expect(await licence.getAttribute('href')).toBe(
      'https://creativecommons.org/licenses/by-sa/4.0',
    );
    await visible(page.getByText(LEAD));
    const source = page.getByRole('link', { name: 'Wikipedia', exact: true });
    expect(await source.getAttribute('href')).toBe('https://en.wikipedia.org/wiki/Louvre');

    // Signed in: the photo itself, loaded from Commons' thumbnail address.
    await page.getByRole('button', { name: `Like ${LOUVRE}` }).click();
    const dialog = await visible(page.getByRole('dialog'));
    await signUpInDialog(dialog, newAccount());
    await gone(dialog);
    // The page keeps the visitor's copy of the detail until it is loaded again.
    await page.reload();
    const photo = page.getByRole('img', { name: `${LOUVRE}, photo 1` });
    await visible(photo);
    expect(await photo.getAttribute('src')).toBe(
      `${fake.origin}/thumb/800px-Louvre_Museum_Wikimedia_Commons.jpg.png`,
    );
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await visible(credit);
    await page.screenshot({ path: '/tmp/connected-photo-1440.png' });
    // The same signed-in user on a phone.
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 375, height: 812 });
    await phone.goto(`/attraction/${id}`);
    await visible(phone.getByRole('img', { name: `${LOUVRE}, photo 1` }));
    await visible(phone.getByRole('link', { name: 'Photo: Benh LIEU SONG' }));
    expect(
      await phone.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: '/tmp/connected-photo-375.png', fullPage: true });

    // Only the fake Wikimedia was asked, with the deployment's User-Agent.
    expect(fake.requests.some((r) => r.path === '/sparql')).toBe(true);
    expect(
      fake.requests.every(
        (r) => r.path.startsWith('/thumb/') || r.userAgent.startsWith('AI-Travel-Map/1.0 ('),
      ),
    ).toBe(true);
    await context.close();
  });
});
