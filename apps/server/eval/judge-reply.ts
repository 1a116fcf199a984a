import { eq } from 'drizzle-orm';
import ECB from '../src/modules/assistant/checker/ecb-reference-rates.json';
import { cities, countries } from '../src/db/schema';
import type { Database } from '../src/db/client';
import { editDistance } from '../src/modules/assistant/brain/name-matching';
import { MILD_DAY } from '../src/modules/assistant/brain/answer-replies';

/**
 * Judges a whole reply of the assistant against the catalogue: every money figure and
 * temperature it states must be one of the database's figures for a place the reply names (or
 * the trip's budget estimate, or a figure the user typed); a "no data" sentence must be true;
 * a planned trip must hold sights only (no office tower, no hotel), no stop twice, no empty day,
 * and stay inside the countries asked for. The case's own expectations (phrases, trip changes)
 * are checked by the runner.
 */

export interface ReplyCase {
  id: string;
  /**
   * The traveller-written part (reply-cases-traveller.json) has no category: its cases name the
   * failure patterns of issue 27 they test (1 wishes … 8 one-line questions) and say in words
   * what a good reply does and what would harm, for judging by hand.
   */
  patterns?: number[];
  good?: string;
  harmful?: string;
  category?:
    | 'plan'
    | 'names'
    | 'constraints'
    | 'followup'
    | 'data'
    | 'where_when'
    | 'limits'
    | 'language'
    | 'nonsense'
    | 'search';
  /** Messages of one chat, in order; the last reply is the one judged against `expect`. */
  turns: string[];
  location?: [number, number];
  expect?: {
    /** Regular expressions (case-insensitive) the last reply must match. */
    says?: string[];
    /** Regular expressions the last reply must not match. */
    not?: string[];
    /** The trip as the last turn left it. */
    plan?: {
      days?: number;
      /** ISO codes every stop must be in. */
      countries?: string[];
      /** Cities (catalogue names) each of which must hold at least one stop. */
      cities?: string[];
      maxPerDay?: number;
      /** The reply must name this month and a temperature. */
      month?: number;
      /** Cities (catalogue names) in the order the trip first visits them. */
      order?: string[];
      /**
       * The user's budget, USD: a plan over it must say by how much (the budget endpoint's
       * total minus this), one within it must not claim to be over.
       */
      budget?: number;
      /** The same request without the budget: its plan may not cost less than this one. */
      cheaperThan?: string;
    };
    /** What the last turn did to the chat's trip. */
    trip?: 'unchanged' | 'none' | 'changed';
    /** Legs whose transport changed in the last turn. */
    legsChanged?: number;
    /** A stop added in the last turn lies within this many km of the trip's other stops. */
    addedWithinKm?: number;
  };
}

export interface Entity {
  kind: 'city' | 'country';
  population: number;
  name: string;
  iso2: string;
  costForWeek: number | null;
  temperatures: Set<number>;
  hasClimate: boolean;
  lat: number;
  lng: number;
}

export interface Catalogue {
  byName: Map<string, Entity[]>;
  longest: number;
}

