import {
  type AttractionDetail,
  type City,
  ClustersResponseSchema,
  COMPARING_CATEGORIES_MESSAGE,
  type EventDetail,
  FEATURE_FLAGS_COOKIE,
  type GeoMarker,
  LOCAL_CULTURE_MIN_ZOOM,
  type RestaurantDetail,
  type ShopDetail,
  TOOLTIP_DELAY_MS,
} from '@ai-map/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './support/harness';
import {
  API_PREFIX,
  type ClustersCall,
  type MapView,
  drawnFeatures,
  emptyMapPoint,
  exposeMap,
  markersSettledMs,
  jumpTo,
  layerShown,
  mapIdle,
  nextApiAnswer,
  nextClusters,
  reachablePoints,
  sameKinds,
  waitForMap,
} from './support/map';
import { gone, visible } from './support/ui';

/** Valletta: at zoom 17 single places are drawn as markers (at 16 everything is clustered). */
const VALLETTA = { lat: 35.8985, lng: 14.5124 };
/** Copenhagen and the Øresund: dozens of cities at zoom 8. */
const COPENHAGEN = { lat: 55.68, lng: 12.45 };
/** Central Europe at zoom 5: countries and hundreds of cities. */
const EUROPE: MapView = { zoom: 5, lat: 48, lng: 10 };

const at = (view: MapView) => `/#map=${view.zoom}/${view.lat}/${view.lng}`;

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** A page on the built app whose map the test can read (support/map.ts `exposeMap`). */
async function mapPage(width?: number, height?: number) {
  const opened = await e2e.newPage(width, height);
  await exposeMap(opened.page);
  return opened;
}

const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Map content' }).getByRole('tab', { name, exact: true });

/** The sidebar lies over the map's left side; closed, every marker on screen can be pointed at. */
async function closeSidebar(page: Page) {
  await page.getByRole('button', { name: 'Close the map sidebar' }).click();
  await gone(page.locator('#map-sidebar-panel'));
}

/**
 * Opens the map on a place the server keeps single at zoom 17 near Valletta (clusters of a zoom
 * are fixed, so centred on it the map draws it as a place marker of its own), with the sidebar
 * closed, and returns the marker's id (`kind:id`) and screen position.
 */
async function singlePlaceMarker(page: Page): Promise<{ id: string; x: number; y: number }> {
  const near = 0.01;
  const probe = await page.request.post(`${API_PREFIX}geo/general_clusters`, {
    data: {
      top_left: { lat: VALLETTA.lat + near, lng: VALLETTA.lng - near },
      bottom_right: { lat: VALLETTA.lat - near, lng: VALLETTA.lng + near },
      zoom: 17,
      kinds: ['attraction', 'shop', 'food', 'event'],
    },
  });
  expect(probe.status()).toBe(200);
  const { results } = ClustersResponseSchema.parse(await probe.json());
  const single = results.find((cluster) => cluster.amount === 1 && cluster.items.length === 1);
  if (!single) throw new Error('no single place near Valletta at zoom 17');
  const [lng, lat] = single.geo_points_json;
  const markerId = `${single.items[0]!.kind}:${single.items[0]!.id}`;

  await page.goto(at({ zoom: 17, lat, lng }));
  await markersSettledMs(page);
  await closeSidebar(page);
  // The visually hidden list of drawn places gives each marker's id and screen position.
  const button = page.locator(`nav[aria-label="Places on the map"] [data-marker-id="${markerId}"]`);
  await button.waitFor({ state: 'attached', timeout: 30_000 });
  const target = {
    id: markerId,
    x: Number(await button.getAttribute('data-x')),
    y: Number(await button.getAttribute('data-y')),
  };
  expect(
    await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.tagName === 'CANVAS',
      target,
    ),
  ).toBe(true);
  return target;
}

/** Local marker layers (cluster-layer.tsx): where the pointer must not rest to leave a marker. */
const LOCAL_MARKER_LAYERS = ['clusters-circle', 'clusters-label', 'places-icon'];

/** The categories of a place's details, whatever its kind. */
function detailCategories(
  detail: AttractionDetail | ShopDetail | RestaurantDetail | EventDetail,
): string[] {
  if ('entertainment_category_name' in detail) return detail.entertainment_category_name;
  if ('shop_category_name' in detail) return detail.shop_category_name;
  if ('food_category_name' in detail) return detail.food_category_name;
  return detail.event_category_name;
}

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

