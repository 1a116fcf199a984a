import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DegreeBox } from './margin-box';
import type { Database } from '../../../db/client';
import type { DestinationType } from '@ai-map/contracts';
import { cities, places } from '../../../db/schema';
import { avoidNameWords, pickNameWords } from '../checker/plan-checker';

export type PickKind = 'attraction' | 'food' | 'shop';

/**
 * Where to look: a city (its own places, and those within reach of its centre), the places
 * around a point, a region, a country.
 */
export type PickArea =
  | {
      type: 'city';
      id: number;
      lat: number;
      lng: number;
      /** Half the side of the box around it, degrees (default CITY_REACH_DEG; see reachOfCity). */
      reachDeg?: number;
    }
  | {
      type: 'near';
      lat: number;
      lng: number;
      /** Half the side of the box searched, degrees (default CITY_REACH_DEG). */
      reachDeg?: number;
    }
  | { type: 'region'; id: number }
  | { type: 'country'; id: number };

export interface PickedPlace {
  id: number;
  kind: PickKind;
  name: string;
  lat: number;
  lng: number;
  rating: number;
  categories: string[];
  cityId: number | null;
  type: string | null;
}

export const kindOfTree = (tree: string): PickKind =>
  tree === 'food' ? 'food' : tree === 'shopping' ? 'shop' : 'attraction';

/** The kinds an interest is looked for in: a market may be filed as a sight (Grand Bazaar). */
export const kindsOf = (interest: { tree: string; category: string }): PickKind[] => {
  const kind = kindOfTree(interest.tree);
  return kind !== 'attraction' && pickNameWords([interest.category]) !== null
    ? [kind, 'attraction']
    : [kind];
};

/** The columns of a {@link PickedPlace}. */
const PICKED_COLUMNS = {
  id: places.id,
  kind: places.kind,
  name: places.name,
  lat: places.lat,
  lng: places.lng,
  rating: places.rating,
  categories: places.categories,
  cityId: places.cityId,
  type: places.type,
};

/** Places a little outside a city's limits (its airport-side museums, its beaches) still count. */
const CITY_REACH_DEG = 0.15;

/**
 * How far around its point a destination of the city table reaches, degrees: an island's or a
 * region's record ("Majorca", "Dordogne") stands for the land around it, whose places are filed
 * under its towns, so a plan there looks ~60 km out, not a town's ~15 km; a mountain's or a
 * lake's ~30 km.
 */
const REACH_BY_TYPE: Partial<Record<DestinationType, number>> = {
  island: 0.6,
  region: 0.6,
  mountain: 0.3,
  lake: 0.3,
};

/**
 * A named area from Wikipedia with no Wikivoyage article (data/scripts/wikipedia-areas.ts: the
 * Lake District, the Peak District, a valley or a coast) is smaller than the provinces and wine
 * regions Wikivoyage files as regions: at 0.6° the Lake District's plan opened in Dumfries and
 * Carlisle, 50–70 km out. ~40 km keeps it to the fells and lakes.
 */
const NAMED_AREA_REACH_DEG = 0.35;

