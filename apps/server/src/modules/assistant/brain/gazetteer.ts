import { haversineKm } from '@ai-map/contracts';
import { foldText } from '../../search/text-fold';

/**
 * How the brain looks up names: destinations (countries, cities, regions) and places
 * (attractions, shops, food). `gazetteer.repository.ts` answers from the database; unit tests
 * use {@link createMemoryGazetteer} over a few rows. Scores are comparable across calls:
 * about 1 for an exact name, 0.85 for one typo, 0.7 for two, plus a small bonus for size.
 */
export type DestinationKind = 'country' | 'city' | 'region';
export type PlaceKind = 'attraction' | 'shop' | 'food';

export interface DestinationMatch {
  kind: DestinationKind;
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2 of the country (the country's own for a country). */
  countryCode: string;
  countryName: string;
  lat: number;
  lng: number;
  score: number;
}

export interface PlaceMatch {
  kind: PlaceKind;
  id: number;
  name: string;
  cityId: number | null;
  cityName: string | null;
  lat: number;
  lng: number;
  categories: string[];
  rating: number;
  score: number;
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** One of several places a name may mean, with how it would be told apart ("Santiago, Chile"). */
export interface Namesake extends DestinationMatch {
  label: string;
  /** Its Wikivoyage article is under the bare name: the place most travellers mean. */
  mainArticle: boolean;
  /** The name is the start of its longer name ("Santiago" of "Santiago de Compostela"). */
  partOfName: boolean;
  /** Its continent (South America apart from the rest of the Americas), for "Lima and Santiago". */
  continent: string | null;
  /** Its rank among the world's cities by tourism (1 = most visited), null when unknown. */
  worldRank: number | null;
}

export interface Gazetteer {
  findDestinations(phrase: string): Promise<DestinationMatch[]>;
  /** The places worth a trip that an exact name may mean, one a country, best known first. */
  findNamesakes(phrase: string): Promise<Namesake[]>;
  /** The continent of a country (ISO 3166-1 alpha-2), as {@link Namesake.continent} gives it. */
  continentOf(countryCode: string): Promise<string | null>;
  findPlaces(phrase: string, near?: LatLng): Promise<PlaceMatch[]>;
}

/** One destination row as the index needs it. */
export interface DestinationEntry {
  kind: DestinationKind;
  id: number;
  name: string;
  countryCode: string;
  countryName: string;
  /** The region a city lies in, for "Paris, Texas". */
  regionId: number | null;
  lat: number;
  lng: number;
  population: number | null;
  /** Attractions in the catalogue: breaks ties between namesakes of similar size. */
  attractions: number;
  /** Its Wikivoyage article: under the bare name ('main'), a disambiguated one ('other'). */
  article?: 'main' | 'other' | null;
  /** Wikivoyage articles within 100 km that name it. */
  guideMentions?: number;
  /** The country's continent, South America apart from the rest of the Americas. */
  continent?: string | null;
  /** A city's rank among the world's cities by tourism (the catalogue's popularity_in_world). */
  worldRank?: number | null;
}

/** Folded, punctuation-free, single-spaced: "Washington, D.C." → "washington d c". */
export function foldName(text: string): string {
  return foldText(text)
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Optimal string alignment distance (Damerau–Levenshtein without repeated edits of one
 * substring), stopping early once it exceeds `max`.
 */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = max + 1;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

function deletions(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < word.length; i++) out.add(word.slice(0, i) + word.slice(i + 1));
  return [...out];
}

/**
 * Other names travellers use for destinations whose catalogue name differs: native names of
 * big tourist cities (the catalogue uses English names there), English names where the
 * catalogue keeps the native one, and everyday names of countries. Each maps to the
 * catalogue's name and country; names missing from a catalogue are skipped.
 */
const ALIASES: [alias: string, name: string, country: string, kind?: DestinationKind][] = [
  ['roma', 'Rome', 'IT'],
  ['rom', 'Rome', 'IT'],
  ['firenze', 'Florence', 'IT'],
  ['venezia', 'Venice', 'IT'],
  ['napoli', 'Naples', 'IT'],
  ['milano', 'Milan', 'IT'],
  ['torino', 'Turin', 'IT'],
  ['kopenhagen', 'Copenhagen', 'DK'],
  ['kobenhavn', 'Copenhagen', 'DK'],
  ['munchen', 'Munich', 'DE'],
  ['cologne', 'Köln', 'DE'],
  ['nuremberg', 'Nürnberg', 'DE'],
  ['wien', 'Vienna', 'AT'],
  ['praha', 'Prague', 'CZ'],
  ['lisboa', 'Lisbon', 'PT'],
  ['seville', 'Sevilla', 'ES'],
  ['malaga', 'Málaga', 'ES'],
  ['bruges', 'Brugge', 'BE'],
  ['antwerp', 'Antwerpen', 'BE'],
  ['bruxelles', 'Brussels', 'BE'],
  ['geneva', 'Genève', 'CH'],
  ['lucerne', 'Luzern', 'CH'],
  ['zurich', 'Zürich', 'CH'],
  ['gothenburg', 'Göteborg', 'SE'],
  ['den haag', 'The Hague', 'NL'],
  ['athina', 'Athens', 'GR'],
  ['warszawa', 'Warsaw', 'PL'],
  ['moskva', 'Moscow', 'RU'],
  ['kiev', 'Kyiv', 'UA'],
  ['cuzco', 'Cusco', 'PE'],
  ['marrakech', 'Marrakesh', 'MA'],
  ['saigon', 'Ho Chi Minh City', 'VN'],
  ['bombay', 'Mumbai', 'IN'],
  ['new york', 'New York City', 'US', 'city'],
  ['nyc', 'New York City', 'US'],
  ['washington dc', 'Washington, D.C.', 'US'],
  ['la', 'Los Angeles', 'US'],
  ['usa', 'United States', 'US'],
  ['us', 'United States', 'US'],
  ['america', 'United States', 'US'],
  ['the states', 'United States', 'US'],
  ['uk', 'United Kingdom', 'GB'],
  ['britain', 'United Kingdom', 'GB'],
  ['great britain', 'United Kingdom', 'GB'],
  ['holland', 'Netherlands', 'NL'],
  ['the netherlands', 'Netherlands', 'NL'],
  ['czech republic', 'Czechia', 'CZ'],
  ['turkey', 'Türkiye', 'TR'],
  ['uae', 'United Arab Emirates', 'AE'],
  ['vatican', 'Vatican City', 'VA'],
];

interface Keyed {
  entry: DestinationEntry;
  alias: boolean;
}

/**
 * In-memory fuzzy index of destinations: exact names and aliases by folded key, one-typo
 * neighbours through a deletion index (a key and a query one edit apart share a string with at
 * most one letter deleted), two typos for long queries, and "name, qualifier" phrases such as
 * "Paris Texas" (a city inside a region or country).
 */
export class DestinationIndex {
  private readonly exact = new Map<string, Keyed[]>();
  private readonly deleted = new Map<string, string[]>();
  /** Keys by their start up to a connector: "santiago de " → "santiago de compostela". */
  private readonly headed = new Map<string, string[]>();
  private readonly continents = new Map<string, string>();