/** How a general sub-filter's layer is proven drawn: its call, and a layer fed by its answer. */
interface SubFilterCase {
  /** The chooser's label. */
  choice: string;
  /** A view where the sub-filter applies; the statistical ones fly to zoom 4 themselves. */
  view?: MapView;
  /** The call that feeds the layer (path after the API prefix). */
  call: RegExp;
  /** The ids the call answered. */
  ids: (json: never) => unknown[];
  /** A layer drawn from that answer, and the feature property that holds the answer's id. */
  layer: string;
  property: string;
  /** Whether a drawn property value comes from the answered ids; by default it is one of them. */
  belongs?: (drawn: unknown, ids: Set<unknown>) => boolean;
  /** Other layers of the sub-filter that must be drawn too (fills, outlines). */
  alsoDrawn?: string[];
}

const resultsOf =
  <T>(id: (result: T) => unknown) =>
  (json: { results: T[] }) =>
    json.results.map(id);

const VALLETTA_13: MapView = { zoom: 13, ...VALLETTA };

const SUB_FILTERS: SubFilterCase[] = [
  {
    choice: 'Climate',
    view: EUROPE,
    call: /^geo\/cities\/map_general_data\/climatic_season\/$/,
    ids: resultsOf((city: { city_id: number }) => city.city_id),
    layer: 'general-climate-marker',
    property: 'cityId',
  },
  {
    // Below city scale (zoom 6) territory draws countries with their terrain types.
    choice: 'Territory',
    view: EUROPE,
    call: /^geo\/countries\/map_general_data\/territory_type\/$/,
    ids: resultsOf((country: { country_id: number }) => country.country_id),
    layer: 'general-territory-dot',
    property: 'id',
  },
  {
    choice: 'Languages',
    call: /^geo\/countries\/map_general_data\/languages\/$/,
    ids: resultsOf((country: { country_id: number }) => country.country_id),
    layer: 'general-languages-label',
    property: 'countryId',
    alsoDrawn: ['general-languages-fill'],
  },
  {
    // A pill names the country's largest religions ("Muslim 57%, Roman Catholic 10%") in the
    // colours of the religion list.
    choice: 'Religion',
    call: /^map_religion_list\/$/,
    ids: (json: { name: string }[]) => json.map((religion) => religion.name),
    layer: 'general-religion-marker',
    property: 'title',
    belongs: (title, names) => [...names].some((name) => String(title).startsWith(`${name} `)),
    alsoDrawn: ['general-religion-fill'],
  },
  {
    choice: 'Budget',
    call: /^geo\/countries\/map_costs_data\/budget_and_costs\/$/,
    ids: resultsOf((country: { country_id: number }) => country.country_id),
    layer: 'general-budget-pill',
    property: 'countryId',
    alsoDrawn: ['general-budget-fill'],
  },
  {
    // Countries with a U.S. State Department advisory get a "Level n" pill; the others only
    // their grey fill.
    choice: 'Safety',
    call: /^geo\/countries\/map_general_data\/safety\/$/,
    ids: (json: { results: { country_id: number; advisory: unknown }[] }) =>
      json.results.filter((country) => country.advisory !== null).map((c) => c.country_id),
    layer: 'general-safety-pill',
    property: 'countryId',
    alsoDrawn: ['general-safety-fill'],
  },
  {
    // Geo shapes are drawn above zoom 12 (§4): at 13 every region's outline is.
    choice: 'Areas',
    view: VALLETTA_13,
    call: /^geo\/areas\?type=regions$/,
    ids: resultsOf((area: { area_id: number }) => area.area_id),
    layer: 'general-areas-centre',
    property: 'areaId',
    alsoDrawn: ['general-areas-fill', 'general-areas-outline'],
  },
  {
    choice: 'Local culture',
    view: VALLETTA_13,
    call: /^geo\/local_culture$/,
    ids: resultsOf((place: GeoMarker) => place.id),
    layer: 'general-local-culture-icon',
    property: 'placeId',
  },
];

