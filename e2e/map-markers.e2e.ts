import {
  type AttractionDetail,
  type City,
  type EventDetail,
  type GeoMarker,
  type RestaurantDetail,
  type ShopDetail,
  TOOLTIP_DELAY_MS,
} from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import {
  type ClustersCall,
  drawnFeatures,
  emptyMapPoint,
  markersSettledMs,
  mapIdle,
  nextApiAnswer,
  nextClusters,
  reachablePoints,
  sameKinds,
  waitForMap,
} from './support/map';
import { gone, visible } from './support/ui';
import {
  VALLETTA,
  COPENHAGEN,
  at,
  tab,
  closeSidebar,
  singlePlaceMarker,
  LOCAL_MARKER_LAYERS,
  detailCategories,
  useMapApp,
} from './support/map-layers';

const { mapPage } = useMapApp();

// SwiftShader draws WebGL on the CPU, sharing two cores with the server: generous timeouts.
describe('map hover tooltips', { timeout: 120_000 }, () => {
  it('opens a place’s tooltip 300 ms after hovering its marker, with a loader and then the details the API gives, and closes it 300 ms after the pointer leaves', async () => {
    const { context, page } = await mapPage();
    const target = await singlePlaceMarker(page);
    const [kind, id] = target.id.split(':') as [string, string];
    const detailPath = new RegExp(`^geo/${kind}s/${id}/$`);

    // The details are held back until the loader has been seen, so it cannot flash by unseen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/v1/ai_map/geo/${kind}s/${id}/`, async (route) => {
      await held;
      await route.continue();
    });
    const details = nextApiAnswer<AttractionDetail | ShopDetail | RestaurantDetail | EventDetail>(
      page,
      detailPath,
    );

    const popup = page.getByTestId('place-popup');
    const hoveredAt = Date.now();
    await page.mouse.move(target.x, target.y);
    await visible(popup);
    const openedAfter = Date.now() - hoveredAt;
    expect(openedAfter).toBeGreaterThanOrEqual(TOOLTIP_DELAY_MS);
    expect(await popup.getAttribute('data-marker-id')).toBe(target.id);
    expect(await popup.getAttribute('data-pinned')).toBe('false');
    await visible(popup.getByRole('status', { name: 'Loading the place' }));

    release();
    const { json: place } = await details;
    await expect
      .poll(() => popup.getByRole('heading').textContent(), { timeout: 15_000 })
      .toBe(place.name);
    await gone(popup.getByRole('status', { name: 'Loading the place' }));
    expect(await popup.getByLabel(/^Rating \d+\.\d out of 10/).textContent()).toBe(
      place.rating.toFixed(1),
    );
    const categories = detailCategories(place);
    if (categories.length > 0) expect(await popup.textContent()).toContain(categories[0]);

    // Over the tooltip itself it stays open however long the pointer rests there.
    const card = await popup.boundingBox();
    if (!card) throw new Error('the tooltip has no box');
    await page.mouse.move(card.x + card.width / 2, card.y + card.height / 2, { steps: 4 });
    await page.waitForTimeout(TOOLTIP_DELAY_MS * 3);
    expect(await popup.isVisible()).toBe(true);

    // Away from every marker and the tooltip, it closes after the delay.
    const away = await emptyMapPoint(page, LOCAL_MARKER_LAYERS);
    const leftAt = Date.now();
    await page.mouse.move(away.x, away.y);
    await gone(popup, 5_000);
    expect(Date.now() - leftAt).toBeGreaterThanOrEqual(TOOLTIP_DELAY_MS);
    await context.close();
  });

  it('fills the Selected tab when a single place marker is clicked (issue 16, defect 5)', async () => {
    const { context, page } = await mapPage();
    const target = await singlePlaceMarker(page);
    const [kind, id] = target.id.split(':') as [string, string];
    const details = nextApiAnswer<{ name: string }>(page, new RegExp(`^geo/${kind}s/${id}/$`));
    await page.mouse.click(target.x, target.y);
    const selected = await visible(tab(page, 'Selected'));
    await expect.poll(() => selected.getAttribute('aria-selected')).toBe('true');
    const { json: place } = await details;
    await visible(
      page.locator('#map-sidebar-panel').getByRole('heading', { name: place.name, exact: true }),
      30_000,
    );
    await context.close();
  });

  it('opens a city’s tooltip from its general marker with the city’s details', async () => {
    const { context, page } = await mapPage();
    await page.goto(at({ zoom: 8, ...COPENHAGEN }));
    await waitForMap(page);
    const cities = nextApiAnswer<{ results: { id: number; type: string }[] }>(
      page,
      /^geo\/general$/,
      (body) => body?.zoom === 8,
    );
    await tab(page, 'General').click();
    await page.getByRole('radio', { name: 'Areas' }).check();
    const { json: general } = await cities;
    expect(general.results.length).toBeGreaterThan(0);
    expect(general.results.every((area) => area.type === 'city')).toBe(true);
    const answered = new Set(general.results.map((area) => area.id));

    await drawnFeatures(page, 'general-markers-marker', 'id');
    await mapIdle(page);
    const drawn = await drawnFeatures(page, 'general-markers-marker', 'id');
    expect(drawn.every((cityId) => answered.has(cityId as number))).toBe(true);
    // A city's name label must not push its own marker off the map: most named cities keep
    // their disc (names collide only with other markers and names).
    const named = await drawnFeatures(page, 'general-markers-name', 'id');
    expect(drawn.length).toBeGreaterThanOrEqual(named.length / 2);
    await closeSidebar(page);
    const [city] = await reachablePoints(page, 'general-markers-marker');
    if (!city) throw new Error('no drawn city marker can be pointed at');
    const cityId = city.properties.id as number;

    const details = nextApiAnswer<City>(page, new RegExp(`^city/${cityId}/$`));
    const popup = page.getByTestId('place-popup');
    await page.mouse.move(city.x, city.y);
    await visible(popup);
    expect(await popup.getAttribute('data-marker-id')).toBe(`city:${cityId}`);
    const { json: answer } = await details;
    await expect
      .poll(() => popup.getByRole('heading').textContent(), { timeout: 15_000 })
      .toBe(answer.name);
    expect(await popup.textContent()).toContain(answer.country_name);

    const away = await emptyMapPoint(page, ['general-markers-marker', ...LOCAL_MARKER_LAYERS]);
    await page.mouse.move(away.x, away.y);
    await gone(popup, 5_000);
    await context.close();
  });
});

