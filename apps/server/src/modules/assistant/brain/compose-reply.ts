import { findCategory } from '@ai-map/osm';
import type { CityRecord, TransportType } from '@ai-map/contracts';
import { MONTHS } from './slots';

/**
 * The built-in brain's answers: English sentences built only from the data handed in (a
 * planned trip, an edit's result, search results, a climate row, costs). Wording varies with
 * the message — a hash of it picks among equivalent phrasings — so the same message always
 * gets the same answer (stable tests) while a conversation does not read like a form. Missing
 * data is said, never filled in.
 */

/** A city's month of climate as the catalogue stores it. */
export type CityMonth = NonNullable<CityRecord['climate']>[number];

export interface ReplyStop {
  name: string;
  /** What it is, in a few words ("museum, rated 8.2"), from the catalogue. */
  why?: string | null;
  /** How the trip goes on to the next stop; null for the last. */
  transport: TransportType | null;
  minutesToNext: number | null;
}

/** An activity with no kind of place in the catalogue, and where Wikivoyage mentions it. */
export interface ActivitySpot {
  activity: string;
  offered: string;
  from: string;
  here: string | null;
  nearest: { name: string; countryName: string; km: number } | null;
}

/** What the catalogue cannot serve of an asked activity, said plainly, and what it can offer. */
function activityLines(spots: readonly ActivitySpot[]): string[] {
  return spots.map(({ activity, offered, from, here, nearest }) =>
    here === from
      ? `Wikivoyage's guide to ${from} mentions ${offered}, but our catalogue has no places for ${activity} itself, so the plan keeps to its sights.`
      : here
        ? `Our catalogue has no places for ${activity}; in ${from}, Wikivoyage mentions ${offered} at ${here}: say "3 days in ${here}" if you'd like to go there.`
        : nearest
          ? `Our catalogue has no places for ${activity} in ${from}; the nearest town whose Wikivoyage guide mentions ${offered} is ${nearest.name}, ${nearest.countryName}, about ${nearest.km.toLocaleString('en-US')} km from ${from}: say "3 days in ${nearest.name}" if you'd rather go there.`
          : `Our catalogue has no places for ${activity} in ${from}, and no town near it that Wikivoyage mentions ${offered} at.`,
  );
}

