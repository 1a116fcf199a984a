import { MONTH_NAMES } from '@ai-map/contracts';
import {
  BUDGET_PERIODS,
  FILTER_SHARE_MAX_BYTES,
  RATING_RANGE,
  TEMPERATURE_RANGE,
  type AdvancedFilters,
  type FilterNode,
  type FilterTrees,
} from '@ai-map/contracts';
import { categoryTrees, type CategoryNode, type CategoryTreeName } from '@ai-map/osm';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { fieldError, notFound } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import * as repo from './filters.repository';

/** Place kind behind each category tree. */
const TREE_KIND: Record<CategoryTreeName, string> = {
  attraction: 'attraction',
  shopping: 'shop',
  food: 'food',
  event: 'event',
};
const TREE_NAMES: Record<CategoryTreeName, string> = {
  attraction: 'Attractions',
  shopping: 'Shopping',
  food: 'Food and drinks',
  event: 'Events',
};

/**
 * Subregions are named as in our country data (UN geoscheme), except the Asian ones, which take
 * the names the client's Asia filter merges (spec 001 §5). There is no "Middle East" group: the
 * data puts those countries in Western Asia.
 */
const GROUP_NAMES: Record<string, string> = {
  'Eastern Asia': 'East Asia',
  'South-Eastern Asia': 'Southeast Asia',
  'Southern Asia': 'South Asia',
};
/** Group id: the name without spaces (spec 001 §3). */
export const groupId = (name: string) => name.replace(/\s+/g, '');

const TERRAIN: Record<string, [string, string]> = {
  coastal: ['Coastal', 'The coastline passes within 10 km'],
  inland: ['Inland', 'More than 10 km from the sea'],
  island: ['Island', 'In an island nation'],
  tropical: ['Tropical', 'Coldest month 18 °C or warmer'],
  subtropical: ['Subtropical', 'Warm summers, mild winters'],
  temperate: ['Temperate', 'Four seasons'],
  subarctic: ['Subarctic', 'At most three months of 10 °C or more'],
  polar: ['Polar', 'Warmest month below 10 °C'],
  metropolis: ['Metropolis', 'A million people or more'],
  city: ['City', '100,000 people or more'],
  town: ['Town', 'Fewer than 100,000 people'],
};

export const SEASONS = [
  { id: 'cold' as const, name: 'Cold', subtitle: 'Monthly mean 5 °C or below' },
  { id: 'warm' as const, name: 'Warm', subtitle: 'Monthly mean between 5 and 25 °C' },
  { id: 'hot' as const, name: 'Hot', subtitle: 'Monthly mean 25 °C or above' },
];

/** Weekly cost bands (USD for one traveller, docs/data.md: cost model): [min, max). */
export const COST_BANDS: [number, number | null][] = [
  [0, 500],
  [500, 1000],
  [1000, 1500],
  [1500, null],
];

const OTHER: Record<string, [string, string]> = {
  local_culture: ['Local culture', 'Museums and places that present the local history and art'],
  heritage: ['Heritage', 'Places marked as heritage in OpenStreetMap'],
  wikipedia: ['On Wikipedia', 'Places with a Wikipedia article'],
  capital: ['Capital cities', 'The capital of each country'],
};
export const OTHER_IDS = Object.keys(OTHER);

const root = (id: string, name: string, children: FilterNode[], description?: string) => ({
  id,
  name,
  children,
  ...(description ? { description } : {}),
});

function categoryNodes(
  nodes: readonly CategoryNode[],
  kind: string,
  counts: Map<string, number>,
): FilterNode[] {
  return nodes.map((node) => ({
    id: node.id,
    name: node.name,
    count: counts.get(`${kind}:${node.id}`) ?? 0,
    children: categoryNodes(node.children, kind, counts),
  }));
}

