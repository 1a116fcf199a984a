import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './support/harness';
import { gone, newAccount, signUpInDialog, visible } from './support/ui';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** A 1×1 PNG: the smallest photo the server accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The id of an attraction by name, read from the public list the /attractions page shows. */
async function attractionId(page: Page, name: string): Promise<number> {
  for (let listPage = 1; listPage <= 60; listPage += 1) {
    const response = await page.request.get(`/api/v1/ai_map/attractions/${listPage}/200/`);
    const body = (await response.json()) as {
      list: { attraction_id: number; name: string }[];
    };
    const found = body.list.find((item) => item.name === name);
    if (found) return found.attraction_id;
    if (body.list.length === 0) break;
  }
  throw new Error(`no attraction named ${name}`);
}

const chartText = async (page: Page) =>
  (await page.getByTestId('climate-chart').textContent()) ?? '';

describe('world catalogue in the browser', () => {
  it('goes from the countries list to France, Paris and its climate in °C and °F', async () => {
    const { context, page } = await e2e.newPage();
    await page.goto('/countries');
    await visible(page.getByRole('heading', { level: 1, name: 'Countries' }));
    await page
      .getByRole('list', { name: 'Countries' })
      .getByRole('link', { name: 'France', exact: true })
      .click();

    await visible(page.getByRole('heading', { level: 1, name: 'France' }));
    expect(await page.title()).toContain('France');
    // The advisory says whose advice it is and when, and links to it.
    const safety = page.getByRole('region', { name: 'Safety' });
    expect(await safety.textContent()).toMatch(
      /U\.S\. State Department: Level [1-4] — .+ \(updated \d{1,2} [A-Z][a-z]{2} \d{4}\)/,
    );
    expect(await safety.textContent()).toContain('one government’s advice for its own citizens');
    const advisoryLink = safety.getByRole('link', { name: 'Read the advisory' });
    expect(await advisoryLink.getAttribute('href')).toMatch(/^https:\/\/travel\.state\.gov\//);
    expect(await page.getByTestId('local-time').textContent()).toMatch(/^\d{2}:\d{2}$/);
    const touristCities = page.getByRole('region', { name: 'Tourist cities' });
    await touristCities.getByRole('link', { name: 'Paris', exact: true }).click();

    await visible(page.getByRole('heading', { level: 1, name: 'Paris' }));
    // The Wikivoyage introduction with its credit: the article and the licence, both linked.
    const about = page.getByRole('region', { name: 'About Paris' });
    expect(await about.getByRole('link', { name: 'Wikivoyage' }).getAttribute('href')).toBe(
      'https://en.wikivoyage.org/wiki/Paris',
    );
    expect(await about.getByRole('link', { name: 'CC BY-SA 3.0' }).getAttribute('href')).toBe(
      'https://creativecommons.org/licenses/by-sa/3.0/',
    );
    expect(await about.textContent()).toMatch(/From Wikivoyage, CC BY-SA 3\.0$/);
    await visible(page.getByTestId('climate-chart'));
    const celsius = await chartText(page);
    expect(celsius).toContain('Jan');
    expect(celsius).toContain('25°');

    await page.getByRole('button', { name: '°F' }).click();
    await expect.poll(() => chartText(page)).toContain('77°');
    expect(await chartText(page)).not.toEqual(celsius);
    expect(await page.getByRole('button', { name: '°F' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // The unit is remembered across pages and reloads.
    await page.reload();
    await visible(page.getByTestId('climate-chart'));
    expect(await chartText(page)).toContain('77°');
    await context.close();
  });

  it('shows the not-found page for an unknown country', async () => {
    const { context, page } = await e2e.newPage();
    await page.goto('/country/atlantis');
    await visible(page.getByRole('heading', { name: 'This page could not be found' }));
    await context.close();
  });

  it('opens attractions, asks visitors to sign in to like, and keeps a like over a reload', async () => {
    const { context, page } = await e2e.newPage();
    await page.goto('/attractions');
    await visible(page.getByRole('heading', { level: 1, name: 'Attractions' }));
    await page.getByRole('main').getByRole('article').first().getByRole('link').click();
    await visible(
      page.getByRole('button', { name: 'Show contacts' }).or(page.getByText('Address')),
    );

    const id = await attractionId(page, 'Eiffel Tower');
    await page.goto(`/attraction/${id}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Eiffel Tower' }));
    // The bundled catalogue has no photos yet.
    await visible(page.getByText('No available images'));

    // Its name follows its words: "Like Eiffel Tower 0", then "Liked Eiffel Tower 1".
    const like = page.getByRole('button', { name: /^Liked? Eiffel Tower/ });
    expect(await like.textContent()).toMatch(/0$/);
    await like.click();
    const dialog = await visible(page.getByRole('dialog'));
    expect(await like.getAttribute('aria-pressed')).toBe('false');

    await signUpInDialog(dialog, newAccount());
    await gone(dialog);
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => like.textContent()).toMatch(/1$/);

    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: 'Eiffel Tower' }));
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(await like.textContent()).toMatch(/1$/);

    // A signed-in user adds a photo; visitors then see it blurred behind a lock.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'tower.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await visible(page.getByRole('region', { name: 'Photos of Eiffel Tower' }));
    await visible(page.getByRole('button', { name: 'Delete my photo' }));

    const visitor = await e2e.newPage();
    await visitor.page.goto(`/attraction/${id}`);
    await visible(visitor.page.getByText('Photo’s only for registered users'));
    expect(await visitor.page.getByText('No available images').count()).toBe(0);
    await visitor.context.close();

    await page.getByRole('button', { name: 'Delete my photo' }).click();
    await visible(page.getByText('No available images'));
    await context.close();
  });
});