export type ReplyInput =
  | {
      kind: 'plan';
      title: string;
      days: { day: number; city?: string | null; stops: ReplyStop[] }[];
      /** The planner's estimate (GET planner/trips/{id}/budget/). */
      budget: { amount: number; currency: string } | null;
      /** The budget the user named, if any. */
      userBudget?: { amount: number; currency: string | null; perPerson: boolean } | null;
      budgetLevel?: 'low' | 'medium' | 'high' | null;
      /** Category slugs the plan was built around. */
      interests: string[];
      /** Category slugs asked for that the catalogue had no places of. */
      missingInterests: string[];
      interestsFromPreferences: boolean;
      /** Named destinations with no sights in the catalogue. */
      empty?: string[];
      shortened?: { asked: number; planned: number } | null;
      capped?: { asked: number; max: number } | null;
      weather?: { city: string; row: CityMonth } | null;
      family?: boolean;
      pace?: 'relaxed' | 'normal' | 'packed';
      /** The areas in visiting order, and whether it is the order the user gave. */
      route?: string[];
      routeAsNamed?: boolean;
      /** Legs switched to cheaper transport to meet the user's budget. */
      cheaperLegs?: number;
      /** Wanted kinds of place missing there, each with the nearest city that has them. */
      alternatives?: {
        category: string;
        name: string;
        countryName: string;
        km: number;
        from: string;
      }[];
      /** Activities no kind of place serves ("skiing"), and where a travel guide offers them. */
      activities?: ActivitySpot[];
    }
  | { kind: 'replace_or_new'; current: string; next: string }
  | { kind: 'too_far'; name: string; km: number; where: string | null }
  | {
      kind: 'country';
      aspect: 'currency' | 'languages' | 'capital' | 'time_zone' | 'safety';
      asked: string;
      country: string;
      currencies: { code: string; name: string; symbol?: string | null }[];
      languages: string[];
      capital: string | null;
      /** The advisory's one line, credited and dated ("U.S. State Department: Level 1 — …"). */
      advisory?: string | null;
      advisoryUrl?: string | null;
      /** IANA zones, most populous first, with today's offset. */
      timezones?: { zone: string; offset: string | null }[];
    }
  | {
      kind: 'eat';
      name: string;
      results: { name: string; rating: number; cityName: string | null }[];
    }
  | {
      kind: 'where';
      month: number;
      feel: string;
      beach: boolean;
      maxWeekly: number | null;
      region: string | null;
      /** Nothing fitted exactly: these are the nearest fits. */
      closest?: boolean;
      results: {
        name: string;
        country: string;
        day: number;
        water: number | null;
        costForWeek: number | null;
        sights: number;
      }[];
    }
  | { kind: 'out_of_scope'; topic: string }
  | { kind: 'foreign_language'; language: string }
  | { kind: 'added'; name: string; day: number }
  | { kind: 'removed'; name: string; day: number }
  | { kind: 'moved'; name: string; fromDay: number; toDay: number }
  | { kind: 'swapped'; a: number; b: number }
  | { kind: 'transport'; mode: TransportType; legs: number; day: number | null }
  | { kind: 'days'; days: number; before: number }
  | {
      kind: 'search';
      /** What was looked for, in words ("pizza places", "museums"). */
      what: string;
      near: string | null;
      results: { name: string; rating: number; cityName: string | null }[];
    }
  | {
      kind: 'climate';
      city: string;
      /** The country or region asked about when the figures are one of its cities'. */
      of?: string | null;
      month: number | null;
      months: CityMonth[] | null;
    }
  | { kind: 'costs'; name: string; costForWeek: number | null; per?: 'day' | 'week' }
  | {
      kind: 'compare';
      aspect: 'costs' | 'climate' | 'general';
      month: number | null;
      a: CompareSide;
      b: CompareSide;
    }
  | {
      kind: 'facts';
      name: string;
      placeKind: string;
      cityName: string | null;
      countryName: string | null;
      rating: number | null;
      categories: string[];
      openingHours: string | null;
      website: string | null;
      address: string | null;
      description: string | null;
    }
  | { kind: 'map'; name: string }
  | { kind: 'clarify'; question: string; activities?: ActivitySpot[] }
  | { kind: 'not_found'; what: string }
  | { kind: 'greeting' | 'help' | 'thanks' | 'unknown' };

export interface CompareSide {
  name: string;
  costForWeek: number | null;
  /** The month's climate row (the asked month, else July), null without data. */
  climate: CityMonth | null;
}

/** FNV-1a: a small, stable hash of the message. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

class Voice {
  private n = 0;
  constructor(private readonly seed: number) {}
  /** One of equivalent phrasings, chosen by the message and the place in the answer. */
  pick<T>(options: readonly T[]): T {
    const k = (this.seed + Math.imul(++this.n, 2654435761)) >>> 0;
    return options[k % options.length]!;
  }
}

const money = (amount: number, currency = 'USD') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    amount,
  );