/** Countries and every city with a weekly cost or a climate, indexed by lower-case name. */
export async function loadCatalogue(db: Database): Promise<Catalogue> {
  const countryRows = await db
    .select({
      iso2: countries.iso2,
      name: countries.name,
      cost_for_week: countries.costForWeek,
      population: countries.population,
      lat: countries.lat,
      lng: countries.lng,
    })
    .from(countries);
  const cityRows = await db
    .select({
      name: cities.name,
      iso2: countries.iso2,
      cost_for_week: cities.costForWeek,
      climate: cities.climate,
      population: cities.population,
      lat: cities.lat,
      lng: cities.lng,
    })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId));
  const byName = new Map<string, Entity[]>();
  // Also under its words as `namedIn` splits a reply: "Sharm el-Sheikh" is "sharm el sheikh".
  const add = (e: Entity): void => {
    for (const key of new Set([e.name, e.name.replace(SPLIT, ' ').trim()]))
      byName.set(key.toLowerCase(), [...(byName.get(key.toLowerCase()) ?? []), e]);
  };
  const countryTemps = new Map<string, Set<number>>();
  for (const row of cityRows) {
    const temps = new Set<number>();
    for (const m of row.climate ?? []) {
      for (const v of [m.avg_day, m.avg_night, m.avg_water])
        if (v !== null && v !== undefined) temps.add(Math.round(v));
    }
    const set = countryTemps.get(row.iso2) ?? new Set<number>();
    for (const t of temps) set.add(t);
    countryTemps.set(row.iso2, set);
    add({
      kind: 'city',
      population: row.population,
      name: row.name,
      iso2: row.iso2,
      costForWeek: row.cost_for_week,
      temperatures: temps,
      hasClimate: (row.climate?.length ?? 0) > 0,
      lat: row.lat,
      lng: row.lng,
    });
  }
  for (const c of countryRows) {
    const temps = countryTemps.get(c.iso2) ?? new Set<number>();
    add({
      kind: 'country',
      population: c.population ?? 0,
      name: c.name,
      iso2: c.iso2,
      costForWeek: c.cost_for_week,
      temperatures: temps,
      hasClimate: temps.size > 0,
      lat: c.lat,
      lng: c.lng,
    });
  }
  const longest = Math.max(...[...byName.keys()].map((k) => k.split(' ').length));
  return { byName, longest: Math.min(longest, 5) };
}

/** Every catalogue city or country whose name appears in the text (word runs of up to 5). */
const SPLIT = /[\s,.;:!?()"'’—–-]+/g;

export function namedIn(text: string, catalogue: Catalogue): Entity[] {
  const words = text.split(SPLIT).filter(Boolean);
  const found: Entity[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= catalogue.longest && i + n <= words.length; n++) {
      const phrase = words.slice(i, i + n);
      if (!/^\p{Lu}/u.test(phrase[0]!)) continue;
      const hit = catalogue.byName.get(phrase.join(' ').toLowerCase());
      if (hit) found.push(...hit);
    }
  }
  return found;
}

export interface TripFacts {
  budget: { total: number; parts: number[] } | null;
  stops: {
    name: string;
    day: number;
    type: string | null;
    iso2: string | null;
    city: string | null;
    lat: number;
    lng: number;
    transport: string | null;
    placeId: number | null;
  }[];
  days: number;
}

export interface Verdict {
  ok: boolean;
  /** A stated figure or "no data" sentence the database contradicts or does not support. */
  untrue: string[];
  /** Anything else the case expected and the reply or trip did not do. */
  failed: string[];
}

/** The numbers a user typed, "5k" and "1.5k" as thousands. */
const numbersOf = (text: string) =>
  [...text.matchAll(/\d[\d,]*(?:\.\d+)?(k\b)?/gi)].map(
    (m) => Number(m[0].replace(/,/g, '').replace(/k$/i, '')) * (m[1] ? 1000 : 1),
  );

