import type { Trip } from '@ai-map/contracts';
import { presentAdvisory } from '../../catalog/facts.presenter';
import { emptyPlan } from '../brain/empty-plan';
import type { Destination, IntentOf, PlanTrip } from '../brain/intents';
import type { PickArea, PickKind } from '../tools/place-picker.repository';
import { areasOf } from '../tools/plan-areas';
import { DECENT_SIGHT, SIGHTS_PER_DAY, daysForBest, decentSights } from './good-sights';
import * as tools from '../tools/toolbox';
import { stopsOf } from '../tools/trip-summary';
import type { Step } from './step';

const areaOf = tools.pickAreaOf;

/** "UTC+9" for an IANA zone, today (the runtime's time zone database). */
function utcOffset(zone: string): string | null {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')?.value;
    return part ? part.replace(/^GMT/, 'UTC').replace(/^UTC$/, 'UTC+0') : null;
  } catch {
    return null;
  }
}

/** The climate table a destination is read from: a city's own, a country's best-known city's. */
export async function climateSource(box: tools.Toolbox, destination: Destination) {
  if (destination.kind === 'city') return tools.cityFacts(box, destination.id, 'city_climate');
  const country = await tools.countryByCode(box, destination.countryCode);
  if (!country) return null;
  const [city] = await tools.countryClimate(box, country.id);
  return city ?? null;
}

export async function countryFactsStep(
  box: tools.Toolbox,
  intent: IntentOf<'country_facts'>,
): Promise<Step> {
  const country = await tools.countryByCode(box, intent.destination.countryCode);
  box.effects.boundingBox = tools.boxAround([intent.destination]);
  if (!country) return { reply: { kind: 'not_found', what: intent.destination.countryName } };
  return {
    reply: {
      kind: 'country',
      aspect: intent.aspect,
      asked: intent.destination.name,
      country: country.name,
      currencies: country.currencies,
      languages: country.languages,
      capital: country.capital,
      advisory: presentAdvisory(country.advisory)?.text ?? null,
      advisoryUrl: country.advisory?.url ?? null,
      timezones: country.timezones.map((zone) => ({ zone, offset: utcOffset(zone) })),
    },
  };
}

/**
 * A destination's climate: the month asked for, or every month ("best time to visit"), from the
 * climate table of the destination or of its best-known city that has one.
 */
export async function climateStep(
  box: tools.Toolbox,
  destination: IntentOf<'best_time'>['destination'],
  month: number | null,
  rain = false,
  activity?: string,
): Promise<Step> {
  const city = await climateSource(box, destination);
  box.effects.boundingBox = tools.boxAround([destination]);
  return {
    reply: {
      kind: 'climate',
      city: city?.name ?? destination.name,
      of: city && city.name !== destination.name ? destination.name : null,
      month,
      months: city?.climate ?? null,
      rain,
      ...(activity ? { activity } : {}),
    },
  };
}

export async function eatStep(box: tools.Toolbox, intent: IntentOf<'what_to_eat'>): Promise<Step> {
  const results = await tools.searchPlaces(box, areaOf(intent.destination), ['food'], [], null, 5);
  box.effects.boundingBox = tools.boxAround(results.length ? results : [intent.destination]);
  return {
    reply: {
      kind: 'eat',
      name: intent.destination.name,
      results: results.map((r) => ({ name: r.name, rating: r.rating, cityName: r.cityName })),
    },
  };
}

const FEEL: Record<IntentOf<'where_to_go'>['feel'], { min: number; max: number }> = {
  hot: { min: 28, max: 45 },
  warm: { min: 23, max: 34 },
  mild: { min: 16, max: 26 },
  cool: { min: 8, max: 22 },
  snow: { min: -25, max: 2 },
  any: { min: 12, max: 32 },
};