export const monthName = (m: number) => {
  const name = MONTHS[m - 1] ?? '';
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** "a, b and c". */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const label = (slug: string) => (findCategory(slug)?.name ?? slug.replace(/-/g, ' ')).toLowerCase();

/** A category's name for a stop's reason ("museum"), or null for the catch-all ones. */
export function categoryLabel(slug: string): string | null {
  if (slug === 'sights' || slug === 'architecture' || slug === 'food-and-drink') return null;
  const words = slug.replace(/-/g, ' ');
  // The slugs are plurals ("museums", "churches", "galleries"); a reason names one.
  return words
    .replace(/ies$/, 'y')
    .replace(/(ch|sh|x)es$/, '$1')
    .replace(/(?<!s)s$/, '');
}

const TRANSPORT_WORDS: Record<TransportType, string> = {
  walk: 'on foot',
  car: 'by car',
  bus: 'by bus',
  railroads: 'by train',
  ferries: 'by ferry',
  airlines: 'by plane',
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function planReply(input: Extract<ReplyInput, { kind: 'plan' }>, v: Voice): string {
  const stops = input.days.reduce((sum, d) => sum + d.stops.length, 0);
  const lines: string[] = [];
  lines.push(
    v.pick([
      `Here's your ${plural(input.days.length, 'day')} in ${input.title}: ${plural(stops, 'stop')} in all.`,
      `Your ${input.days.length}-day trip to ${input.title} is ready, with ${plural(stops, 'stop')}.`,
      `Done! ${input.title} over ${plural(input.days.length, 'day')}, ${plural(stops, 'stop')} on the map.`,
    ]),
  );
  if (input.capped) {
    lines.push(
      `Trips can be at most ${input.capped.max} days long, so I planned ${input.capped.max} rather than ${input.capped.asked}.`,
    );
  }
  if (input.shortened) {
    lines.push(
      `Our catalogue has sights for only ${plural(input.shortened.planned, 'day')} there, so I planned ${plural(input.shortened.planned, 'day')} instead of ${input.shortened.asked} rather than leave days empty.`,
    );
  }
  if (input.empty?.length) {
    lines.push(
      `I have no places in ${list(input.empty)} in our catalogue yet, so every stop is in the other ${input.empty.length === 1 ? 'destination' : 'destinations'}.`,
    );
  }
  if (input.interests.length) {
    const names = list(input.interests.map(label));
    lines.push(
      input.interestsFromPreferences
        ? v.pick([
            `I used your saved preferences: ${names}.`,
            `Going by your preferences, I leaned towards ${names}.`,
          ])
        : v.pick([`I built it around ${names}.`, `It leans towards ${names}, as you asked.`]),
    );
  }
  if (input.missingInterests.length) {
    lines.push(
      `I found no ${list(input.missingInterests.map(label))} there in our catalogue, so the plan has none; I picked the best-rated sights instead.`,
    );
    for (const alt of input.alternatives ?? []) {
      lines.push(
        `The nearest place with ${label(alt.category)} in our catalogue is ${alt.name}, ${alt.countryName}, about ${alt.km.toLocaleString('en-US')} km from ${alt.from}: say "3 days in ${alt.name}" if you'd rather go there.`,
      );
    }
  }
  lines.push(...activityLines(input.activities ?? []));
  if (input.route && input.route.length > 2) {
    lines.push(
      input.routeAsNamed
        ? `Order: ${input.route.join(' → ')}, as you asked.`
        : `Order: ${input.route.join(' → ')}, each next stop the nearest, so the route does not zig-zag.`,
    );
  }
  if (input.family) {
    lines.push('With children along I kept it to at most 3 stops a day.');
  } else if (input.pace === 'relaxed') {
    lines.push('At a relaxed pace: at most 3 stops a day.');
  }
  for (const day of input.days) {
    if (!day.stops.length) {
      lines.push(`Day ${day.day}: free.`);
      continue;
    }
    const names = day.stops.map((s) => (s.why ? `${s.name} (${s.why})` : s.name));
    const moves = day.stops
      .filter((s) => s.transport && s.minutesToNext !== null)
      .map((s) => s.transport!);
    const how = [...new Set(moves)].map((m) => TRANSPORT_WORDS[m]);
    const where = day.city ? ` — ${day.city}` : '';
    lines.push(
      `Day ${day.day}${where}: ${list(names)}${how.length ? `; ${list(how)} between stops` : ''}.`,
    );
  }
  if (input.weather) lines.push(`Weather: ${climateLine(input.weather.city, input.weather.row)}`);
  if (input.budget) {
    const estimate = money(input.budget.amount, input.budget.currency);
    let line = v.pick([
      `Estimated cost: ${estimate} per person (stays, food, transport and sights, from our cost data).`,
      `The planner estimates about ${estimate} per person for stays, food, transport and sights.`,
    ]);
    const mine = input.userBudget;
    if (mine && (mine.currency ?? 'USD') === 'USD') {
      const cheaper = input.cheaperLegs
        ? ` I already chose the cheaper way on ${plural(input.cheaperLegs, 'leg')} (walking or public transport instead of car or bus).`
        : '';
      line +=
        mine.amount >= input.budget.amount
          ? ` That fits your ${money(mine.amount)}.${cheaper}`
          : ` That is ${money(input.budget.amount - mine.amount)} over your ${money(mine.amount)}.${cheaper} The rest is stays and food at our cost data's mid-range prices: fewer days or a cheaper destination would close the gap.`;
    } else if (mine) {
      line += ` (Your budget of ${mine.amount} ${mine.currency} is in another currency; I compare in US dollars only.)`;
    } else if (input.budgetLevel === 'low') {
      line +=
        ' You asked for a budget trip: that figure is our cost data for a mid-range traveller.';
    }
    lines.push(line);
  }
  lines.push(
    v.pick([
      'Next, you could ask me to add a place, move a stop or change how you travel between stops.',
      'Tell me if you would like to swap days, add a place or travel differently.',
      'Want a change? Say what to add, remove or move.',
    ]),
  );
  return lines.join('\n');
}

function climateLine(city: string, row: CityMonth): string {
  const water = row.avg_water !== null ? `, sea around ${Math.round(row.avg_water)}°C` : '';
  return `${monthName(row.month)} in ${city}: days around ${Math.round(row.avg_day)}°C, nights around ${Math.round(row.avg_night)}°C${water} — ${row.season}.`;
}

function climateReply(input: Extract<ReplyInput, { kind: 'climate' }>, v: Voice): string {
  if (!input.months?.length) return `I have no climate data for ${input.city}.`;
  const from = input.of ? `For ${input.of} I go by ${input.city}. ` : '';
  return from + climateBody(input, v);
}

function climateBody(input: Extract<ReplyInput, { kind: 'climate' }>, v: Voice): string {
  if (!input.months?.length) return '';
  if (input.month) {
    const row = input.months.find((m) => m.month === input.month);
    if (!row) return `I have no climate data for ${input.city} in ${monthName(input.month)}.`;
    return `${v.pick(['Here is what to expect.', 'Good question.', 'Typically:'])} ${climateLine(input.city, row)}`;
  }
  const warmest = [...input.months].sort((a, b) => b.avg_day - a.avg_day)[0]!;
  const coldest = [...input.months].sort((a, b) => a.avg_day - b.avg_day)[0]!;
  const mild = input.months
    .filter((m) => m.avg_day >= 18 && m.avg_day <= 27)
    .map((m) => monthName(m.month));
  return [
    `In ${input.city} the warmest month is ${monthName(warmest.month)} (around ${Math.round(warmest.avg_day)}°C by day) and the coolest is ${monthName(coldest.month)} (around ${Math.round(coldest.avg_day)}°C).`,
    mild.length
      ? v.pick([
          `Pleasant months for sightseeing: ${list(mild)}.`,
          `For mild weather, go in ${list(mild)}.`,
        ])
      : 'No month there sits between 18 and 27°C by day.',
  ].join(' ');
}

function compareReply(input: Extract<ReplyInput, { kind: 'compare' }>, v: Voice): string {
  const { a, b } = input;
  const parts: string[] = [];
  if (input.aspect !== 'climate') {
    if (a.costForWeek !== null && b.costForWeek !== null) {
      const [cheap, dear] = a.costForWeek <= b.costForWeek ? [a, b] : [b, a];
      const pct = Math.round((1 - cheap.costForWeek! / dear.costForWeek!) * 100);
      parts.push(
        pct < 3
          ? `${a.name} and ${b.name} cost about the same: ${money(a.costForWeek)} and ${money(b.costForWeek)} for a week.`
          : `${cheap.name} is cheaper: about ${money(cheap.costForWeek!)} for a week against ${money(dear.costForWeek!)} in ${dear.name} (${pct}% less).`,
      );
    } else {
      const missing = [a, b].filter((x) => x.costForWeek === null).map((x) => x.name);
      parts.push(`I have no cost data for ${list(missing)}, so I can't compare prices.`);
    }
  }
  if (input.aspect !== 'costs') {
    if (a.climate && b.climate) {
      const month = monthName(a.climate.month);
      const diff = Math.round(a.climate.avg_day - b.climate.avg_day);
      parts.push(
        diff === 0
          ? `In ${month} ${a.name} and ${b.name} are both around ${Math.round(a.climate.avg_day)}°C by day.`
          : `In ${month}, ${diff > 0 ? a.name : b.name} is warmer: ${Math.round(Math.max(a.climate.avg_day, b.climate.avg_day))}°C by day against ${Math.round(Math.min(a.climate.avg_day, b.climate.avg_day))}°C.`,
      );
    } else if (input.aspect === 'climate') {
      const missing = [a, b].filter((x) => !x.climate).map((x) => x.name);
      parts.push(`I have no climate data for ${list(missing)}.`);
    }
  }
  return `${v.pick(['Side by side:', 'Comparing the two:', 'Here is how they compare:'])} ${parts.join(' ')}`;
}

function factsReply(input: Extract<ReplyInput, { kind: 'facts' }>, v: Voice): string {
  const where = [input.cityName, input.countryName].filter(Boolean).join(', ');
  const what = input.categories.length ? label(input.categories[0]!) : input.placeKind;
  const lines = [
    `${input.name} ${where ? `is in ${where}` : 'is in our catalogue'}${what ? ` (${what})` : ''}.`,
  ];
  if (input.description) lines.push(input.description);
  if (input.rating !== null) lines.push(`Its rating here is ${input.rating.toFixed(1)} out of 10.`);
  if (input.address) lines.push(`Address: ${input.address}.`);
  lines.push(
    input.openingHours
      ? `Opening hours: ${input.openingHours}.`
      : v.pick(['I have no opening hours for it.', "Its opening hours aren't in our data."]),
  );
  if (input.website) lines.push(`Website: ${input.website}`);
  return lines.join(' ');
}

const MONTH_FEEL: Record<string, string> = {
  hot: 'hot',
  warm: 'warm',
  mild: 'mild',
  cool: 'cool',
  snow: 'snowy',
  any: 'pleasant',
};

function whereReply(input: Extract<ReplyInput, { kind: 'where' }>): string {
  const month = monthName(input.month);
  const wish = [
    MONTH_FEEL[input.feel],
    input.beach ? 'with beaches' : null,
    input.region ? `in ${input.region}` : null,
    input.maxWeekly !== null ? `under ${money(input.maxWeekly)} a week` : null,
  ]
    .filter(Boolean)
    .join(', ');
  if (!input.results.length) {
    return `I found no destination in our catalogue that is ${wish} in ${month}. Try a wider region, another month or a higher budget.`;
  }
  const lines = [
    input.closest
      ? `Nothing in our data is quite ${wish} in ${month}; the closest fits, from our climate and cost data:`
      : `Somewhere ${wish} in ${month} — from our climate and cost data:`,
  ];
  for (const [i, r] of input.results.entries()) {
    const why = [
      `around ${Math.round(r.day)}°C by day`,
      r.water !== null && (input.beach || r.water >= 20) ? `sea ${Math.round(r.water)}°C` : null,
      r.costForWeek !== null ? `about ${money(r.costForWeek)} a week` : null,
      `${plural(r.sights, 'sight')} in our catalogue`,
    ].filter(Boolean);
    lines.push(`${i + 1}. ${r.name}, ${r.country}: ${why.join(', ')}.`);
  }
  lines.push(`Say "a week in ${input.results[0]!.name}" and I'll plan it.`);
  return lines.join('\n');
}

const OUT_OF_SCOPE_WORDS: Record<string, string> = {
  visa: 'visa and entry rules',
  tipping: 'tipping customs',
  vaccinations: 'health and vaccination advice',
  airport: 'airport transfers',
  booking: 'bookings (hotels, tables, tickets)',
  cards: 'payment and card acceptance',
  flights: 'flights and flight times',
  water: 'drinking-water safety',
  practical: 'SIM cards, plugs and other practicalities',
};

function countryReply(input: Extract<ReplyInput, { kind: 'country' }>): string {
  const where = input.asked === input.country ? input.country : `${input.asked} (${input.country})`;
  switch (input.aspect) {
    case 'currency': {
      if (!input.currencies.length) return `I have no currency listed for ${input.country}.`;
      const names = input.currencies.map(
        (c) => `the ${c.name} (${c.code}${c.symbol ? `, ${c.symbol}` : ''})`,
      );
      return `In ${where} they pay with ${list(names)}.`;
    }
    case 'languages':
      return input.languages.length
        ? `Languages of ${where}: ${list(input.languages)}.`
        : `I have no languages listed for ${input.country}.`;
    case 'capital':
      return input.capital
        ? `The capital of ${input.country} is ${input.capital}.`
        : `I have no capital listed for ${input.country}.`;
    case 'time_zone': {
      const zones = input.timezones ?? [];
      if (!zones.length) {
        return `I have no time zone listed for ${input.country}, so I can't tell you the local time there.`;
      }
      const named = zones
        .slice(0, 4)
        .map((z) => (z.offset ? `${z.zone} (${z.offset} today)` : z.zone));
      return zones.length === 1
        ? `${input.country} is on ${named[0]}.`
        : `${input.country} has ${zones.length} time zones: ${list(named)}${zones.length > 4 ? ' and more' : ''}.`;
    }
    case 'safety':
      return input.advisory
        ? `${input.advisory}.${input.advisoryUrl ? ` Read it in full: ${input.advisoryUrl}` : ''} That is the U.S. government's advice; check your own government's too.`
        : `I have no travel advisory for ${input.country} in our data, so I can't judge its safety. Check your government's travel advice before you go.`;
  }
}

/** The answer to one message, from the data its tools returned. */
export function composeReply(input: ReplyInput, message: string): string {
  const v = new Voice(hash(message));
  switch (input.kind) {
    case 'plan':
      return planReply(input, v);
    case 'added':
      return v.pick([
        `Added ${input.name} to day ${input.day}.`,
        `${input.name} is now on day ${input.day}.`,
        `Done — ${input.name} joins day ${input.day}.`,
      ]);
    case 'removed':
      return v.pick([
        `Removed ${input.name} from day ${input.day}.`,
        `${input.name} is off the plan for day ${input.day}.`,
        `Done, ${input.name} no longer appears on day ${input.day}.`,
      ]);
    case 'moved':
      return input.fromDay === input.toDay
        ? `${input.name} has a new place within day ${input.toDay}.`
        : v.pick([
            `Moved ${input.name} from day ${input.fromDay} to day ${input.toDay}.`,
            `${input.name} is now on day ${input.toDay} instead of day ${input.fromDay}.`,
          ]);
    case 'swapped':
      return v.pick([
        `Swapped days ${input.a} and ${input.b}.`,
        `Day ${input.a} and day ${input.b} have traded places.`,
      ]);
    case 'transport': {
      const how = TRANSPORT_WORDS[input.mode];
      if (input.legs === 0)
        return `There are no legs to change${input.day ? ` on day ${input.day}` : ''}.`;
      const scope = input.day ? ` on day ${input.day}` : '';
      return v.pick([
        `Now travelling ${how}${scope}: ${plural(input.legs, 'leg')} updated.`,
        `Changed ${plural(input.legs, 'leg')}${scope} to go ${how}.`,
      ]);
    }
    case 'days':
      return input.days === input.before
        ? `The trip already has ${plural(input.days, 'day')}.`
        : v.pick([
            `The trip now has ${plural(input.days, 'day')} (it had ${input.before}).`,
            `Changed the trip from ${input.before} to ${plural(input.days, 'day')}.`,
          ]);
    case 'search': {
      const where = input.near ? ` near ${input.near}` : '';
      if (!input.results.length) {
        return `I couldn't find any ${input.what}${where} in our catalogue.`;
      }
      const items = input.results
        .slice(0, 5)
        .map(
          (r) => `${r.name}${r.cityName ? ` (${r.cityName})` : ''}, rated ${r.rating.toFixed(1)}`,
        );
      return `${v.pick([`Here are ${input.what}${where}:`, `Some ${input.what}${where}:`, `I found these ${input.what}${where}:`])} ${items.join('; ')}.`;
    }
    case 'climate':
      return climateReply(input, v);
    case 'costs':
      if (input.costForWeek !== null && input.per === 'day') {
        return `A day in ${input.name} costs about ${money(Math.round(input.costForWeek / 7))} for a mid-range traveller (${money(input.costForWeek)} a week, per person).`;
      }
      return input.costForWeek === null
        ? `I have no cost data for ${input.name}.`
        : v.pick([
            `A week in ${input.name} costs about ${money(input.costForWeek)} for a mid-range traveller.`,
            `Budget around ${money(input.costForWeek)} for a week in ${input.name} (mid-range, per person).`,
          ]);
    case 'compare':
      return compareReply(input, v);
    case 'too_far':
      return `"${input.name}", the best match I found, is ${input.km} km from your trip, so I didn't add it. Name a place near your stops, or a kind of place ("a museum") and I'll look nearby.`;
    case 'replace_or_new':
      return `This chat already has your trip "${input.current}". Should I replace it with ${input.next}? Say "replace it", or start a new chat to keep both.`;
    case 'country':
      return countryReply(input);
    case 'eat': {
      if (!input.results.length) {
        return `I have no dishes or places to eat in ${input.name} in our catalogue yet, so I can't say what to eat there. I can plan its sights or tell you its weather and costs.`;
      }
      const items = input.results.map(
        (r) => `${r.name}${r.cityName ? ` (${r.cityName})` : ''}, rated ${r.rating.toFixed(1)}`,
      );
      return `Places to eat in ${input.name} from our catalogue: ${items.join('; ')}. I have no list of local dishes.`;
    }
    case 'where':
      return whereReply(input);
    case 'out_of_scope':
      return `I can't help with ${OUT_OF_SCOPE_WORDS[input.topic] ?? 'that'}: it isn't in our data, and I'd rather not guess. Check an official source for it. I can plan a trip, compare costs and weather, and find places on the map.`;
    case 'foreign_language':
      return `I read English only, sorry${input.language ? ` (this looks like ${input.language})` : ''}. Could you write it in English? For example: "a week in Vienna".`;
    case 'facts':
      return factsReply(input, v);
    case 'map':
      return v.pick([
        `Here's ${input.name} on the map.`,
        `Showing ${input.name}.`,
        `The map now shows ${input.name}.`,
      ]);
    case 'clarify':
      return [...activityLines(input.activities ?? []), input.question].join(' ');
    case 'not_found':
      return `I couldn't find "${input.what}" in our catalogue.`;
    case 'greeting':
      return v.pick([
        'Hi! Where would you like to travel? Tell me a place and how many days, like "4 days in Rome with museums".',
        'Hello! I can plan trips, find places and show them on the map. Where to?',
      ]);
    case 'thanks':
      return v.pick([
        "You're welcome! Anything else for the trip?",
        'Glad to help. Enjoy the trip!',
        'Any time!',
      ]);
    case 'help':
      return 'I can plan a trip ("5 days in Lisbon with food and history"), edit it ("add the Louvre to day 2", "remove stop 3", "swap days 1 and 2", "go by train"), find places ("museums near the Colosseum"), tell you about the weather and costs of a city, compare two places and show anything on the map.';
    case 'unknown':
      return v.pick([
        'Sorry, I didn\'t get that. You could say "3 days in Paris with museums" or "how much is a week in Lisbon?".',
        'I\'m not sure what you mean. Try "plan a week in Japan" or "what\'s the weather in Lisbon in May?".',
      ]);
  }
}