  constructor(entries: readonly DestinationEntry[]) {
    for (const entry of entries) this.add(foldName(entry.name), { entry, alias: false });
    for (const entry of entries)
      if (entry.kind === 'country' && entry.continent)
        this.continents.set(entry.countryCode, entry.continent);
    const byName = new Map<string, DestinationEntry[]>();
    for (const entry of entries) {
      const key = `${entry.name}|${entry.countryCode}`;
      byName.set(key, [...(byName.get(key) ?? []), entry]);
    }
    for (const [alias, name, country, kind] of ALIASES) {
      const targets = (byName.get(`${name}|${country}`) ?? []).filter(
        (e) => !kind || e.kind === kind,
      );
      const biggest = targets.sort((a, b) => (b.population ?? 0) - (a.population ?? 0))[0];
      if (biggest) this.add(alias, { entry: biggest, alias: true });
    }
  }

  private add(key: string, keyed: Keyed) {
    if (!key) return;
    const list = this.exact.get(key);
    if (list) {
      list.push(keyed);
      return;
    }
    this.exact.set(key, [keyed]);
    const head = /^(\S+ (?:de|del|de los|de la) )\S/.exec(key);
    if (head) this.headed.set(head[1]!, [...(this.headed.get(head[1]!) ?? []), key]);
    if (key.length < 4) return;
    for (const d of deletions(key)) {
      const keys = this.deleted.get(d);
      if (keys) keys.push(key);
      else this.deleted.set(d, [key]);
    }
  }

