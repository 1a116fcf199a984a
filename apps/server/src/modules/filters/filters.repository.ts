import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { filterShares } from '../../db/schema';

type Row = Record<string, unknown>;
const rows = async <T extends Row>(db: Database, query: ReturnType<typeof sql>) =>
  // Both drivers answer raw queries with `{ rows }`; count(*) arrives as a string from pg.
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Changes whenever the catalogue does (an import, or places added or removed). */
export async function catalogueStamp(db: Database): Promise<string> {
  const [row] = await rows<{ imports: string; places: string; countries: string }>(
    db,
    sql`select
      (select coalesce(max(id), 0) from catalog_imports) as imports,
      (select count(*) from places) as places,
      (select count(*) from countries) as countries`,
  );
  return `${row!.imports}:${row!.places}:${row!.countries}`;
}

/** Places per (kind, category slug); records carry their category's ancestors too. */
export async function categoryCounts(db: Database) {
  const result = await rows<{ kind: string; slug: string; n: string }>(
    db,
    sql`select p.kind, c.slug, count(*) as n
      from places p cross join lateral jsonb_array_elements_text(p.categories) as c(slug)
      group by p.kind, c.slug`,
  );
  return new Map(result.map((r) => [`${r.kind}:${r.slug}`, Number(r.n)]));
}

export async function countriesForFilter(db: Database) {
  return rows<{
    slug: string;
    name: string;
    continent: string;
    subregion: string;
    capital: string | null;
    places: number;
    cities: number;
  }>(
    db,
    sql`select slug, name, continent, subregion, capital,
      attractions_count + food_count + shops_count as places, cities_count as cities
      from countries order by continent, subregion, slug`,
  );
}

export async function terrainCounts(db: Database) {
  const result = await rows<{ terrain: string; n: string }>(
    db,
    sql`select t.terrain, count(*) as n
      from cities c cross join lateral jsonb_array_elements_text(c.terrain_types) as t(terrain)
      group by t.terrain order by count(*) desc, t.terrain`,
  );
  return result.map((r) => ({ terrain: r.terrain, count: Number(r.n) }));
}

/** Cities per season (cold, warm, hot) in a month. */
export async function seasonCounts(db: Database, month: number) {
  const result = await rows<{ season: string; n: string }>(
    db,
    sql`select m->>'season' as season, count(*) as n
      from cities c cross join lateral jsonb_array_elements(coalesce(c.climate, '[]'::jsonb)) as m
      where (m->>'month')::int = ${month}
      group by 1`,
  );
  return new Map(result.map((r) => [r.season, Number(r.n)]));
}

/** Countries per weekly-cost band: [min, max) in USD, max null for open-ended. */
export async function costBandCounts(db: Database, bands: [number, number | null][]) {
  const counts: number[] = [];
  for (const [min, max] of bands) {
    const [row] = await rows<{ countries: string; cities: string }>(
      db,
      sql`select
        (select count(*) from countries where cost_for_week >= ${min}
          ${max === null ? sql`` : sql`and cost_for_week < ${max}`}) as countries`,
    );
    counts.push(Number(row!.countries));
  }
  return counts;
}

export async function otherCounts(db: Database) {
  const [row] = await rows<Record<string, string>>(
    db,
    sql`select
      (select count(*) from places where local_culture and kind in ('attraction', 'shop', 'food', 'event')) as local_culture,
      (select count(*) from places where heritage) as heritage,
      (select count(*) from places where wikipedia is not null) as wikipedia,
      (select count(*) from cities where is_capital) as capital`,
  );
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)]));
}

export async function currencies(db: Database) {
  const result = await rows<{ code: string; name: string; symbol: string | null; n: string }>(
    db,
    sql`select c->>'code' as code, min(c->>'name') as name, min(c->>'symbol') as symbol,
        count(distinct k.id) as n
      from countries k cross join lateral jsonb_array_elements(k.currencies) as c
      where c->>'code' is not null
      group by 1 order by count(distinct k.id) desc, 1`,
  );
  return result.map((r) => ({
    iso_code: r.code,
    name: r.name,
    currency_sign: r.symbol ?? r.code,
    countries: Number(r.n),
  }));
}

export async function costRange(db: Database) {
  const [row] = await rows<{ min: number | null; max: number | null }>(
    db,
    sql`select min(cost_for_week) as min, max(cost_for_week) as max from countries`,
  );
  return { min: Number(row?.min ?? 0), max: Number(row?.max ?? 0) };
}

export async function insertShare(db: Database, id: string, val: unknown) {
  await db.insert(filterShares).values({ id, val });
}

export async function shareBy(db: Database, id: string) {
  const [row] = await db.select().from(filterShares).where(eq(filterShares.id, id)).limit(1);
  return row;
}