export async function whereStep(
  box: tools.Toolbox,
  intent: IntentOf<'where_to_go'>,
): Promise<Step> {
  const want = {
    month: intent.month,
    temperature: FEEL[intent.feel],
    beach: intent.beach,
    snow: intent.feel === 'snow',
    maxWeekly: intent.maxWeekly,
    continent: intent.continent,
    limit: 4,
    quiet: intent.quiet ?? false,
    exclude: intent.exclude ?? [],
    within: intent.flight ?? null,
  };
  let found = await tools.whereToGo(box, want);
  // Nowhere in Europe is warm in March: the closest fits, said as such, beat an empty answer.
  const closest = found.length === 0;
  if (closest) {
    const { min, max } = want.temperature;
    // A sea of 18°C is swimmable for many: Europe's beaches in May are no longer an empty
    // answer (trav-037); the list says each sea's temperature.
    found = await tools.whereToGo(box, {
      ...want,
      temperature: { min: min - 6, max: max + 6 },
      minWater: 18,
    });
  }
  // "Number 2 sounds good, go": the list waits as a choice, with the length asked beside it.
  // The beach wish goes with the pick ("is egypt ok for that? hurghada looks cheap": trav-136
  // planned Hurghada's church and aquarium, no beach).
  const draft: PlanTrip | undefined = found.length
    ? {
        ...emptyPlan(intent.days ?? null),
        ...(intent.beach ? { interests: [BEACHES], interestsFrom: 'message' as const } : {}),
        ambiguous: {
          index: 0,
          phrase: '',
          options: found.map((r) => ({
            kind: 'city' as const,
            id: r.id,
            name: r.name,
            countryCode: r.countryCode,
            countryName: r.countryName,
            lat: r.lat,
            lng: r.lng,
            score: 1,
            label: `${r.name}, ${r.countryName}`,
          })),
        },
        // "Something less touristy than that" asks the same again (brain/follow-ups.ts).
        asked: {
          type: 'where_to_go',
          month: intent.month,
          feel: intent.feel,
          beach: intent.beach,
          maxWeekly: intent.maxWeekly,
          continent: intent.continent,
          days: intent.days ?? null,
          exclude: [...(intent.exclude ?? []), ...found.map((r) => r.id)],
          flight: intent.flight ?? null,
        },
      }
    : undefined;
  return {
    draft,
    reply: {
      kind: 'where',
      month: intent.month,
      feel: intent.feel,
      beach: intent.beach,
      maxWeekly: intent.maxWeekly,
      region: intent.continent,
      days: intent.days ?? null,
      flight: intent.flight ?? null,
      closest,
      quiet: intent.quiet ?? false,
      results: found.map((r) => ({
        name: r.name,
        country: r.countryName,
        day: r.month.avg_day,
        water: r.month.avg_water,
        costForWeek: r.costForWeek,
        sights: r.attractions,
      })),
    },
  };
}

export function showStep(
  box: tools.Toolbox,
  intent: IntentOf<'show_on_map'>,
  trip: Trip | null,
): Step {
  const target = intent.target;
  const stops = trip ? stopsOf(trip) : [];
  const points =
    target.type === 'destination'
      ? [target.destination]
      : target.type === 'place'
        ? [target.place]
        : target.type === 'stop'
          ? [{ lat: target.stop.lat ?? 0, lng: target.stop.lng ?? 0 }]
          : target.type === 'user'
            ? [target]
            : target.type === 'day'
              ? stops
                  .filter((stop) => stop.day_of_trip === target.day)
                  .map((stop) => stop.geo_points)
              : stops.map((stop) => stop.geo_points);
  tools.showOnMap(box, points);
  const name =
    target.type === 'destination'
      ? target.destination.name
      : target.type === 'place'
        ? target.place.name
        : target.type === 'stop'
          ? target.stop.name
          : target.type === 'day'
            ? `day ${target.day}`
            : target.type === 'user'
              ? 'where you are'
              : 'your trip';
  return { reply: { kind: 'map', name } };
}

/** Words read as a kind of place that have no plural ("food", "nightlife", "history"). */
const MASS_NOUNS =
  /(?:food|nightlife|shopping|wine|art|history|nature|culture|architecture|seafood|coffee|beer|sushi|tapas|street food)$/;