  /** Keys within `max` edits of the query, with their distance (exact keys excluded). */
  private near(query: string, max: number): Map<string, number> {
    const found = new Map<string, number>();
    const consider = (key: string) => {
      if (key === query || found.has(key)) return;
      const d = editDistance(query, key, max);
      if (d <= max) found.set(key, d);
    };
    for (const key of this.deleted.get(query) ?? []) consider(key);
    const first = deletions(query);
    for (const d of first) {
      if (this.exact.has(d)) consider(d);
      for (const key of this.deleted.get(d) ?? []) consider(key);
    }
    if (max >= 2 && found.size === 0) {
      for (const d of first) {
        for (const dd of deletions(d)) {
          if (this.exact.has(dd)) consider(dd);
          for (const key of this.deleted.get(dd) ?? []) consider(key);
        }
      }
    }
    return found;
  }

  continentOf(countryCode: string): string | null {
    return this.continents.get(countryCode) ?? null;
  }

  /**
   * The world-famous city a bare first word stands for ("Rio" → Rio de Janeiro): among the
   * cities named "<word> de/del …", one in the world's top tourist cities that is far better
   * known than every other, as travellers shorten only names everyone knows.
   */
  private shortFor(query: string): DestinationEntry | null {
    if (query.includes(' ')) return null;
    const cities = [' de ', ' del ', ' de los ', ' de la ']
      .flatMap((tail) => this.headed.get(query + tail) ?? [])
      .flatMap((key) => (this.exact.get(key) ?? []).map((k) => k.entry))
      .filter((e) => e.kind === 'city')
      .sort((a, b) => rankOf(a) - rankOf(b));
    const [first, second] = cities;
    if (!first || rankOf(first) > FAMOUS_RANK) return null;
    return !second || rankOf(second) >= rankOf(first) * 10 ? first : null;
  }

  find(phrase: string): DestinationMatch[] {
    const query = foldName(phrase).replace(/^the /, '');
    if (!query) return [];
    const scored = new Map<DestinationEntry, number>();
    const score = (entry: DestinationEntry, text: number) => {
      const total = text + sizeBonus(entry);
      if ((scored.get(entry) ?? -1) < total) scored.set(entry, total);
    };
    for (const { entry, alias } of this.exact.get(query) ?? []) score(entry, alias ? 0.98 : 1);
    if (scored.size === 0) {
      const famous = this.shortFor(query);
      if (famous) score(famous, 0.97);
    }
    if (scored.size === 0 && query.length >= 3) {
      // Short queries only tolerate a missing letter ("rom" → "rome"), longer ones any typo.
      const max = query.length >= 8 ? 2 : 1;
      for (const [key, d] of this.near(query, max)) {
        if (query.length < 5 && key.length <= query.length) continue;
        const text = d === 1 ? (query.length < 5 ? 0.75 : 0.85) : 0.7;
        for (const { entry, alias } of this.exact.get(key) ?? []) {
          score(entry, alias ? text - 0.02 : text);
        }
      }
    }
    if (scored.size === 0) this.qualified(query, score);
    return [...scored]
      .map(([e, s]) => ({
        kind: e.kind,
        id: e.id,
        name: e.name,
        countryCode: e.countryCode,
        countryName: e.countryName,
        lat: e.lat,
        lng: e.lng,
        score: Math.round(s * 1000) / 1000,
      }))
      .sort((a, b) => b.score - a.score || a.id - b.id)
      .slice(0, 10);
  }

