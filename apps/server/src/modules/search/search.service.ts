import type { SearchRequest, SearchResponse, SearchResult, SearchType } from '@ai-map/contracts';
import { findCategory } from '@ai-map/osm';
import type { AppContext } from '../../app-context';
import { search, type ResultKind, type SearchRow } from './search.repository';

const KINDS: Record<SearchType, ResultKind[]> = {
  general: ['country', 'city', 'attraction', 'shop', 'food', 'event'],
  countries: ['country'],
  cities: ['city'],
  attractions: ['attraction'],
  shops: ['shop'],
  food: ['food'],
  events: ['event'],
};

const KIND_LABEL: Record<ResultKind, string> = {
  country: 'Country',
  city: 'City',
  attraction: 'Attraction',
  shop: 'Shop',
  food: 'Food and drinks',
  event: 'Event',
};

const place = (row: SearchRow) =>
  [row.city_name, row.country_name].filter((part): part is string => Boolean(part)).join(', ');

function present(row: SearchRow): SearchResult {
  const base = {
    id: row.id,
    name: row.name,
    rating: row.rating,
    geo_points_json: [row.lng, row.lat] as [number, number],
  };
  switch (row.kind) {
    case 'country':
      return {
        kind: 'country',
        ...base,
        subtitle: row.detail ?? KIND_LABEL.country,
        slug: row.slug,
        country_slug: row.slug ?? '',
        url: `/country/${row.slug}`,
        api_path: `countries/${row.slug}/`,
      };
    case 'city':
      return {
        kind: 'city',
        ...base,
        subtitle: [row.region_name, row.country_name].filter(Boolean).join(', '),
        slug: row.slug,
        country_name: row.country_name ?? '',
        population: row.population ?? 0,
        url: `/city/${row.slug}`,
        api_path: `city/${row.slug}/`,
      };
    default: {
      const category = row.categories[0];
      const what = (category && findCategory(category)?.name) ?? KIND_LABEL[row.kind];
      const where = place(row);
      // Web pages exist for attractions so far; shops, food and events have API details only.
      const paths: Record<typeof row.kind, [string | null, string]> = {
        attraction: [`/attraction/${row.id}`, `attractions/${row.id}/detail/`],
        shop: [null, `shop/${row.id}/detail/`],
        food: [null, `geo/foods/${row.id}/`],
        event: [null, `events/event/${category ?? 'events'}/${row.id}/detail/`],
      };
      const [url, apiPath] = paths[row.kind];
      return {
        kind: row.kind,
        ...base,
        subtitle: where ? `${what} · ${where}` : what,
        slug: null,
        categories: row.categories,
        city_name: row.city_name,
        country_name: row.country_name,
        start_date: row.start_date,
        end_date: row.end_date,
        url,
        api_path: apiPath,
      };
    }
  }
}

/** `POST search/{type}/`: matches by name, best first, filtered. */
export async function runSearch(
  ctx: AppContext,
  type: SearchType,
  body: SearchRequest,
  now = new Date(),
): Promise<SearchResponse> {
  const { rows, total } = await search(ctx.db, {
    q: body.q,
    kinds: KINDS[type],
    filters: body.filters,
    month: body.filters.month ?? now.getUTCMonth() + 1,
    ordering: body.ordering,
    page: body.page,
    page_size: body.page_size,
  });
  const results = rows.map(present);
  return {
    type,
    q: body.q,
    count: total,
    page: body.page,
    page_size: body.page_size,
    results,
    list: results,
  };
}
