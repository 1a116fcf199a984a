import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { likeEscape } from '../../search/text-fold';
import { isEnglishWord } from './english-words';
import { SightNames } from './sight-names';
import {
  DestinationIndex,
  foldName,
  rankPlaces,
  type DestinationEntry,
  type Gazetteer,
  type LatLng,
  type PlaceEntry,
  type PlaceMatch,
} from './gazetteer';

type Rows<T> = { rows: T[] };

interface DestinationRow {
  kind: DestinationEntry['kind'];
  id: number;
  name: string;
  country_code: string;
  country_name: string;
  region_id: number | null;
  lat: number;
  lng: number;
  population: string | number | null;
  attractions: number;
  wikivoyage: string | null;
  guide_mentions: number | null;
  continent: string | null;
  world_rank: number | null;
  alt_names: string[] | null;
  area: boolean | null;
}

/** Every country, region and city: about 28,000 short rows for the bundle. */
async function loadDestinations(db: Database): Promise<DestinationEntry[]> {
  // The catalogue's continents put both Americas in one; a traveller means South America apart.
  const result = (await db.execute(sql`
    select 'country' as kind, k.id, k.name, k.iso2 as country_code, k.name as country_name,
      null::int as region_id, k.lat, k.lng, k.population, k.attractions_count as attractions,
      null as wikivoyage, null::int as guide_mentions,
      case when k.subregion = 'South America' then 'South America'
        when k.continent = 'Americas' then 'North America' else k.continent end as continent,
      null::int as world_rank, null::jsonb as alt_names, false as area
    from countries k
    union all
    select 'region', r.id, r.name, k.iso2, k.name, r.id, coalesce(r.lat, k.lat),
      coalesce(r.lng, k.lng), null, r.attractions_count, null, null, null, null, null, false
    from regions r join countries k on k.id = r.country_id
    union all
    select 'city', c.id, c.name, k.iso2, k.name, c.region_id, c.lat, c.lng, c.population,
      c.attractions_count, c.wikivoyage, c.guide_mentions, null, c.popularity_in_world,
      case when c.destination_type not in ('city', 'town') then c.alt_names end,
      c.destination_type not in ('city', 'town')
    from cities c join countries k on k.id = c.country_id`)) as unknown as Rows<DestinationRow>;
  return result.rows.map((r) => ({
    kind: r.kind,
    id: Number(r.id),
    name: r.name,
    countryCode: r.country_code,
    countryName: r.country_name,
    regionId: r.region_id === null ? null : Number(r.region_id),
    lat: Number(r.lat),
    lng: Number(r.lng),
    population: r.population === null ? null : Number(r.population),
    attractions: Number(r.attractions),
    article: r.wikivoyage === null ? null : r.wikivoyage.includes('(') ? 'other' : 'main',
    guideMentions: Number(r.guide_mentions ?? 0),
    continent: r.continent,
    worldRank: r.world_rank === null ? null : Number(r.world_rank),
    // An island's or a region's other names ("Mallorca" for Majorca, "Thira" for Santorini);
    // a town's are too many and too often words of some language to read in a message.
    otherNames: (r.alt_names ?? []).filter((name) => !isEnglishWord(name)),
    area: r.area === true,
  }));
}

/** At most this many sights named in one message are read (a pasted list is not a request). */
const MAX_NAMED_SIGHTS = 400;

const FILLER = new Set(['the', 'a', 'an', 'of', 'and']);

/**
 * Candidate places for a phrase, in SQL on the trigger-kept folded names (`search_name`, as
 * the search module does): names containing every word of the phrase; when none does (a typo),
 * names sharing at least half of the phrase's three-letter pieces, the most shared first (pg_trgm's
 * idea; PGlite does not load that extension). The JavaScript ranking then scores the name
 * fit, nearness and fame.
 */
async function placeCandidates(db: Database, phrase: string): Promise<PlaceEntry[]> {
  const words = foldName(phrase)
    .split(' ')
    .filter((w) => w.length > 1 && !FILLER.has(w));
  if (!words.length) return [];
  // Apostrophes dropped, as foldName joins a possessive: "kings cross" is King's Cross Central.
  const contains = (part: string) =>
    sql`replace(p.search_name, '''', '') like ${`%${likeEscape(part)}%`} escape '\\'`;
  const select = (where: SQL, first?: SQL) => sql`
    select p.id, p.kind, p.name, p.city_id, c.name as city_name, p.lat, p.lng, p.categories,
      p.rating, p.visitors
    from places p left join cities c on c.id = p.city_id
    where p.kind in ('attraction', 'shop', 'food') and (${where})
    order by ${first ? sql`${first} desc,` : sql``} p.rating desc, p.visitors desc nulls last, p.id
    limit 300`;
  let result = (await db.execute(
    select(sql.join(words.map(contains), sql` and `)),
  )) as unknown as Rows<Record<string, unknown>>;
  if (!result.rows.length) {
    const grams = [
      ...new Set(
        words
          .filter((w) => w.length >= 5)
          .flatMap((w) => Array.from({ length: w.length - 2 }, (_, k) => w.slice(k, k + 3))),
      ),
    ];
    if (!grams.length) return [];
    const shared = sql.join(
      grams.map((g) => sql`(${contains(g)})::int`),
      sql` + `,
    );
    const least = Math.max(2, Math.ceil(grams.length * 0.5));
    result = (await db.execute(select(sql`${shared} >= ${least}`, shared))) as unknown as Rows<
      Record<string, unknown>
    >;
  }
  return result.rows.map((r) => ({
    ...placeOf(r),
    visitors: r.visitors === null ? null : Number(r.visitors),
  }));
}