  /**
   * The destinations an exact name may mean that a traveller could be after: a country, a
   * region with sights, a city with sights, a travel guide's article or mention, or a million
   * people; also the cities whose longer name starts with it ("Santiago" → "Santiago de
   * Compostela"). One a country (the best known of each), best known first.
   */
  namesakes(phrase: string): Namesake[] {
    const query = foldName(phrase).replace(/^the /, '');
    if (!query) return [];
    const found: { entry: DestinationEntry; partOfName: boolean }[] = [];
    for (const { entry, alias } of this.exact.get(query) ?? [])
      if (!alias) found.push({ entry, partOfName: false });
    for (const tail of [' de ', ' del ', ' de los ', ' de la ']) {
      for (const key of this.headed.get(query + tail) ?? [])
        for (const { entry } of this.exact.get(key) ?? [])
          if (entry.kind === 'city') found.push({ entry, partOfName: true });
    }
    const worth = ({ entry: e }: { entry: DestinationEntry }) =>
      e.kind === 'country' ||
      (e.kind === 'region'
        ? e.attractions >= 5
        : e.attractions >= 1 ||
          (e.article ?? null) !== null ||
          (e.guideMentions ?? 0) >= 1 ||
          (e.population ?? 0) >= 1_000_000);
    const fame = (e: DestinationEntry) =>
      (e.kind === 'country' ? 2 : 0) + (e.article === 'main' ? 1 : 0) + sizeBonus(e) * 10;
    const best = new Map<string, { entry: DestinationEntry; partOfName: boolean }>();
    for (const f of found.filter(worth).sort((a, b) => fame(b.entry) - fame(a.entry))) {
      if (!best.has(f.entry.countryCode)) best.set(f.entry.countryCode, f);
    }
    return [...best.values()].map(({ entry: e, partOfName }) => ({
      kind: e.kind,
      id: e.id,
      name: e.name,
      countryCode: e.countryCode,
      countryName: e.countryName,
      lat: e.lat,
      lng: e.lng,
      score: 1,
      label:
        e.kind === 'country'
          ? `${e.name}, the country`
          : e.kind === 'region' && e.countryCode === 'US'
            ? `the US state of ${e.name}`
            : e.kind === 'region'
              ? `${e.name}, a region of ${e.countryName}`
              : `${e.name}, ${e.countryName}`,
      mainArticle: e.article === 'main',
      partOfName,
      continent: e.continent ?? this.continentOf(e.countryCode),
      worldRank: e.kind === 'city' ? (e.worldRank ?? null) : null,
    }));
  }