describe('the general tab’s sub-filters', { timeout: 180_000 }, () => {
  it('shows a hovered country’s travel advisory: whose advice, level and date', async () => {
    const { context, page } = await mapPage(1440, 900);
    await page.goto(at(EUROPE));
    await waitForMap(page);
    await tab(page, 'General').click();
    // Areas keep the general markers (countries below zoom 6) under their circles.
    await page.getByRole('radio', { name: 'Areas', exact: true }).check();
    await drawnFeatures(page, 'general-markers-marker', 'type');
    await closeSidebar(page);
    await mapIdle(page);
    const countries = (await reachablePoints(page, 'general-markers-marker')).filter(
      (point) => point.properties.type === 'country',
    );
    const country = countries.find((point) => point.properties.name === 'France') ?? countries[0];
    expect(country, 'a country marker in reach').toBeDefined();
    await page.mouse.move(country!.x, country!.y);
    const tooltip = await visible(page.locator('.maplibregl-popup'));
    await expect
      .poll(() => tooltip.textContent())
      .toMatch(
        /U\.S\. State Dept\.: Level [1-4] \(\d{1,2} [A-Z][a-z]{2} \d{4}\)|No U\.S\. State Dept\. advisory published/,
      );
    expect(await tooltip.textContent()).toContain(String(country!.properties.name));
    await context.close();
  });

  it('draws each sub-filter’s layer from its own call, in a view where it applies', async () => {
    const { context, page } = await mapPage();
    // Religion is behind a flag that is DISABLED by default (§2): the flags cookie turns it on.
    await context.addCookies([
      {
        name: FEATURE_FLAGS_COOKIE,
        value: encodeURIComponent(JSON.stringify({ generalReligion: 'ON' })),
        url: e2e.baseUrl,
      },
    ]);
    await page.goto(at(EUROPE));
    await waitForMap(page);
    // The general tab opens on its default sub-filter, climate, which asks at once.
    let answered = nextApiAnswer(page, SUB_FILTERS[0]!.call);
    await tab(page, 'General').click();

    let previous: string | null = null;
    for (const [index, subFilter] of SUB_FILTERS.entries()) {
      // The view first, so that the sub-filter's one call is for it.
      if (subFilter.view) await jumpTo(page, subFilter.view);
      if (index > 0) answered = nextApiAnswer(page, subFilter.call);
      await page.getByRole('radio', { name: subFilter.choice, exact: true }).check();
      const { json } = await answered;
      const ids = new Set(subFilter.ids(json as never));
      expect(ids.size, `${subFilter.choice}: ids answered`).toBeGreaterThan(0);

      const drawn = await drawnFeatures(page, subFilter.layer, subFilter.property);
      expect(drawn.length, `${subFilter.choice}: features drawn`).toBeGreaterThan(0);
      const belongs = subFilter.belongs ?? ((value, answered) => answered.has(value));
      const strangers = drawn.filter((value) => !belongs(value, ids));
      expect(strangers, `${subFilter.choice}: drawn but not answered`).toEqual([]);
      for (const layer of subFilter.alsoDrawn ?? []) {
        expect(
          (await drawnFeatures(page, layer, subFilter.property)).length,
          `${subFilter.choice}: ${layer}`,
        ).toBeGreaterThan(0);
      }
      // Each sub-filter replaces the previous one's layer.
      if (previous) expect(await layerShown(page, previous), previous).toBe(false);
      previous = subFilter.layer;
    }
    await context.close();
  });

  it('draws local culture only from zoom 7 and compares countries below zoom 9, cities from it', async () => {
    const { context, page } = await mapPage();
    await page.goto(at(EUROPE));
    await waitForMap(page);
    await tab(page, 'General').click();

    const cultureCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/geo/local_culture')) {
        cultureCalls.push(request.url());
      }
    });

    // Local culture below zoom 7: no layer and no call, the sidebar says to zoom in.
    await page.getByRole('radio', { name: 'Local culture', exact: true }).check();
    await visible(page.getByText(`Zoom in to zoom ${LOCAL_CULTURE_MIN_ZOOM} to see them.`));
    expect(await layerShown(page, 'general-local-culture-icon')).toBe(false);
    expect(cultureCalls).toEqual([]);

    // Comparing: nothing until a category is chosen, then countries at zoom 5.
    await page.getByRole('radio', { name: 'Comparing', exact: true }).check();
    await visible(page.getByText(COMPARING_CATEGORIES_MESSAGE));
    const countries = nextApiAnswer<{ results: { id: number }[] }>(
      page,
      /^geo\/country_comparing_view$/,
    );
    await page.getByRole('button', { name: 'Attractions', exact: true }).click();
    const { body: countryBody, json: countryAnswer } = await countries;
    expect(countryBody?.categories).toEqual(['attractions']);
    const countryIds = new Set(countryAnswer.results.map((country) => country.id));
    const drawnCountries = await drawnFeatures(page, 'general-comparing-circle', 'id');
    expect(drawnCountries.length).toBeGreaterThan(0);
    expect(drawnCountries.filter((id) => !countryIds.has(id as number))).toEqual([]);

    const cities = nextApiAnswer<{ results: { id: number }[] }>(page, /^geo\/city_comparing_view$/);
    await jumpTo(page, { zoom: 9, ...COPENHAGEN });
    const { json: cityAnswer } = await cities;
    const cityIds = new Set(cityAnswer.results.map((city) => city.id));
    await expect
      .poll(
        async () => {
          const drawn = await drawnFeatures(page, 'general-comparing-circle', 'id');
          return drawn.length > 0 && drawn.every((id) => cityIds.has(id as number));
        },
        { timeout: 30_000 },
      )
      .toBe(true);
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
