import type {
  DestinationEntry,
  DestinationKind,
  DestinationMatch,
  Namesake,
} from './gazetteer-types';
import { deletions, editDistance, nameKey } from './name-matching';

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
    for (const entry of entries) this.add(nameKey(entry.name), { entry, alias: false });
    // An other name never competes with a place's own name ("Porto" is Favignana's too).
    for (const entry of entries)
      for (const other of entry.otherNames ?? [])
        if (!this.exact.has(nameKey(other))) this.add(nameKey(other), { entry, alias: true });
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
    const query = nameKey(phrase).replace(/^the /, '');
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
    if (scored.size === 0) {
      // "Edinborough", "Pittsburg", "Middlesborough": a town ending spelled as its sister ending
      // sounds, three or more edits from the name (trav-171 got "Where would you like to go?").
      for (const variant of endingVariants(query)) {
        for (const { entry, alias } of this.exact.get(variant) ?? [])
          score(entry, alias ? 0.83 : 0.85);
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
        famous:
          e.kind === 'country' ||
          (e.population ?? 0) >= 1_000_000 ||
          (e.kind === 'city' && (e.worldRank ?? Infinity) <= WELL_KNOWN_RANK) ||
          (e.article === 'main' && e.attractions >= WELL_STOCKED_SIGHTS),
        ...(e.area ? { area: true } : {}),
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
    const query = nameKey(phrase).replace(/^the /, '');
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
      attractions: e.attractions,
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
/** A city among the world's this many most visited is read from a typo or an ordinary word. */
const WELL_KNOWN_RANK = 500;
/** …or a travel guide's own destination with this many sights in the catalogue (Florence). */
const WELL_STOCKED_SIGHTS = 50;
const rankOf = (e: DestinationEntry) => e.worldRank ?? Number.POSITIVE_INFINITY;

/** English place-name endings travellers write for one another ("-borough" for "-burgh"). */
const ENDINGS = ['burgh', 'borough', 'brough', 'boro', 'burg'];

export function endingVariants(query: string): string[] {
  const ending = ENDINGS.find((e) => query.endsWith(e) && query.length >= e.length + 3);
  if (!ending) return [];
  const stem = query.slice(0, -ending.length);
  return ENDINGS.filter((e) => e !== ending).map((e) => stem + e);
}
