import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './support/harness';
import { expectNoSidewaysScroll, screenshot } from './support/layout';
import { visible } from './support/ui';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/**
 * The line naming the data's source and date (Malta's extract is of 27 August 2018), shown on a
 * phone and a desk screen with nothing scrolling sideways; a screenshot of each to look at.
 */
async function expectDataAge(page: Page, text: string, name: string): Promise<void> {
  for (const size of [
    { width: 375, height: 812 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    const line = page.getByTestId('data-age');
    await visible(line);
    expect(await line.textContent()).toContain(text);
    await line.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page, `${name} ${size.width}`);
    await screenshot(page, `${name}-${size.width}`);
  }
}

describe('food, shops, events and money in the browser', () => {
  it('opens a Valletta food place from /food, copies its address, then sees Malta’s money', async () => {
    const { context, page } = await e2e.newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/food?city=valletta');
    await visible(page.getByRole('heading', { level: 1, name: /Valletta/ }));
    const first = page.locator('main article h3 a').first();
    const name = (await (await visible(first)).textContent()) ?? '';
    await expectDataAge(page, 'From OpenStreetMap data of August 2018', 'data-age-food-list');
    await first.click();

    await visible(page.getByRole('heading', { level: 1, name }));
    await expectDataAge(
      page,
      'From OpenStreetMap data of August 2018 — the place may have closed or changed since.',
      'data-age-food-place',
    );
    await visible(page.getByText('Address', { exact: true }));
    await page.getByRole('button', { name: /Copy address/i }).click();
    await visible(page.getByText('Address Successfuly copied'));

    await page.goto('/country/malta');
    await visible(page.getByRole('heading', { level: 1, name: 'Malta' }));
    const money = page.getByRole('region', { name: 'Money' });
    await visible(money);
    await visible(money.getByText('EUR'));
    expect(await money.textContent()).toContain('€');
    // The country's food and shops sections name their data's date as well.
    const sectionAge = page.getByTestId('data-age').first();
    await visible(sectionAge);
    expect(await sectionAge.textContent()).toContain('OpenStreetMap data of');
    await context.close();
  });
});
