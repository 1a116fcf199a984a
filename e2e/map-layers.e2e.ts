import {
  COMPARING_CATEGORIES_MESSAGE,
  FEATURE_FLAGS_COOKIE,
  type GeoMarker,
  LOCAL_CULTURE_MIN_ZOOM,
} from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import {
  type MapView,
  drawnFeatures,
  jumpTo,
  layerShown,
  mapIdle,
  nextApiAnswer,
  reachablePoints,
  waitForMap,
} from './support/map';
import { visible } from './support/ui';
import {
  VALLETTA,
  COPENHAGEN,
  EUROPE,
  at,
  tab,
  closeSidebar,
  useMapApp,
} from './support/map-layers';

const { mapPage, baseUrl } = useMapApp();

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
        url: baseUrl(),
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
    await page.getByRole('radio', { name: 'Compare ratings', exact: true }).check();
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