/** Truth of one reply's figures and "no data" sentences. */
export function untruths(
  reply: string,
  userText: string,
  trip: TripFacts | null,
  catalogue: Catalogue,
  /** The trip's estimate before this turn: an edit's reply says "(it was $X)". */
  previousTotal: number | null = null,
): string[] {
  const wrong: string[] = [];
  const named = namedIn(reply, catalogue);
  const allowedMoney = new Set<number>(numbersOf(userText));
  for (const e of named) {
    if (e.costForWeek !== null) {
      allowedMoney.add(Math.round(e.costForWeek));
      allowedMoney.add(Math.round(e.costForWeek / 7));
    }
  }
  // A budget typed in another currency, in dollars at one of the reference rates the assistant
  // may use (checker/ecb-reference-rates.json): recomputed here, not read from the reply.
  const budgets = numbersOf(userText).flatMap((n) => [
    n,
    ...Object.values(ECB.rates).map((perEuro) => (n / perEuro) * ECB.rates.USD),
    n * ECB.rates.USD,
  ]);
  for (const b of budgets) allowedMoney.add(Math.round(b));
  if (trip?.budget) {
    allowedMoney.add(Math.round(trip.budget.total));
    for (const p of trip.budget.parts) allowedMoney.add(Math.round(p));
    // The estimate for a party of 1–20, and how far it is over a budget the user typed.
    for (let people = 1; people <= 20; people++) {
      const cost = trip.budget.total * people;
      allowedMoney.add(Math.round(cost));
      for (const b of budgets) allowedMoney.add(Math.round(cost - b));
    }
  }
  const was = /\(it was \$(\d[\d,]*)\)/.exec(reply);
  if (
    was &&
    previousTotal !== null &&
    Number(was[1]!.replace(/,/g, '')) === Math.round(previousTotal)
  )
    allowedMoney.add(Math.round(previousTotal));
  for (const m of reply.matchAll(/(?:US)?\$\s?(\d[\d,]*(?:\.\d+)?)/g)) {
    const value = Math.round(Number(m[1]!.replace(/,/g, '')));
    if (!allowedMoney.has(value)) wrong.push(`unsupported figure ${m[0]}`);
  }
  // The pleasant band the best-time answer names ("No month there sits between 18 and 27°C").
  const allowedTemps = new Set<number>([...numbersOf(userText), MILD_DAY.min, MILD_DAY.max]);
  for (const e of named) for (const t of e.temperatures) allowedTemps.add(t);
  for (const m of reply.matchAll(/(-?\d+(?:\.\d+)?)\s?°C/g)) {
    if (!allowedTemps.has(Math.round(Number(m[1])))) wrong.push(`unsupported temperature ${m[0]}`);
  }
  // "Trieste, Italy, about 370 km from Vienna": the distance between the two catalogue places.
  for (const m of reply.matchAll(
    /([\p{L}'. -]+), (\p{Lu}[\p{L} ]*?), about ([\d,]+) km from (\p{Lu}[\p{L}'. -]*)/gu,
  )) {
    const [, before, country, figure, to] = m;
    const from = to!.replace(/[. ]+$/, '');
    // The place is the longest run of the words before the country that the catalogue knows.
    const words = before!.trim().split(' ');
    const there = words
      .map((_, k) => catalogue.byName.get(words.slice(k).join(' ').toLowerCase()) ?? [])
      .find((hits) => hits.some((e) => e.kind === 'city'))
      ?.filter((e) => e.kind === 'city');
    const here = catalogue.byName.get(from!.toLowerCase()) ?? [];
    const stated = Number(figure!.replace(/,/g, ''));
    const fits = (there ?? []).some((a) =>
      here.some((b) => {
        const d = kmBetween(a, b);
        return Math.abs(d - stated) <= Math.max(5, d * 0.05);
      }),
    );
    if (!fits) wrong.push(`unsupported distance "${m[0]}" (${country})`);
  }
  const lookup = (name: string) => catalogue.byName.get(name.trim().toLowerCase()) ?? [];
  for (const m of reply.matchAll(/no cost data for ([^,.:;]+)/gi)) {
    if (lookup(m[1]!).some((e) => e.costForWeek !== null) || (trip?.budget && trip.stops.length))
      wrong.push(`false "${m[0]}"`);
  }
  for (const m of reply.matchAll(/no climate data for ([^,.:;]+?)(?: in \w+)?[.,]/gi)) {
    if (lookup(m[1]!).some((e) => e.hasClimate)) wrong.push(`false "${m[0]}"`);
  }
  for (const m of reply.matchAll(/couldn't find "?([^".]+)"?/gi)) {
    const what = m[1]!.toLowerCase();
    if (
      trip?.stops.some(
        (s) => s.name.toLowerCase().includes(what) || what.includes(s.name.toLowerCase()),
      )
    )
      wrong.push(`false "${m[0]}" (it is a stop of the trip)`);
  }
  return wrong;
}

export function kmBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const r = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * r) / 2) ** 2 +
    Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lng - a.lng) * r) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

/** A stop that is no sight: an office or residential tower, a hotel. */
export const notASight = (stop: TripFacts['stops'][number]) =>
  stop.type === 'skyscraper' || /\bhotel\b/i.test(stop.name);