export async function reachOfCity(db: Database, cityId: number): Promise<number> {
  const [row] = await db
    .select({ type: cities.destinationType, wikivoyage: cities.wikivoyage })
    .from(cities)
    .where(eq(cities.id, cityId))
    .limit(1);
  if (row?.type === 'region' && row.wikivoyage === null) return NAMED_AREA_REACH_DEG;
  return (row && REACH_BY_TYPE[row.type]) ?? CITY_REACH_DEG;
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

function areaFilter(area: PickArea): SQL | undefined {
  if (area.type === 'region') return eq(places.regionId, area.id);
  if (area.type === 'country') return eq(places.countryId, area.id);
  // Written as a box on point(lng, lat) so that the SP-GiST index places_geo_idx answers it: the
  // same test on lat and lng columns scanned every place of the kind (20 times slower).
  const reach = area.reachDeg ?? CITY_REACH_DEG;
  const around = sql`point(${places.lng}, ${places.lat}) <@ box(point(${area.lng - reach}, ${area.lat - reach}), point(${area.lng + reach}, ${area.lat + reach}))`;
  if (area.type === 'near') return around;
  // Within reach of a city but in its own country: Nice's sights, not Monaco's.
  const sameCountry = sql`${places.countryId} = (select country_id from cities where id = ${area.id})`;
  return or(eq(places.cityId, area.id), and(around, sameCountry));
}

/**
 * Office and residential towers and hotels are in the catalogue as "attractions" (OSM tags them
 * as buildings of note), but no traveller plans a day around an insurance company's tower: the
 * assistant never picks them. The catalogue rebuild drops them too; this keeps older bundles out.
 */
const NOT_A_SIGHT = sql`not (${places.kind} = 'attraction' and (coalesce(${places.type}, '') = 'skyscraper' or ${places.name} ~* '\\mhotel\\M'))`;

/**
 * The best places of an area, best rated first, optionally only those of some categories (a
 * food place also matches by cuisine). Visitor numbers break ties: a famous museum before an
 * equally rated small one.
 */
export async function pickPlaces(
  db: Database,
  area: PickArea,
  kinds: readonly PickKind[],
  options: {
    categories?: readonly string[];
    limit: number;
    exclude?: readonly number[];
    /** Categories the traveller does not want ("not into museums"). */
    avoid?: readonly string[];
  },
): Promise<PickedPlace[]> {
  const categories = options.categories ?? [];
  const conditions: (SQL | undefined)[] = [
    inArray(places.kind, [...kinds]),
    areaFilter(area),
    NOT_A_SIGHT,
  ];
  if (categories.length > 0) {
    // "Grand Bazaar" and "Camden Market" are filed as sights: their names say they are markets.
    const words = pickNameWords(categories);
    conditions.push(
      or(
        sql`${places.categories} ?| ${textArray(categories)}`,
        sql`${places.cuisines} ?| ${textArray(categories)}`,
        words === null ? undefined : sql`${places.name} ~* ${`\\m(?:${words})`}`,
      ),
    );
  }
  if (options.avoid?.length) {
    conditions.push(sql`not (${places.categories} ?| ${textArray(options.avoid)})`);
    const named = avoidNameWords(options.avoid);
    if (named) conditions.push(sql`${places.name} !~* ${`\\m(?:${named})\\M`}`);
  }
  if (options.exclude?.length) {
    conditions.push(
      sql`${places.id} not in (${sql.join(
        options.exclude.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  const rows = await db
    .select(PICKED_COLUMNS)
    .from(places)
    .where(and(...conditions))
    .orderBy(desc(places.rating), sql`${places.visitors} desc nulls last`, places.id)
    .limit(options.limit);
  return rows.map((row) => ({ ...row, kind: row.kind as PickKind }));
}

/** Places by id, in the order given (a traveller's named sights). */
export async function placesById(db: Database, ids: readonly number[]): Promise<PickedPlace[]> {
  if (!ids.length) return [];
  const rows = await db
    .select(PICKED_COLUMNS)
    .from(places)
    .where(inArray(places.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, { ...row, kind: row.kind as PickKind }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface TouristCity {
  id: number;
  name: string;
  lat: number;
  lng: number;
  /** The sum of its sights' ratings: how much, and how good, there is to see. */
  sightsValue: number;
  guideMentions: number;
  /** Its Wikivoyage article is under its bare name (the place most travellers mean). */
  mainArticle: boolean;
}

/**
 * A country's cities worth a stay, for a country plan: those with sights in the catalogue, with
 * what a guidebook would weigh (sights and their ratings, Wikivoyage). Population plays no part.
 */
export async function touristCities(
  db: Database,
  countryId: number,
  limit = 30,
): Promise<TouristCity[]> {
  const result = (await db.execute(sql`
    select c.id, c.name, c.lat, c.lng, c.guide_mentions,
      (c.wikivoyage is not null and c.wikivoyage not like '%(%') as main_article,
      coalesce(sum(p.rating), 0) as sights_value
    from cities c join places p on p.city_id = c.id and p.kind = 'attraction'
    where c.country_id = ${countryId}
    group by c.id
    order by sights_value desc, c.id
    limit ${limit}`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    lat: Number(r.lat),
    lng: Number(r.lng),
    sightsValue: Number(r.sights_value),
    guideMentions: Number(r.guide_mentions),
    mainArticle: r.main_article === true || r.main_article === 't',
  }));
}

/**
 * Every city with places of any of these categories: where the alternative offered when a
 * destination has none is looked for (the caller keeps the list per app and measures on the
 * sphere, so the places are scanned once per set of categories, not on every plan).
 */
export async function citiesWithCategories(
  db: Database,
  categories: readonly string[],
): Promise<
  { id: number; name: string; countryName: string; lat: number; lng: number; placeKm: number }[]
> {
  // `place_km`: how far the city's nearest such place lies from it (flat-earth km, close enough
  // at these distances): a place is filed under its nearest town, which may be 25 km away.
  const result = (await db.execute(sql`
    select c.id, c.name, k.name as country_name, c.lat, c.lng,
      min(sqrt(power(p.lat - c.lat, 2) + power((p.lng - c.lng) * cos(radians(c.lat)), 2))) * 111.2
        as place_km
    from places p join cities c on c.id = p.city_id join countries k on k.id = c.country_id
    where p.categories ?| ${textArray(categories)} and p.lat is not null
    group by c.id, k.name
    order by c.id`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    countryName: String(row.country_name),
    lat: Number(row.lat),
    lng: Number(row.lng),
    placeKm: Number(row.place_km),
  }));
}

/**
 * The cities whose Wikivoyage introduction has a whole word or phrase matching `guide`
 * (case-insensitive; PostgreSQL's \m and \M mark a word's start and end, so "surf" is not
 * found in "surface"): where an activity the catalogue has no kind of place for can be done.
 */
export async function citiesWithGuideMention(
  db: Database,
  guide: string,
): Promise<
  { id: number; name: string; countryId: number; countryName: string; lat: number; lng: number }[]
> {
  const result = (await db.execute(sql`
    select c.id, c.name, c.country_id, k.name as country_name, c.lat, c.lng
    from cities c join countries k on k.id = c.country_id
    where c.description ~* ${`\\m(?:${guide})\\M`}
    order by c.id`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    countryId: Number(row.country_id),
    countryName: String(row.country_name),
    lat: Number(row.lat),
    lng: Number(row.lng),
  }));
}

/**
 * Sights in a box, or in a country, whose name has a whole word or phrase matching
 * `names` (case-insensitive, as {@link citiesWithGuideMention}): the places that serve an
 * activity the catalogue has no kind of place for ("Dōgo Onsen" for hot springs). Best rated
 * first, with the town each is filed under.
 */
export async function sightsNamedLike(
  db: Database,
  names: string,
  where: DegreeBox | { countryId: number },
): Promise<
  { id: number; name: string; lat: number; lng: number; rating: number; town: string | null }[]
> {
  const area =
    'countryId' in where
      ? sql`p.country_id = ${where.countryId}`
      : sql`p.lat between ${where.south} and ${where.north}
      and p.lng between ${where.west} and ${where.east}`;
  const result = (await db.execute(sql`
    select p.id, p.name, p.lat, p.lng, p.rating, c.name as town
    from places p left join cities c on c.id = p.city_id
    where p.kind = 'attraction' and ${area}
      and p.name ~* ${`\\m(?:${names})\\M`}
    order by p.rating desc nulls last, p.id
    limit 20`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    lat: Number(row.lat),
    lng: Number(row.lng),
    rating: Number(row.rating ?? 0),
    town: row.town === null ? null : String(row.town),
  }));
}

/** A country with sights of a kind asked for: its best ones and how many. */
export interface CountryWithSights {
  id: number;
  name: string;
  code: string;
  lat: number;
  lng: number;
  /** Its best-rated sights of the kind (two at most) and how many it has. */
  best: string[];
  count: number;
}

/**
 * Countries whose sights are of these categories or carry this word in their name (a PostgreSQL
 * regular expression of a whole word: "pyramid"; towers, skyscrapers, peaks and lakes named so
 * are not), the one whose best three are best first — Mexico's Cholula, Sun and Moon pyramids
 * before the Louvre's one — outside
 * the countries left out and, as every open suggestion, outside countries rated Level 3–4 as a
 * whole (see destinationCandidates). By country, as many such sights lie outside every town
 * (Teotihuacan's).
 */
export async function countriesWithSights(
  db: Database,
  want: { categories: string[]; word: string | null; excludeCountries: number[]; limit: number },
): Promise<CountryWithSights[]> {
  const kinds = [
    want.categories.length ? sql`p.categories ?| ${textArray(want.categories)}` : undefined,
    // A peak or a lake named for its shape ("Pyramid Peak") is no pyramid.
    want.word
      ? sql`(p.name ~* ${`\\m${want.word}s?\\M`} and not (p.categories ? 'nature'))`
      : undefined,
  ].filter((part) => part !== undefined);
  if (!kinds.length) return [];
  const result = (await db.execute(sql`
    select k.id, k.name, k.iso2, k.lat, k.lng, count(*) as n,
      (array_agg(p.name order by p.rating desc nulls last, p.id))[1:2] as best,
      (select sum(r) from unnest((array_agg(p.rating order by p.rating desc nulls last))[1:3]) r) as top
    from places p join countries k on k.id = p.country_id
    where p.kind = 'attraction' and (${sql.join(kinds, sql` or `)})
      and coalesce(p.type, '') <> 'skyscraper' and not (p.categories ?| array['towers', 'stadiums'])
      and not (k.id = any(array[${sql.join(
        [-1, ...want.excludeCountries].map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]))
      and (k.advisory is null or (k.advisory->>'level')::int < 3 or k.advisory ? 'varies_by')
    group by k.id
    order by top desc nulls last, k.id
    limit ${want.limit}`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    code: String(row.iso2),
    lat: Number(row.lat),
    lng: Number(row.lng),
    best: (row.best as string[]).map(String),
    count: Number(row.n),
  }));
}
