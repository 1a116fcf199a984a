import {
  BUDGET_DEFAULT_RANGE,
  BUDGET_PRICED_FIELDS,
  COMPARING_LIMIT,
  MAP_CITIES_LIMIT,
  TOURIST_CITIES_LIMIT,
  haversineKm,
  splitWeeklyCost,
  type CategoryIcon,
  type GeoDataBox,
} from '@ai-map/contracts';
import type { z } from 'zod';
import type {
  AreasRequestSchema,
  BudgetRequestSchema,
  CitiesFilterRequestSchema,
  ClimaticSeasonRequestSchema,
  ComparingRequestSchema,
  CountryLanguagesRequestSchema,
  CountrySafetyRequestSchema,
} from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import { fieldError } from '../../lib/http-error';
import { categoryIcons } from '../catalog/catalog.presenter';
import { presentAdvisory } from '../catalog/facts.presenter';
import * as repo from './geo-data.repository';
import { point } from './map-point';

const currentMonth = () => new Date().getUTCMonth() + 1;

// ---- Cities -----------------------------------------------------------------------------------

const boxOf = (v: Partial<GeoDataBox>): GeoDataBox | undefined =>
  v.top_left && v.bottom_right ? { top_left: v.top_left, bottom_right: v.bottom_right } : undefined;

export async function citiesFilter(
  ctx: AppContext,
  body: z.infer<typeof CitiesFilterRequestSchema>,
) {
  const rows = await repo.filterCities(
    ctx.db,
    {
      box: boxOf(body),
      rating: body.rating,
      terrain: body.terrain,
      month: body.month ?? currentMonth(),
      seasons: body.climatic_seasons,
    },
    MAP_CITIES_LIMIT,
  );
  return {
    results: rows.map((r) => ({
      city_id: r.id,
      city_name: r.name,
      country_id: r.countryId,
      rating: r.rating,
      geo_points_json: point(r),
      geo_polygons_json: null,
    })),
  };
}

export async function touristCities(ctx: AppContext, box: GeoDataBox) {
  const rows = await repo.touristCities(ctx.db, box, TOURIST_CITIES_LIMIT);
  return {
    results: rows.map((r) => ({
      city_id: r.id,
      city_name: r.name,
      country_id: r.countryId,
      rating: r.rating,
      attractions_count: r.attractionsCount,
      category_icons: categoryIcons(r),
      geo_points_json: point(r),
    })),
  };
}

// ---- Areas ------------------------------------------------------------------------------------

export const AREAS_NO_DATA =
  'No open data source publishes drawn tourist areas; only type=regions is answered (region centres as circles).';

export async function areas(
  ctx: AppContext,
  type: string,
  body: z.infer<typeof AreasRequestSchema>,
) {
  if (type !== 'regions') return { count: 0, page: body.page, results: [], reason: AREAS_NO_DATA };
  const { rows, total } = await repo.regionsInBox(
    ctx.db,
    body,
    body.page_size,
    (body.page - 1) * body.page_size,
  );
  const points = await repo.cityPointsOfRegions(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    count: total,
    page: body.page,
    reason: null,
    results: rows.map((r) => {
      const centre = { lat: r.lat!, lng: r.lng! };
      const spread = points
        .filter((p) => p.regionId === r.id)
        .map((p) => haversineKm(centre, p) * 1000);
      return {
        area_id: r.id,
        name: r.name,
        type: ['region', ...(r.type ? [r.type] : [])],
        shape_type: 'circle' as const,
        // The radius reaches the region's farthest city: regions have no shapes in our data.
        geo_mark: {
          center: point(centre),
          radius_m: spread.length ? Math.round(Math.max(...spread)) : null,
        },
        geo_smooth: null,
        geo_center: point(centre),
      };
    }),
  };
}

// ---- Budget -----------------------------------------------------------------------------------

export async function budgetAndCosts(ctx: AppContext, body: z.infer<typeof BudgetRequestSchema>) {
  const period = body.budget_and_costs__period;
  const fields = [...new Set(body.budget_and_costs__fields)];
  const priced = BUDGET_PRICED_FIELDS.filter((f) => fields.includes(f));
  const unpriced = fields.filter((f) => !(BUDGET_PRICED_FIELDS as readonly string[]).includes(f));
  const rows = await repo.countriesWhere(ctx.db, { box: boxOf(body) });
  const all = rows.flatMap((r) => {
    if (r.costForWeek === null) return [];
    const week = splitWeeklyCost(r.costForWeek);
    // A period of n days costs n/7 of the week, item by item.
    const costs = Object.fromEntries(priced.map((f) => [f, Math.round((week[f] * period) / 7)]));
    const total = Object.values(costs).reduce((sum, v) => sum + v, 0);
    return [
      {
        country_id: r.id,
        country_name: r.name,
        country_slug: r.slug,
        geo_points_json: point(r),
        budget_and_costs_calculated: { currency: 'USD' as const, period, costs, total },
      },
    ];
  });
  const requested = body.budget_and_costs__range;
  if (requested.length === 2) {
    const [min, max] = requested;
    return {
      results: all.filter(
        (r) =>
          r.budget_and_costs_calculated.total >= min && r.budget_and_costs_calculated.total <= max,
      ),
      budget_and_costs__range: [min, max] as [number, number],
      unpriced_fields: unpriced,
    };
  }
  const totals = all.map((r) => r.budget_and_costs_calculated.total);
  return {
    results: all,
    budget_and_costs__range: (totals.length
      ? [Math.floor(Math.min(...totals)), Math.ceil(Math.max(...totals))]
      : [...BUDGET_DEFAULT_RANGE]) as [number, number],
    unpriced_fields: unpriced,
  };
}