async function buildTrees(ctx: AppContext, month: number): Promise<FilterTrees> {
  const db = ctx.db;
  const [counts, countries, terrain, seasons, bands, other] = await Promise.all([
    repo.categoryCounts(db),
    repo.countriesForFilter(db),
    repo.terrainCounts(db),
    repo.seasonCounts(db, month),
    repo.costBandCounts(db, COST_BANDS),
    repo.otherCounts(db),
  ]);
  const tree = (name: CategoryTreeName) =>
    root(name, TREE_NAMES[name], categoryNodes(categoryTrees[name], TREE_KIND[name], counts));

  const countryFilter: Record<string, FilterNode> = {};
  for (const c of countries) {
    const label = GROUP_NAMES[c.subregion] ?? (c.subregion || c.continent);
    const id = groupId(label);
    const group = (countryFilter[id] ??= {
      id,
      name: label,
      subtitle: c.continent,
      count: 0,
      children: [],
    });
    group.children.push({
      id: c.slug,
      name: c.name,
      count: Number(c.places),
      ...(c.capital ? { subtitle: c.capital } : {}),
      children: [],
    });
    group.count = group.children.length;
  }
  for (const [id, group] of Object.entries(countryFilter)) {
    if (!group.children.length) delete countryFilter[id];
  }

  return {
    attraction: tree('attraction'),
    shopping: tree('shopping'),
    food: tree('food'),
    event: tree('event'),
    country_filter: countryFilter,
    type_of_terrain: root(
      'type_of_terrain',
      'Type of terrain',
      terrain.map(({ terrain: id, count }) => ({
        id,
        name: TERRAIN[id]?.[0] ?? id,
        count,
        ...(TERRAIN[id] ? { subtitle: TERRAIN[id][1] } : {}),
        children: [],
      })),
      'Cities by coast, climate zone, size and island nations (counts are cities).',
    ),
    climate: root(
      'climate',
      'Climate',
      SEASONS.map((s) => ({ ...s, count: seasons.get(s.id) ?? 0, children: [] })),
      `Cities by their season in ${MONTH_NAMES[month - 1]} (counts are cities; pick a month with season).`,
    ),
    season: root(
      'season',
      'Season',
      MONTH_NAMES.map((name, i) => ({ id: String(i + 1), name, children: [] })),
      'The month the climate and temperature filters look at.',
    ),
    cost_and_expenses: root(
      'cost_and_expenses',
      'Costs and expenses',
      COST_BANDS.map(([min, max], i) => ({
        id: max === null ? `${min}-` : `${min}-${max}`,
        name:
          max === null
            ? `$${min.toLocaleString('en-US')} and more`
            : `Under $${max.toLocaleString('en-US')}`,
        subtitle:
          max === null
            ? `From $${min.toLocaleString('en-US')} a week`
            : `$${min.toLocaleString('en-US')}–$${(max - 1).toLocaleString('en-US')} a week`,
        count: bands[i]!,
        children: [],
      })),
      'Weekly cost of a mid-range traveller in USD (counts are countries).',
    ),
    other: root(
      'other',
      'Other',
      Object.entries(OTHER)
        .filter(([id]) => (other[id] ?? 0) > 0)
        .map(([id, [name, subtitle]]) => ({ id, name, subtitle, count: other[id]!, children: [] })),
    ),
    friendly: root(
      'friendly',
      'Friendly',
      [],
      'Not available yet: our open data does not say which places are family-, pet- or wheelchair-friendly.',
    ),
    traffic: root(
      'traffic',
      'Traffic',
      [],
      'Not available yet: we have no open data on traffic or congestion.',
    ),
  };
}

/** Trees are cached per process, per month and catalogue state (they only change on import). */
const cache = new Map<string, Promise<FilterTrees>>();

export async function filterTrees(ctx: AppContext, now = new Date()): Promise<FilterTrees> {
  const month = now.getUTCMonth() + 1;
  const key = `${await repo.catalogueStamp(ctx.db)}:${month}`;
  let trees = cache.get(key);
  if (!trees) {
    cache.clear();
    trees = buildTrees(ctx, month);
    cache.set(key, trees);
    trees.catch(() => cache.delete(key));
  }
  return trees;
}

export async function advancedFilters(ctx: AppContext): Promise<AdvancedFilters> {
  const [currencies, cost] = await Promise.all([repo.currencies(ctx.db), repo.costRange(ctx.db)]);
  // The default currency leads the list.
  currencies.sort((a, b) => Number(b.iso_code === 'USD') - Number(a.iso_code === 'USD'));
  const rating = [...RATING_RANGE] as [number, number];
  return {
    rating: { attractions: rating, shops: rating, events: rating, food: rating },
    temperature: {
      min: TEMPERATURE_RANGE[0],
      max: TEMPERATURE_RANGE[1],
      default: [...TEMPERATURE_RANGE],
      unit: '°C',
    },
    months: MONTH_NAMES.map((name, i) => ({ id: i + 1, name })),
    seasons: SEASONS,
    budget_periods: Object.entries(BUDGET_PERIODS).map(([id, days]) => ({
      id,
      name: id[0]!.toUpperCase() + id.slice(1),
      days,
    })),
    cost_for_week: { ...cost, currency: 'USD' },
    currencies,
  };
}

const SHARE_ID_LENGTH = 10;
const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function shareId(): string {
  const bytes = randomBytes(SHARE_ID_LENGTH);
  return [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** Stores a filter state and answers its short id. */
export async function shareFilter(ctx: AppContext, val: unknown): Promise<{ q: string }> {
  if (val === undefined || val === null) {
    throw fieldError({ val: ['This field is required.'] });
  }
  const json = JSON.stringify(val);
  // PostgreSQL's jsonb cannot hold the NUL character.
  if (json.includes('\\u0000')) {
    throw fieldError({ val: ['The filter cannot contain NUL characters.'] });
  }
  if (Buffer.byteLength(json, 'utf8') > FILTER_SHARE_MAX_BYTES) {
    throw fieldError({
      val: [`The filter is too large to share (at most ${FILTER_SHARE_MAX_BYTES} bytes of JSON).`],
    });
  }
  for (let attempt = 0; ; attempt++) {
    const q = shareId();
    try {
      await repo.insertShare(ctx.db, q, JSON.parse(json));
      return { q };
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

export async function sharedFilter(ctx: AppContext, q: string): Promise<{ val: unknown }> {
  const row = await repo.shareBy(ctx.db, q);
  if (!row) throw notFound(`No shared filter "${q}".`);
  return { val: row.val };
}