/**
 * The trip checks of a plan: sights only, no duplicates, no empty day unless the reply says
 * the day is free (a thin destination keeps the days asked), inside the countries.
 */
export function planProblems(
  trip: TripFacts,
  expect: NonNullable<NonNullable<ReplyCase['expect']>['plan']>,
  reply = '',
): string[] {
  const problems: string[] = [];
  const names = trip.stops.map((s) => s.name.toLowerCase());
  const dup = names.filter((n, i) => names.indexOf(n) !== i);
  if (dup.length) problems.push(`duplicate stops: ${[...new Set(dup)].join(', ')}`);
  const bad = trip.stops.filter(notASight).map((s) => s.name);
  if (bad.length) problems.push(`not sights: ${bad.join(', ')}`);
  for (let d = 1; d <= trip.days; d++) {
    if (
      !trip.stops.some((s) => s.day === d) &&
      !/\b(?:days? [\d–-]+ (?:is|are) free|Day \d+: free)/.test(reply)
    )
      problems.push(`day ${d} is empty`);
  }
  if (expect.days !== undefined && trip.days !== expect.days)
    problems.push(`trip has ${trip.days} days, expected ${expect.days}`);
  if (expect.countries) {
    const outside = trip.stops.filter((s) => !expect.countries!.includes(s.iso2 ?? ''));
    if (outside.length)
      problems.push(
        `outside ${expect.countries.join('/')}: ${outside.map((s) => `${s.name} (${s.iso2})`).join(', ')}`,
      );
  }
  // Travellers write "Krakow", "New York", "Seville", "Khiva"; the catalogue "Kraków", "New York
  // City", "Sevilla", "Khiwa": the same city (one letter off counts from five letters).
  const sameCity = (a: string | null, b: string) => {
    const fold = (x: string) =>
      x
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/ city$/, '');
    if (a === null) return false;
    const [x, y] = [fold(a), fold(b)];
    return x === y || (Math.min(x.length, y.length) >= 5 && editDistance(x, y, 1) <= 1);
  };
  for (const city of expect.cities ?? []) {
    if (!trip.stops.some((s) => sameCity(s.city, city))) problems.push(`no stop in ${city}`);
  }
  if (expect.order) {
    const seen: string[] = [];
    const sorted = [...trip.stops].sort((a, b) => a.day - b.day);
    for (const s of sorted) {
      if (s.city && expect.order.includes(s.city) && !seen.includes(s.city)) seen.push(s.city);
    }
    if (seen.join(' → ') !== expect.order.join(' → '))
      problems.push(`visits ${seen.join(' → ')}, expected ${expect.order.join(' → ')}`);
  }
  if (expect.maxPerDay !== undefined) {
    for (let d = 1; d <= trip.days; d++) {
      const n = trip.stops.filter((s) => s.day === d).length;
      if (n > expect.maxPerDay) problems.push(`day ${d} has ${n} stops (max ${expect.maxPerDay})`);
    }
  }
  return problems;
}

const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

/**
 * A case's expected phrase with the database's figures filled in: `{week:Lisbon}` is the weekly
 * cost of the best-known Lisbon (city first), `{day:Lisbon}` a seventh of it — so the cases
 * keep up with a rebuilt catalogue while still asking for the exact figure.
 */
export function withFigures(pattern: string, catalogue: Catalogue): string {
  return pattern.replace(/\{(week|day):([^}]+)\}/g, (_, per: string, name: string) => {
    const found = (catalogue.byName.get(name.toLowerCase()) ?? [])
      .filter((e) => e.costForWeek !== null)
      .sort((a, b) =>
        a.kind === b.kind ? b.population - a.population : a.kind === 'city' ? -1 : 1,
      )[0];
    if (!found) return '(no figure in the catalogue)';
    const value = per === 'week' ? found.costForWeek! : found.costForWeek! / 7;
    return usd(value).replace(/[$.]/g, (c) => `\\${c}`);
  });
}