// ---- Climate ----------------------------------------------------------------------------------

export const CLIMATE_ZONES = [
  { id: 'cold' as const, name: 'Cold', color: '#4a90d9', min_temp: null, max_temp: 5 },
  { id: 'warm' as const, name: 'Warm', color: '#f2b134', min_temp: 5, max_temp: 25 },
  { id: 'hot' as const, name: 'Hot', color: '#e2483d', min_temp: 25, max_temp: null },
];
export const SEASON_ICONS = [
  { id: 'cold' as const, icon: 'snowflake' },
  { id: 'warm' as const, icon: 'sun-cloud' },
  { id: 'hot' as const, icon: 'sun' },
];

interface MonthEntry {
  month: number;
  avg_day: number;
  avg_night: number;
  avg_water: number | null;
  season: 'cold' | 'warm' | 'hot';
}

export async function climaticSeasonCities(
  ctx: AppContext,
  body: z.infer<typeof ClimaticSeasonRequestSchema>,
) {
  const month = body.month ?? currentMonth();
  const rows = await repo.climateCities(
    ctx.db,
    {
      box: body,
      month,
      seasons: body.climatic_seasons,
      day: body.day_temp,
      water: body.water_temp,
    },
    MAP_CITIES_LIMIT,
  );
  return {
    month,
    results: rows.flatMap((r) => {
      // PGlite and node-postgres both parse jsonb; a string would mean a driver change.
      const m = (typeof r.month === 'string' ? JSON.parse(r.month) : r.month) as MonthEntry | null;
      if (!m) return [];
      return [
        {
          city_id: r.id,
          city_name: r.name,
          geo_points_json: point(r),
          month,
          season: m.season,
          avg_day: m.avg_day,
          avg_night: m.avg_night,
          avg_water: m.avg_water,
        },
      ];
    }),
  };
}

// ---- Territory --------------------------------------------------------------------------------

export async function countryTerritory(ctx: AppContext, box: GeoDataBox) {
  const rows = await repo.countriesWhere(ctx.db, { box });
  const counts = await repo.terrainCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    results: rows.map((r) => ({
      country_id: r.id,
      country_name: r.name,
      country_slug: r.slug,
      geo_points_json: point(r),
      terrain: r.terrain,
      terrain_types: counts
        .filter((c) => Number(c.country_id) === r.id)
        .map((c) => ({ name: c.name, cities: Number(c.n) })),
    })),
  };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export async function cityTerritory(ctx: AppContext, box: GeoDataBox) {
  const rows = await repo.citiesInBox(ctx.db, box, MAP_CITIES_LIMIT);
  return {
    results: rows.map((r) => ({
      city_id: r.id,
      city_name: r.name,
      title_to_display: r.terrainTypes.length
        ? `${r.name}: ${r.terrainTypes.map(capitalise).join(', ')}`
        : r.name,
      terrain_types: r.terrainTypes.map((name) => ({ name })),
      geo_points_json: point(r),
    })),
  };
}

// ---- Languages and safety ---------------------------------------------------------------------

/** The fields every per-country view starts with: which country, and its marker's point. */
function countryHead(r: { id: number; name: string; slug: string } & Parameters<typeof point>[0]) {
  return {
    country_id: r.id,
    country_name: r.name,
    country_slug: r.slug,
    geo_points_json: point(r),
  };
}

export async function countryLanguages(
  ctx: AppContext,
  body: z.infer<typeof CountryLanguagesRequestSchema>,
) {
  const rows = await repo.countryLanguages(ctx.db, boxOf(body));
  return {
    results: rows.map((r) => ({ ...countryHead(r), languages: r.languages })),
  };
}

/** Every country's U.S. State Department advisory (null where it publishes none): the safety view. */
export async function countrySafety(
  ctx: AppContext,
  body: z.infer<typeof CountrySafetyRequestSchema>,
) {
  const rows = await repo.countryAdvisories(ctx.db, boxOf(body));
  return {
    results: rows.map((r) => ({ ...countryHead(r), advisory: presentAdvisory(r.advisory) })),
  };
}

// ---- Comparing views --------------------------------------------------------------------------

type ComparingBody = z.infer<typeof ComparingRequestSchema>;
type Category = ComparingBody['categories'][number];

const chosenIcons = (icons: CategoryIcon[], chosen: Category[]) =>
  icons.filter((i) => chosen.includes(i.type));

export async function comparing(
  ctx: AppContext,
  kind: 'cities' | 'countries',
  body: ComparingBody,
) {
  if (body.type && body.type !== kind) {
    throw fieldError({ type: [`This call compares ${kind}; use the ${body.type} call.`] });
  }
  const filter = { box: body, rating: body.rating, withAnyOf: body.categories };
  if (kind === 'cities') {
    const rows = await repo.citiesWhere(ctx.db, filter, COMPARING_LIMIT);
    return rows.map((r) => ({
      id: r.id,
      city_id: r.id,
      name: r.name,
      rating: r.rating,
      geo_points_json: point(r),
      category_icons: chosenIcons(categoryIcons(r), body.categories),
    }));
  }
  const rows = await repo.countriesWhere(ctx.db, filter, COMPARING_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    country_id: r.id,
    name: r.name,
    rating: r.rating,
    geo_points_json: point(r),
    category_icons: chosenIcons(categoryIcons(r), body.categories),
  }));
}
