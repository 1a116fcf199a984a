import type { SearchFilters } from '@ai-map/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foldSql } from '../../db/fold';
import { foldText, likeEscape } from './text-fold';

export type ResultKind = 'country' | 'city' | 'attraction' | 'shop' | 'food' | 'event';
export type PlaceKind = Exclude<ResultKind, 'country' | 'city'>;

export interface SearchRow {
  kind: ResultKind;
  id: number;
  name: string;
  slug: string | null;
  rating: number;
  lng: number;
  lat: number;
  country_name: string | null;
  country_slug: string | null;
  city_name: string | null;
  region_name: string | null;
  population: number | null;
  categories: string[];
  start_date: string | null;
  end_date: string | null;
  detail: string | null;
}

export interface SearchQuery {
  /** Raw text; folded here. Empty matches everything. */
  q: string;
  kinds: ResultKind[];
  filters: SearchFilters;
  /** Month for the climate and temperature filters. */
  month: number;
  ordering: 'relevance' | 'rating' | '-rating' | 'name' | '-name';
  page: number;
  page_size: number;
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

const PLACE_KINDS: PlaceKind[] = ['attraction', 'shop', 'food', 'event'];

/** Whether objects of a kind can satisfy every filter given (else the kind is left out). */
export function kindCanMatch(kind: ResultKind, f: SearchFilters): boolean {
  const cityLevel = Boolean(f.terrain?.length || f.climate?.length || f.temperature);
  if (kind === 'country') {
    return !(f.categories?.length || cityLevel || f.date || f.other?.length);
  }
  if (kind === 'city') {
    return !(f.categories?.length || f.date || f.other?.some((o) => o !== 'capital'));
  }
  if (f.other?.includes('capital')) return false;
  if (f.date && kind !== 'event') return false;
  return true;
}

interface Text {
  exact: string;
  /** The name up to a comma: "Washington, D.C." is "Washington" said in full. */
  beforeComma: string;
  prefix: string;
  word: string;
  contains: string;
  /** The same against "|praha|münchen|" style alt-name lists (cities' search_alt_names). */
  altExact: string;
  altPrefix: string;
}

function textOf(q: string): Text | null {
  // Apostrophes are dropped on both sides (`fold`): "kings cross" finds King's Cross.
  const folded = foldText(q).replace(/'/g, '').replace(/\s+/g, ' ').trim();
  if (!folded) return null;
  const e = likeEscape(folded);
  return {
    exact: folded,
    beforeComma: `${e},%`,
    prefix: `${e}%`,
    word: `% ${e}%`,
    contains: `%${e}%`,
    altExact: `%|${e}|%`,
    altPrefix: `%|${e}%`,
  };
}

/** 0 exact, 1 prefix, 2 a word starts with it, 3 anywhere in the name. */
const matchRank = (t: Text | null) =>
  t
    ? sql`case when f.n = ${t.exact} then 0
        when f.n like ${t.prefix} escape '\\' then 1
        when f.n like ${t.word} escape '\\' then 2 else 3 end`
    : sql`0`;
const textWhere = (t: Text | null) => (t ? sql`f.n like ${t.contains} escape '\\'` : undefined);

/**
 * A place's name said exactly ranks with a city's other name, after a city's own name: "Bombay"
 * is Mumbai's other name and a Copenhagen restaurant's name, and the rating then puts Mumbai
 * first; "Queenstown" is New Zealand's town before Cobh, whose other name it is.
 */
const placeMatchRank = (t: Text | null) =>
  t
    ? sql`case when f.n = ${t.exact} then 1
        when f.n like ${t.prefix} escape '\\' then 1.5
        when f.n like ${t.word} escape '\\' then 2 else 3 end`
    : sql`0`;

/**
 * A city matches by its name or one of its other names (Praha, München, Bruges, Bombay); its own
 * name said exactly or in full up to its comma ("Washington" for "Washington, D.C.") ranks first,
 * so the rating puts Washington, D.C. before the English town of Washington.
 */
const cityMatchRank = (t: Text | null) =>
  t
    ? sql`case when f.n = ${t.exact} then 0
        when f.n like ${t.beforeComma} escape '\\' then 0
        when c.search_alt_names like ${t.altExact} escape '\\' then 1
        when f.n like ${t.prefix} escape '\\' then 1
        when c.search_alt_names like ${t.altPrefix} escape '\\' then 2
        when f.n like ${t.word} escape '\\' then 2 else 3 end`
    : sql`0`;
const cityTextWhere = (t: Text | null) =>
  t
    ? sql`(f.n like ${t.contains} escape '\\' or c.search_alt_names like ${t.contains} escape '\\')`
    : undefined;

const range = (column: SQL, r: [number, number] | undefined) =>
  r ? sql`${column} between ${r[0]} and ${r[1]}` : undefined;

/** Climate (season) and day temperature of the month, on the city alias `c`. */
function climateWhere(f: SearchFilters, month: number): SQL | undefined {
  if (!f.climate?.length && !f.temperature) return undefined;
  return sql`exists (select 1 from jsonb_array_elements(coalesce(c.climate, '[]'::jsonb)) m
    where (m->>'month')::int = ${month}
    ${f.climate?.length ? sql`and m->>'season' = any(${textArray(f.climate)})` : sql``}
    ${f.temperature ? sql`and (m->>'avg_day')::float8 between ${f.temperature[0]} and ${f.temperature[1]}` : sql``})`;
}

const all = (conditions: (SQL | undefined)[]) => {
  const parts = conditions.filter((c): c is SQL => c !== undefined);
  return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
};

/**
 * The folded name as `f.n`: the trigger-kept column, folded on the fly only if missing, without
 * its apostrophes (travellers type "kings cross" and "st peters" as often as the possessive).
 */
const fold = (alias: string) =>
  sql`cross join lateral (select replace(coalesce(${sql.raw(alias)}.search_name, ${foldSql(sql.raw(`${alias}.name`))}), '''', '') as n) f`;

function countrySelect(t: Text | null, f: SearchFilters): SQL {
  return sql`select 'country'::text as kind, k.id, k.name, k.slug, k.rating::float8 as rating,
      k.lng, k.lat, ${matchRank(t)} as match_rank, coalesce(k.tourist_amount, 0)::float8 as popularity,
      f.n as sort_name, k.name as country_name, k.slug as country_slug, null::text as city_name,
      null::text as region_name, k.population::float8 as population, '[]'::jsonb as categories,
      null::text as start_date, null::text as end_date,
      coalesce(nullif(k.subregion, ''), k.continent) as detail
    from countries k ${fold('k')}
    ${all([
      textWhere(t),
      f.country?.length ? sql`k.slug = any(${textArray(f.country)})` : undefined,
      range(sql`k.rating`, f.rating),
      range(sql`k.cost_for_week`, f.cost_for_week),
    ])}`;
}

function citySelect(t: Text | null, f: SearchFilters, month: number): SQL {
  return sql`select 'city'::text as kind, c.id, c.name, c.slug, c.rating::float8 as rating,
      c.lng, c.lat, ${cityMatchRank(t)} as match_rank, c.population::float8 as popularity,
      f.n as sort_name, k.name as country_name, k.slug as country_slug, null::text as city_name,
      r.name as region_name, c.population::float8 as population, '[]'::jsonb as categories,
      null::text as start_date, null::text as end_date, null::text as detail
    from cities c join countries k on k.id = c.country_id
      left join regions r on r.id = c.region_id ${fold('c')}
    ${all([
      cityTextWhere(t),
      f.country?.length ? sql`k.slug = any(${textArray(f.country)})` : undefined,
      range(sql`c.rating`, f.rating),
      range(sql`c.cost_for_week`, f.cost_for_week),
      f.terrain?.length ? sql`c.terrain_types ?| ${textArray(f.terrain)}` : undefined,
      climateWhere(f, month),
      f.other?.includes('capital') ? sql`c.is_capital` : undefined,
    ])}`;
}

function placeSelect(t: Text | null, f: SearchFilters, month: number, kinds: PlaceKind[]): SQL {
  const other = new Set(f.other ?? []);
  return sql`select p.kind::text as kind, p.id, p.name, null::text as slug, p.rating::float8 as rating,
      p.lng, p.lat, ${placeMatchRank(t)} as match_rank, coalesce(p.visitors, 0)::float8 as popularity,
      f.n as sort_name, k.name as country_name, k.slug as country_slug, c.name as city_name,
      null::text as region_name, null::float8 as population, p.categories,
      p.start_date::text as start_date, p.end_date::text as end_date, p.type as detail
    from places p left join cities c on c.id = p.city_id
      left join countries k on k.id = p.country_id ${fold('p')}
    ${all([
      sql`p.kind = any(${textArray(kinds)})`,
      textWhere(t),
      f.categories?.length ? sql`p.categories ?| ${textArray(f.categories)}` : undefined,
      f.country?.length ? sql`k.slug = any(${textArray(f.country)})` : undefined,
      range(sql`p.rating`, f.rating),
      range(sql`k.cost_for_week`, f.cost_for_week),
      f.terrain?.length ? sql`c.terrain_types ?| ${textArray(f.terrain)}` : undefined,
      climateWhere(f, month),
      other.has('local_culture') ? sql`p.local_culture` : undefined,
      other.has('heritage') ? sql`p.heritage` : undefined,
      other.has('wikipedia') ? sql`p.wikipedia is not null` : undefined,
      f.date
        ? sql`p.start_date <= ${f.date.finish_date}::date
            and coalesce(p.end_date, p.start_date) >= ${f.date.start_date}::date`
        : undefined,
    ])}`;
}

const ORDER: Record<SearchQuery['ordering'], SQL> = {
  relevance: sql`match_rank, rating desc, popularity desc nulls last, kind, id`,
  rating: sql`rating, sort_name, kind, id`,
  '-rating': sql`rating desc, popularity desc nulls last, kind, id`,
  name: sql`sort_name, kind, id`,
  '-name': sql`sort_name desc, kind, id`,
};

/** One page of matches over the kinds asked for, and the total. */
export async function search(
  db: Database,
  query: SearchQuery,
): Promise<{ rows: SearchRow[]; total: number }> {
  const t = textOf(query.q);
  const f = query.filters;
  const kinds = query.kinds.filter((k) => kindCanMatch(k, f));
  const selects: SQL[] = [];
  if (kinds.includes('country')) selects.push(countrySelect(t, f));
  if (kinds.includes('city')) selects.push(citySelect(t, f, query.month));
  const placeKinds = PLACE_KINDS.filter((k) => kinds.includes(k));
  if (placeKinds.length) selects.push(placeSelect(t, f, query.month, placeKinds));
  if (!selects.length) return { rows: [], total: 0 };

  const union = sql.join(selects, sql` union all `);
  type Rows<T> = { rows: T[] };
  const [page, total] = (await Promise.all([
    db.execute(sql`select * from (${union}) u order by ${ORDER[query.ordering]}
      limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`),
    db.execute(sql`select count(*) as n from (${union}) u`),
  ])) as unknown as [Rows<Record<string, unknown>>, Rows<{ n: string | number }>];
  const rows = page.rows.map((r): SearchRow => ({
    kind: r.kind as ResultKind,
    id: Number(r.id),
    name: String(r.name),
    slug: (r.slug as string | null) ?? null,
    rating: Number(r.rating),
    lng: Number(r.lng),
    lat: Number(r.lat),
    country_name: (r.country_name as string | null) ?? null,
    country_slug: (r.country_slug as string | null) ?? null,
    city_name: (r.city_name as string | null) ?? null,
    region_name: (r.region_name as string | null) ?? null,
    population: r.population === null ? null : Number(r.population),
    categories: (typeof r.categories === 'string'
      ? JSON.parse(r.categories)
      : r.categories) as string[],
    start_date: (r.start_date as string | null) ?? null,
    end_date: (r.end_date as string | null) ?? null,
    detail: (r.detail as string | null) ?? null,
  }));
  const n = total.rows[0]?.n ?? 0;
  return { rows, total: Number(n) };
}
