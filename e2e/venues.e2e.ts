import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './support/harness';
import { visible } from './support/ui';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('food, shops, events and money in the browser', () => {
  it('opens a Valletta food place from /food, copies its address, then sees Malta’s money', async () => {
    const { context, page } = await e2e.newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/food?city=valletta');
    await visible(page.getByRole('heading', { level: 1, name: /Valletta/ }));
    const first = page.locator('main article h3 a').first();
    const name = (await (await visible(first)).textContent()) ?? '';
    await first.click();

    await visible(page.getByRole('heading', { level: 1, name }));
    await visible(page.getByText('Address', { exact: true }));
    await page.getByRole('button', { name: /Copy address/i }).click();
    await visible(page.getByText('Address Successfuly copied'));

    await page.goto('/country/malta');
    await visible(page.getByRole('heading', { level: 1, name: 'Malta' }));
    const money = page.getByRole('region', { name: 'Money' });
    await visible(money);
    await visible(money.getByText('EUR'));
    expect(await money.textContent()).toContain('€');
    await context.close();
  });
});