  /** "paris texas", "valencia spain": a city whose region or country is named after it. */
  private qualified(query: string, score: (e: DestinationEntry, text: number) => void) {
    const words = query.split(' ');
    if (words.length < 2 || words.length > 6) return;
    for (let cut = 1; cut < words.length; cut++) {
      const head = words.slice(0, cut).join(' ');
      const tail = words
        .slice(cut)
        .join(' ')
        .replace(/^(in|of) /, '');
      const outer = (this.exact.get(tail) ?? []).map((k) => k.entry);
      if (!outer.length) continue;
      for (const { entry } of this.exact.get(head) ?? []) {
        if (entry.kind !== 'city') continue;
        const inside = outer.some((o) =>
          o.kind === 'country'
            ? o.countryCode === entry.countryCode
            : o.kind === 'region' && o.id === entry.regionId,
        );
        if (inside) score(entry, 1.05);
      }
    }
  }
}

/**
 * Up to 0.1 for size: population (a million people ≈ 0.075) and, with a smaller weight, how
 * many attractions the catalogue holds, so that Paris, France beats Paris, Texas and Valencia,
 * Spain beats its larger Venezuelan namesake. Countries win a tie with their capital's name.
 */
function sizeBonus(entry: DestinationEntry): number {
  const people = entry.population ? Math.min(1, Math.log10(entry.population + 1) / 8) : 0.3;
  const sights = Math.min(1, Math.log10(entry.attractions + 1) / 3);
  return 0.06 * people + 0.04 * sights + (entry.kind === 'country' ? 0.01 : 0);
}

/** A city among the world's this many most visited counts as one everybody knows. */
export const FAMOUS_RANK = 100;
const rankOf = (e: DestinationEntry) => e.worldRank ?? Number.POSITIVE_INFINITY;

/** One place row as the in-memory gazetteer keeps it. */
export type PlaceEntry = Omit<PlaceMatch, 'score'> & { visitors?: number | null };

const FILLER = new Set(['the', 'a', 'an', 'of', 'de', 'di', 'du', 'la', 'le', 'del', 'and']);

/**
 * How well a place's name fits a phrase, 0–1: every word of the phrase must appear in the name
 * (one typo tolerated in words of five letters or more, two from eight); covering more of the name
 * scores higher, so "louvre" prefers "Louvre Museum" to "Japon Louvre Sculpture Museum".
 */
export function placeNameScore(phrase: string, name: string): number {
  const query = foldName(phrase)
    .split(' ')
    .filter((w) => w && !FILLER.has(w));
  const words = foldName(name)
    .split(' ')
    .filter((w) => w && !FILLER.has(w));
  if (!query.length || !words.length) return 0;
  let matched = 0;
  let typos = 0;
  for (const q of query) {
    if (words.includes(q)) {
      matched++;
      continue;
    }
    const allowed = q.length >= 8 ? 2 : 1;
    const close = words.find(
      (w) =>
        (q.length >= 5 && editDistance(q, w, allowed) <= allowed) ||
        (q.length >= 4 && w.startsWith(q)),
    );
    if (!close) return 0;
    matched++;
    typos++;
  }
  const coverage = matched / words.length;
  const first = words[0] === query[0] ? 0.05 : 0;
  return Math.max(0, 0.7 + 0.25 * coverage + first - 0.1 * typos);
}

/** Ranks place candidates: name fit first, then nearness to `near`, rating and visitors. */
export function rankPlaces(
  phrase: string,
  candidates: readonly PlaceEntry[],
  near?: LatLng,
): PlaceMatch[] {
  const out: PlaceMatch[] = [];
  for (const c of candidates) {
    const text = placeNameScore(phrase, c.name);
    if (text <= 0) continue;
    const km = near ? haversineKm(near, c) : null;
    const nearness = km === null ? 0 : km < 30 ? 0.15 : km < 300 ? 0.05 : 0;
    const fame =
      0.02 * (c.rating / 10) + (c.visitors ? Math.min(0.03, Math.log10(c.visitors) / 250) : 0);
    const { visitors: _visitors, ...match } = c;
    out.push({ ...match, score: Math.round((text + nearness + fame) * 1000) / 1000 });
  }
  return out.sort((a, b) => b.score - a.score || a.id - b.id).slice(0, 10);
}

/** A gazetteer over rows held in memory: the unit tests' catalogue. */
export function createMemoryGazetteer(data: {
  destinations: DestinationEntry[];
  places: PlaceEntry[];
}): Gazetteer {
  const index = new DestinationIndex(data.destinations);
  return {
    findDestinations: async (phrase) => index.find(phrase),
    findNamesakes: async (phrase) => index.namesakes(phrase),
    continentOf: async (countryCode) => index.continentOf(countryCode),
    findPlaces: async (phrase, near) => rankPlaces(phrase, data.places, near),
  };
}