/** "park" → "parks", "national park" → "national parks" (trav-128 got "Here are park near your trip"). */
export function pluralOf(word: string): string {
  if (/s$/.test(word) || MASS_NOUNS.test(word)) return word;
  if (/(?:ch|sh|x|z)$/.test(word)) return `${word}es`;
  return /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`;
}

const BEACHES = { category: 'beaches', tree: 'attraction' as const, word: 'beaches', related: [] };

/** A diet is no kind of place: "vegan places to eat", not "vegans" (trav-117). */
const DIET_WORD =
  /^(?:vegan|vegetarian|veggie|halal|kosher|gluten[- ]free|plant[- ]based|pescatarian)$/i;

export async function searchStep(
  box: tools.Toolbox,
  intent: IntentOf<'search_places'>,
  trip: Trip | null,
): Promise<Step> {
  const near = intent.near;
  const first = trip ? stopsOf(trip)[0]?.geo_points : undefined;
  const area: PickArea | null =
    near?.type === 'destination'
      ? areaOf(near.destination)
      : near?.type === 'place'
        ? { type: 'near', lat: near.place.lat, lng: near.place.lng }
        : near?.type === 'user'
          ? { type: 'near', lat: near.lat, lng: near.lng }
          : first
            ? { type: 'near', lat: first.lat, lng: first.lng }
            : null;
  const what =
    intent.categories
      .map((c) => (DIET_WORD.test(c.word) ? `${c.word} places to eat` : pluralOf(c.word)))
      .join(' and ') ||
    intent.text ||
    (intent.kind ?? 'places');
  if (!area) return { reply: { kind: 'clarify', question: `Where should I look for ${what}?` } };
  const kinds: PickKind[] = intent.kind
    ? [intent.kind]
    : intent.categories.length
      ? [
          ...new Set(
            intent.categories.map(
              (c) =>
                (c.tree === 'food'
                  ? 'food'
                  : c.tree === 'shopping'
                    ? 'shop'
                    : 'attraction') as PickKind,
            ),
          ),
        ]
      : ['attraction'];
  const results = await tools.searchPlaces(
    box,
    area,
    kinds,
    intent.categories.flatMap((c) => [c.category, ...c.related]),
    intent.minRating,
  );
  const nearName =
    near?.type === 'destination'
      ? near.destination.name
      : near?.type === 'place'
        ? near.place.name
        : near?.type === 'user'
          ? 'you'
          : trip
            ? 'your trip'
            : null;
  return {
    reply: {
      kind: 'search',
      what,
      near: nearName,
      results: results.map((r) => ({ name: r.name, rating: r.rating, cityName: r.cityName })),
    },
  };
}

/** Today's offset of an IANA zone from UTC, minutes (the runtime's time zone database). */
function offsetMinutes(zone: string): number | null {
  const m = /^UTC([+-])(\d+)(?::(\d+))?$/.exec(utcOffset(zone) ?? '');
  if (!m) return utcOffset(zone) === 'UTC+0' ? 0 : null;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/** The one time zone a destination is on: a city's own, or a country's only one. */
async function zoneOf(box: tools.Toolbox, destination: Destination): Promise<string | null> {
  if (destination.kind === 'city') {
    const city = await tools.cityFacts(box, destination.id, 'city_time_zone');
    if (city?.timezone) return city.timezone;
  }
  const country = await tools.countryByCode(box, destination.countryCode);
  return country?.timezones.length === 1 ? country.timezones[0]! : null;
}

export async function timeDifferenceStep(
  box: tools.Toolbox,
  intent: IntentOf<'time_difference'>,
): Promise<Step> {
  const side = async (d: Destination) => {
    const zone = await zoneOf(box, d);
    return { name: d.name, zone, minutes: zone === null ? null : offsetMinutes(zone) };
  };
  box.effects.boundingBox = tools.boxAround([intent.a, intent.b]);
  return { reply: { kind: 'time_difference', a: await side(intent.a), b: await side(intent.b) } };
}

/** "How many days do I need in Rome?": from its sights rated 6+ (good-sights.ts); a country by cities. */
export async function daysNeededStep(
  box: tools.Toolbox,
  intent: IntentOf<'days_needed'>,
): Promise<Step> {
  const d = intent.destination;
  const areas =
    d.kind === 'country'
      ? await areasOf(box, { ...d, kind: 'country' }, 10)
      : [{ ...areaOf(d), name: d.name }];
  const cities = [];
  for (const area of areas) {
    const good = await decentSights(box, area);
    cities.push({
      name: area.name,
      good: good.count,
      capped: good.capped,
      best: good.best,
      days: daysForBest(good.count),
    });
  }
  box.effects.boundingBox = tools.boxAround([d]) ?? box.effects.boundingBox;
  return {
    reply: {
      kind: 'days_needed',
      name: d.name,
      offered: intent.offered,
      cities,
      perDay: SIGHTS_PER_DAY,
      rated: DECENT_SIGHT,
    },
  };
}
