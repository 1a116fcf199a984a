import { haversineKm, MAX_TRIP_DAYS, type PointType, type Trip } from '@ai-map/contracts';
import { HttpError } from '../../lib/http-error';
import { presentAdvisory } from '../catalog/facts.presenter';
import type { AppContext } from '../../app-context';
import { preferencesOf } from '../preferences/preferences.repository';
import { composeReply, type ReplyInput, type ReplyStop } from './brain/compose-reply';
import { createDatabaseGazetteer, type DatabaseGazetteer } from './brain/gazetteer.repository';
import type { Destination, Intent, IntentOf, PlanTrip, TripSummary } from './brain/intents';
import { understand } from './brain/understand';
import type { Brain, TurnInput, TurnResult } from './chat-turn';
import * as tools from './tools/toolbox';
import { type PickArea, type PickKind, type PickedPlace } from './tools/place-picker.repository';
import { stopsOf, summarizeTrip } from './tools/trip-summary';
import { categoryLabel, list, type CityMonth } from './brain/compose-reply';
import { SEASON_MONTHS } from './brain/slots';

/** One gazetteer per app: its destination index is loaded once and dropped after an import. */
const gazetteers = new WeakMap<AppContext, DatabaseGazetteer>();
export function gazetteerOf(ctx: AppContext): DatabaseGazetteer {
  let gazetteer = gazetteers.get(ctx);
  if (!gazetteer) {
    const created = createDatabaseGazetteer(ctx.db);
    ctx.catalogue.onImported(() => created.invalidate());
    gazetteers.set(ctx, created);
    gazetteer = created;
  }
  return gazetteer;
}

const areaOf = tools.pickAreaOf;

/** What a stop is, in a few words: its kind and, when it stands out, its rating. */
function whyOf(place: PickedPlace | undefined): string | null {
  if (!place) return null;
  const what = place.categories.map(categoryLabel).find((x) => x !== null) ?? null;
  const rated = place.rating >= 7 ? `rated ${place.rating.toFixed(1)}` : null;
  return [what, rated].filter(Boolean).join(', ') || null;
}

const replyDays = (
  trip: Trip,
  picked: Map<number, PickedPlace>,
): { day: number; city: string | null; stops: ReplyStop[] }[] =>
  trip.days_of_trip.map((day) => {
    const cities = day.countries_to_visit.flatMap((country) =>
      country.places_to_visit.map((city) => city.name),
    );
    return {
      day: day.day_of_trip,
      city: list([...new Set(cities.filter(Boolean))]) || null,
      stops: stopsOf({ ...trip, days_of_trip: [day] }).map((stop) => ({
        name: stop.name,
        why: stop.place_id === null ? null : whyOf(picked.get(stop.place_id)),
        transport: stop.next_point_time_min === null ? null : stop.next_point_transport_type,
        minutesToNext: stop.next_point_time_min,
      })),
    };
  });