/** A place row of these queries as the brain reads it (its name fit scored apart). */
function placeOf(r: Record<string, unknown>): Omit<PlaceEntry, 'visitors'> {
  return {
    kind: r.kind as PlaceEntry['kind'],
    id: Number(r.id),
    name: String(r.name),
    cityId: r.city_id === null ? null : Number(r.city_id),
    cityName: (r.city_name as string | null) ?? null,
    lat: Number(r.lat),
    lng: Number(r.lng),
    categories: (typeof r.categories === 'string'
      ? JSON.parse(r.categories)
      : r.categories) as string[],
    rating: Number(r.rating),
  };
}

/** Every sight's id and name, for {@link SightNames}: some 155,000 short rows for the bundle. */
async function loadSightNames(db: Database): Promise<SightNames> {
  const result = (await db.execute(
    sql`select id, name from places where kind = 'attraction'`,
  )) as unknown as Rows<{ id: number; name: string }>;
  return new SightNames(result.rows.map((r) => ({ id: Number(r.id), name: r.name })));
}

/** The sights of some ids, with their city and country, as the brain matches places. */
async function sightsById(db: Database, ids: readonly number[]): Promise<PlaceMatch[]> {
  if (!ids.length) return [];
  const result = (await db.execute(sql`
    select p.id, p.kind, p.name, p.city_id, c.name as city_name, p.lat, p.lng, p.categories,
      p.rating, k.iso2 as country_code
    from places p left join cities c on c.id = p.city_id left join countries k on k.id = p.country_id
    where p.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`)) as unknown as Rows<Record<string, unknown>>;
  return result.rows.map((r) => ({
    ...placeOf(r),
    score: 1,
    countryCode: (r.country_code as string | null) ?? null,
  }));
}

export interface DatabaseGazetteer extends Gazetteer {
  /** Drops the destination index so the next lookup reloads it (after a catalogue import). */
  invalidate(): void;
}

/**
 * The gazetteer over the catalogue. Destinations are few and looked up many times per message
 * (every candidate phrase), so their names are loaded once into a {@link DestinationIndex};
 * places are many and looked up once or twice per message, so they stay in SQL.
 */
export function createDatabaseGazetteer(db: Database): DatabaseGazetteer {
  let index: Promise<DestinationIndex> | null = null;
  let sightNames: Promise<SightNames> | null = null;
  const sights = () => {
    if (!sightNames) {
      const loading = loadSightNames(db);
      loading.catch(() => {
        if (sightNames === loading) sightNames = null;
      });
      sightNames = loading;
    }
    return sightNames;
  };
  const destinations = () => {
    if (!index) {
      const loading = loadDestinations(db).then((rows) => new DestinationIndex(rows));
      // A failed load is not kept: the next message tries again.
      loading.catch(() => {
        if (index === loading) index = null;
      });
      index = loading;
    }
    return index;
  };
  return {
    async findDestinations(phrase: string) {
      return (await destinations()).find(phrase);
    },
    async findNamesakes(phrase: string) {
      return (await destinations()).namesakes(phrase);
    },
    async continentOf(countryCode: string) {
      return (await destinations()).continentOf(countryCode);
    },
    async findPlaces(phrase: string, near?: LatLng) {
      return rankPlaces(phrase, await placeCandidates(db, phrase), near);
    },
    async sightsNamedIn(message: string, skip: readonly string[]) {
      const hits = (await sights()).namedIn(message, skip).slice(0, MAX_NAMED_SIGHTS);
      const words = new Map(hits.map((hit) => [hit.id, hit.word]));
      const found = await sightsById(
        db,
        hits.map((hit) => hit.id),
      );
      return found.map((place) => ({ ...place, word: words.get(place.id) ?? null }));
    },
    invalidate() {
      index = null;
      sightNames = null;
    },
  };
}