describe('point filters', { timeout: 120_000 }, () => {
  it('narrow the attractions in view and on the map as the API answers, and reset restores them', async () => {
    const { context, page } = await mapPage();
    const attractionsAnswers: { body: Record<string, unknown>; json: { count: number } }[] = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('/geo/attractions') || response.status() !== 200) return;
      attractionsAnswers.push({
        body: response.request().postDataJSON() as Record<string, unknown>,
        json: (await response.json()) as { count: number },
      });
    });
    await page.goto(at({ zoom: 15, ...VALLETTA }));
    await markersSettledMs(page);

    const openedTab = nextClusters(page, (body) => sameKinds(body, ['attraction']));
    await tab(page, 'Attractions').click();
    const unfilteredClusters = await openedTab;
    const heading = page.locator('#places-in-view-attraction');
    const shownCount = async () => {
      const match = /([\d,]+) places?\b/i.exec((await heading.textContent()) ?? '');
      return match ? Number(match[1]!.replace(/,/g, '')) : null;
    };
    await expect.poll(shownCount, { timeout: 30_000 }).not.toBeNull();
    // The tab's list is the unfiltered call the selected tab already made for this view.
    const unfilteredAnswer = () =>
      attractionsAnswers.findLast(({ body }) => !('categories' in body) && !('rating' in body));
    await expect.poll(() => unfilteredAnswer() !== undefined, { timeout: 15_000 }).toBe(true);
    const total = unfilteredAnswer()!.json.count;
    expect(await shownCount()).toBe(total);
    const markerIds = () =>
      page
        .locator('nav[aria-label="Places on the map"] [data-marker-id]')
        .evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.markerId!));
    const amount = (call: ClustersCall) => call.results.reduce((sum, c) => sum + c.amount, 0);

    // A category of the filter tree: religious places only.
    const religionPlaces = nextApiAnswer<{ count: number; results: GeoMarker[] }>(
      page,
      /^geo\/attractions$/,
      (body) => JSON.stringify(body?.categories) === '["religion"]',
    );
    const religionClusters = nextClusters(
      page,
      (body) => JSON.stringify((body as { categories?: string[] }).categories) === '["religion"]',
    );
    await page
      .getByRole('list', { name: 'Categories' })
      .getByRole('checkbox', { name: /^Religion/ })
      .check();
    const { json: religion } = await religionPlaces;
    const clusters = await religionClusters;
    expect(religion.count).toBeGreaterThan(0);
    expect(religion.count).toBeLessThan(total);
    await expect.poll(shownCount, { timeout: 15_000 }).toBe(religion.count);
    expect(amount(clusters)).toBeLessThan(amount(unfilteredClusters));
    const religious = new Set(religion.results.map((place) => `attraction:${place.id}`));
    await expect
      .poll(async () => (await markerIds()).every((id) => religious.has(id)), { timeout: 15_000 })
      .toBe(true);

    await page.getByRole('button', { name: 'Reset categories' }).click();
    await expect.poll(shownCount, { timeout: 15_000 }).toBe(total);

    // The rating range: from 5 up (central Valletta's sights spread from about 3.5 to 6.5).
    const ratedPlaces = nextApiAnswer<{ count: number; results: GeoMarker[] }>(
      page,
      /^geo\/attractions$/,
      (body) => JSON.stringify(body?.rating) === '[5,10]',
    );
    await page.getByRole('group', { name: 'Rating from 0 to 10' }).getByLabel('From').fill('5');
    const { json: rated } = await ratedPlaces;
    expect(rated.count).toBeGreaterThan(0);
    expect(rated.count).toBeLessThan(total);
    expect(rated.results.every((place) => place.rating >= 5)).toBe(true);
    await expect.poll(shownCount, { timeout: 15_000 }).toBe(rated.count);
    const wellRated = new Set(rated.results.map((place) => `attraction:${place.id}`));
    await expect
      .poll(async () => (await markerIds()).every((id) => wellRated.has(id)), { timeout: 15_000 })
      .toBe(true);

    await page.getByRole('button', { name: 'Reset rating' }).click();
    await expect.poll(shownCount, { timeout: 15_000 }).toBe(total);
    await context.close();
  });
});