const titleOf = (plan: PlanTrip) => {
  const names = plan.destinations.map((destination) => destination.name);
  return names.length <= 2
    ? names.join(' and ')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

const planTitle = (plan: PlanTrip, days: number) =>
  `${days} ${days === 1 ? 'day' : 'days'} in ${titleOf(plan)}`;

/** What one intent does, and the words for it. `draft` carries a half-understood plan forward. */
interface Step {
  reply: ReplyInput;
  draft?: PlanTrip;
}

/** The month's climate of the plan's first destination that has one (a country: its best city). */
async function weatherOf(
  box: tools.Toolbox,
  plan: PlanTrip,
): Promise<{ city: string; row: CityMonth } | null> {
  const month =
    plan.when?.month ?? (plan.when?.season ? SEASON_MONTHS[plan.when.season][1]! : null);
  if (!month) return null;
  for (const destination of plan.destinations) {
    const rows =
      destination.kind === 'city'
        ? [await tools.cityFacts(box, destination.id, 'city_climate')]
        : destination.kind === 'country'
          ? await tools.countryClimate(box, destination.id)
          : [];
    for (const city of rows) {
      const row = city?.climate?.find((m) => m.month === month);
      if (city && row) return { city: city.name, row };
    }
  }
  return null;
}

async function planStep(box: tools.Toolbox, plan: PlanTrip): Promise<Step> {
  const days = plan.days ?? 3;
  const title = titleOf(plan);
  const pace = plan.pace ?? (plan.family ? 'relaxed' : 'normal');
  const outcome = await tools.planTrip(box, {
    areas: plan.destinations.map((destination) => ({ ...destination })),
    days,
    interests: plan.interests.map((interest) => ({
      category: interest.category,
      tree: interest.tree,
      related: interest.related,
    })),
    pace,
    title: planTitle(plan, days),
    keepOrder: plan.keepOrder ?? false,
    maxBudget:
      plan.budget?.amount && (plan.budget.currency ?? 'USD') === 'USD' ? plan.budget.amount : null,
  });
  if (!outcome) return { reply: { kind: 'not_found', what: `places to visit in ${title}` } };
  const budget = outcome.budget;
  const asked = plan.budget?.amount ?? null;
  return {
    reply: {
      kind: 'plan',
      title,
      days: replyDays(outcome.trip, outcome.picked),
      budget: { amount: budget.total, currency: budget.currency },
      userBudget:
        asked === null
          ? null
          : {
              amount: asked,
              currency: plan.budget?.currency ?? 'USD',
              perPerson: plan.budget?.perPerson ?? false,
            },
      budgetLevel: plan.budget?.level ?? null,
      interests: outcome.honoured,
      missingInterests: outcome.missing,
      interestsFromPreferences: plan.interestsFrom === 'preferences',
      empty: outcome.empty,
      shortened: outcome.daysPlanned < days ? { asked: days, planned: outcome.daysPlanned } : null,
      capped: plan.askedDays ? { asked: plan.askedDays, max: MAX_TRIP_DAYS } : null,
      weather: await weatherOf(box, plan),
      family: plan.family ?? false,
      pace,
      route: outcome.route,
      routeAsNamed: outcome.routeAsNamed,
      cheaperLegs: outcome.cheaperLegs,
      alternatives: outcome.alternatives,
      activities: await activitiesOf(box, plan),
    },
  };
}

/** Where the plan's activities with no kind of place ("skiing") can be done, by a travel guide. */
async function activitiesOf(box: tools.Toolbox, plan: PlanTrip) {
  const [first] = plan.destinations;
  if (!first || !plan.activities?.length) return [];
  return tools.activitySpots(box, first, plan.activities);
}

/** How far from its nearest stop a place may be to join a trip, km. */
const NEAR_TRIP_KM = 150;

function distanceFromTrip(trip: Trip, point: { lat: number; lng: number }): number | null {
  const stops = stopsOf(trip);
  if (!stops.length) return null;
  return Math.min(...stops.map((stop) => haversineKm(stop.geo_points, point)));
}

async function addStep(
  box: tools.Toolbox,
  intent: IntentOf<'add_place'>,
  trip: Trip | null,
): Promise<Step> {
  if (!trip)
    return {
      reply: {
        kind: 'clarify',
        question: 'Which trip should I add it to? Plan one first, for example "3 days in Lisbon".',
      },
    };
  const day = Math.min(Math.max(intent.day ?? trip.duration_days, 1), trip.duration_days);
  if (intent.place) {
    // A place is added near the trip, never from another continent ("a taco place" is not a
    // restaurant in Copenhagen for a Mexico City trip).
    const far = distanceFromTrip(trip, intent.place);
    if (far !== null && far > NEAR_TRIP_KM) {
      return {
        reply: {
          kind: 'too_far',
          name: intent.place.name,
          km: Math.round(far),
          where: intent.place.cityName,
        },
      };
    }
    await tools.addStop(
      box,
      { id: intent.place.id, type: tools.placeTypeOf[intent.place.kind] },
      day,
    );
    box.effects.boundingBox = tools.boxAround([intent.place]);
    return { reply: { kind: 'added', name: intent.place.name, day } };
  }
  if (intent.city) {
    await tools.addStop(box, { id: intent.city.id, type: 'city' }, day);
    return { reply: { kind: 'added', name: intent.city.name, day } };
  }
  if (intent.category) {
    const stops = stopsOf(trip).filter((stop) => stop.day_of_trip === day);
    const anchor = stops[0]?.geo_points ?? stopsOf(trip)[0]?.geo_points;
    if (anchor) {
      const kind: PickKind =
        intent.category.tree === 'food'
          ? 'food'
          : intent.category.tree === 'shopping'
            ? 'shop'
            : 'attraction';
      const inTrip = new Set(stopsOf(trip).map((stop) => stop.place_id));
      const found = (
        await tools.searchPlaces(
          box,
          { type: 'near', lat: anchor.lat, lng: anchor.lng },
          [kind],
          [intent.category.category, ...intent.category.related],
          null,
          // The best ones nearby are often in the trip already: look a little further down.
          inTrip.size + 5,
        )
      ).find((place) => !inTrip.has(place.id));
      if (found) {
        await tools.addStop(box, { id: found.id, type: tools.placeTypeOf[found.kind] }, day);
        return { reply: { kind: 'added', name: found.name, day } };
      }
    }
    return {
      reply: {
        kind: 'clarify',
        question: `I found no ${intent.category.word} near day ${day}'s stops that isn't in the trip already. Name one, or ask for another kind of place.`,
      },
    };
  }
  return { reply: { kind: 'clarify', question: 'Which place should I add?' } };
}

async function step(
  box: tools.Toolbox,
  intent: Intent,
  trip: Trip | null,
  summary: TripSummary | undefined,
): Promise<Step> {
  switch (intent.type) {
    case 'plan_trip': {
      // A chat holds one trip: a plan for somewhere else asks before replacing it.
      const current = trip && !trip.is_blurred ? trip : null;
      if (current && !intent.replace && !current.title.endsWith(` in ${titleOf(intent)}`)) {
        return {
          reply: {
            kind: 'replace_or_new',
            current: current.title,
            next: planTitle(intent, intent.days ?? 3),
          },
          draft: { ...intent, replace: true },
        };
      }
      return planStep(box, intent);
    }
    case 'country_facts':
      return countryFactsStep(box, intent);
    case 'best_time':
      return bestTimeStep(box, intent);
    case 'what_to_eat':
      return eatStep(box, intent);
    case 'where_to_go':
      return whereStep(box, intent);
    case 'out_of_scope':
      return { reply: { kind: 'out_of_scope', topic: intent.topic } };
    case 'foreign_language':
      return { reply: { kind: 'foreign_language', language: intent.language } };
    case 'add_place':
      return addStep(box, intent, trip);
    case 'remove_stop':
      await tools.removeStop(box, intent.target.stop.id);
      return {
        reply: { kind: 'removed', name: intent.target.stop.name, day: intent.target.stop.day },
      };
    case 'move_stop': {
      const stop = intent.target.stop;
      await tools.moveStop(
        box,
        { id: stop.id, type: stop.kind as PointType },
        { day: intent.toDay },
      );
      return { reply: { kind: 'moved', name: stop.name, fromDay: stop.day, toDay: intent.toDay } };
    }
    case 'swap_days':
      await tools.swapDays(box, intent.a, intent.b);
      return { reply: { kind: 'swapped', a: intent.a, b: intent.b } };
    case 'change_transport': {
      const stops = summary?.stops ?? [];
      const scope = intent.scope;
      const legs =
        scope.type === 'leg'
          ? [scope.from]
          : stops.filter(
              (stop, i) => (scope.type === 'all' || stop.day === scope.day) && i < stops.length - 1,
            );
      const count = await tools.changeTransport(
        box,
        legs.map((stop) => ({ id: stop.id, type: stop.kind as PointType })),
        intent.mode,
      );
      return {
        reply: {
          kind: 'transport',
          mode: intent.mode,
          legs: count,
          day: scope.type === 'day' ? scope.day : null,
        },
      };
    }
    case 'set_days': {
      const before = trip?.duration_days ?? intent.days;
      await tools.setDays(box, intent.days);
      return { reply: { kind: 'days', days: intent.days, before } };
    }
    case 'show_on_map':
      return showStep(box, intent, trip);
    case 'place_facts': {
      if (intent.place) {
        const facts = await tools.placeFacts(box, intent.place.id);
        if (!facts) return { reply: { kind: 'not_found', what: intent.place.name } };
        return {
          reply: {
            kind: 'facts',
            name: facts.name,
            placeKind: facts.kind,
            cityName: facts.cityName,
            countryName: facts.countryName,
            rating: facts.rating,
            categories: facts.categories,
            openingHours: facts.openingHours,
            website: facts.website,
            address: facts.address,
            description: facts.description,
          },
        };
      }
      if (intent.destination)
        return showStep(
          box,
          { type: 'show_on_map', target: { type: 'destination', destination: intent.destination } },
          trip,
        );
      return { reply: { kind: 'clarify', question: 'Which place would you like to know about?' } };
    }
    case 'city_climate': {
      const city = await climateSource(box, intent.destination);
      box.effects.boundingBox = tools.boxAround([intent.destination]);
      return {
        reply: {
          kind: 'climate',
          city: city?.name ?? intent.destination.name,
          of: city && city.name !== intent.destination.name ? intent.destination.name : null,
          month: intent.month,
          months: city?.climate ?? null,
        },
      };
    }
    case 'costs': {
      const facts =
        intent.destination.kind === 'city'
          ? await tools.cityFacts(box, intent.destination.id, 'costs')
          : intent.destination.kind === 'country'
            ? await tools.countryFacts(box, intent.destination.id, 'costs')
            : null;
      box.effects.boundingBox = tools.boxAround([intent.destination]);
      return {
        reply: {
          kind: 'costs',
          name: intent.destination.name,
          costForWeek: facts?.costForWeek ?? null,
          per: intent.per,
        },
      };
    }
    case 'compare': {
      const side = async (destination: Destination) => {
        const city =
          destination.kind === 'city'
            ? await tools.cityFacts(box, destination.id, 'compare')
            : null;
        const country =
          destination.kind === 'country'
            ? await tools.countryFacts(box, destination.id, 'compare')
            : null;
        const month = intent.month ?? 7;
        return {
          name: destination.name,
          costForWeek: city?.costForWeek ?? country?.costForWeek ?? null,
          climate: city?.climate?.find((row) => row.month === month) ?? null,
        };
      };
      box.effects.boundingBox = tools.boxAround([intent.a, intent.b]);
      return {
        reply: {
          kind: 'compare',
          aspect: intent.aspect,
          month: intent.month,
          a: await side(intent.a),
          b: await side(intent.b),
        },
      };
    }
    case 'search_places':
      return searchStep(box, intent, trip);
    case 'clarify':
      return {
        reply: {
          kind: 'clarify',
          question: intent.question,
          // "Skiing in Rome": what Rome lacks is said now, before asking for the days.
          activities:
            intent.missing === 'days' && intent.draft ? await activitiesOf(box, intent.draft) : [],
        },
        draft: intent.draft ?? undefined,
      };
    case 'greeting':
    case 'help':
    case 'thanks':
    case 'unknown':
      return { reply: { kind: intent.type } };
  }
}

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
async function climateSource(box: tools.Toolbox, destination: Destination) {
  if (destination.kind === 'city') return tools.cityFacts(box, destination.id, 'city_climate');
  const country = await tools.countryByCode(box, destination.countryCode);
  if (!country) return null;
  const [city] = await tools.countryClimate(box, country.id);
  return city ?? null;
}

async function countryFactsStep(
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

async function bestTimeStep(box: tools.Toolbox, intent: IntentOf<'best_time'>): Promise<Step> {
  const city = await climateSource(box, intent.destination);
  box.effects.boundingBox = tools.boxAround([intent.destination]);
  return {
    reply: {
      kind: 'climate',
      city: city?.name ?? intent.destination.name,
      of: city && city.name !== intent.destination.name ? intent.destination.name : null,
      month: null,
      months: city?.climate ?? null,
    },
  };
}

async function eatStep(box: tools.Toolbox, intent: IntentOf<'what_to_eat'>): Promise<Step> {
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

async function whereStep(box: tools.Toolbox, intent: IntentOf<'where_to_go'>): Promise<Step> {
  const want = {
    month: intent.month,
    temperature: FEEL[intent.feel],
    beach: intent.beach,
    snow: intent.feel === 'snow',
    maxWeekly: intent.maxWeekly,
    continent: intent.continent,
    limit: 4,
  };
  let found = await tools.whereToGo(box, want);
  // Nowhere in Europe is warm in March: the closest fits, said as such, beat an empty answer.
  const closest = found.length === 0;
  if (closest) {
    const { min, max } = want.temperature;
    found = await tools.whereToGo(box, { ...want, temperature: { min: min - 6, max: max + 6 } });
  }
  return {
    reply: {
      kind: 'where',
      month: intent.month,
      feel: intent.feel,
      beach: intent.beach,
      maxWeekly: intent.maxWeekly,
      region: intent.continent,
      closest,
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

function showStep(box: tools.Toolbox, intent: IntentOf<'show_on_map'>, trip: Trip | null): Step {
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

async function searchStep(
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
    intent.categories.map((c) => c.word).join(' and ') || intent.text || (intent.kind ?? 'places');
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

/** What a refused edit tells the user, in the service's own words. */
function refusal(error: unknown): string | null {
  if (error instanceof tools.NoTripError || error instanceof tools.ReplanNotAllowedError)
    return error.message;
  if (error instanceof HttpError && error.status < 500) return error.detail;
  return null;
}

/** Answers to "replace the trip or start a new one?". */
const REPLACE_YES =
  /^(?:yes|yeah|yep|yup|sure|ok|okay|please|go ahead|do it|replace|replace it|replace the (?:old )?trip|overwrite it)\b/i;
const KEEP_BOTH =
  /\b(?:new (?:trip|chat|one)|keep (?:it|the (?:old|current|first) (?:one|trip))|no\b)/i;
const keepBoth = (plan: PlanTrip) =>
  `Your trip stays as it is. A chat holds one trip, so start a new chat and ask for "${planTitle(plan, plan.days ?? 3)}" there.`;

/**
 * The built-in brain (the default; no model, no network): understands the message against the
 * catalogue and the chat's trip, runs the tools each intent needs, and answers from their results.
 */
export const builtinBrain: Brain = async (input: TurnInput): Promise<TurnResult> => {
  const box = tools.createToolbox(input.ctx, input.chat, input.viewer);
  const trip = await tools.readTrip(box);
  const summary = trip && !trip.is_blurred ? summarizeTrip(trip) : undefined;
  const preferences =
    input.viewer.userId !== null
      ? await preferencesOf(input.ctx.db, input.viewer.userId)
      : undefined;
  const pending = input.draft?.replace ? input.draft : null;
  const intents =
    pending && REPLACE_YES.test(input.text.trim())
      ? [pending]
      : pending && KEEP_BOTH.test(input.text.trim())
        ? [{ type: 'clarify', question: keepBoth(pending), missing: 'trip', draft: null } as const]
        : await understand(input.text, {
            gazetteer: gazetteerOf(input.ctx),
            trip: summary,
            preferences,
            userLocation: input.userLocation ?? undefined,
            now: new Date(),
            draft: input.draft ?? undefined,
          });
  const replies: string[] = [];
  let draft: PlanTrip | null = null;
  let current = trip;
  for (const [index, intent] of intents.entries()) {
    try {
      const result = await step(box, intent, current, summary);
      replies.push(composeReply(result.reply, input.text));
      draft = result.draft ?? draft;
      // The next intent works on the trip as this one left it; after the last one nothing reads
      // it, so a single plan or edit is not read back a second time.
      if (box.effects.isChanges && index < intents.length - 1) current = await tools.readTrip(box);
    } catch (error) {
      const said = refusal(error);
      if (said === null) throw error;
      replies.push(said);
    }
  }
  return {
    answer: replies.join('\n\n'),
    boundingBox: box.effects.boundingBox,
    isChanges: box.effects.isChanges,
    tools: box.effects.tools,
    draft,
  };
};
