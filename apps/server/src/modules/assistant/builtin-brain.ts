import type { PointType, Trip } from '@ai-map/contracts';
import { HttpError } from '../../lib/http-error';
import type { AppContext } from '../../app-context';
import { preferencesOf } from '../preferences/preferences.repository';
import { composeReply, type ReplyInput, type ReplyStop } from './brain/compose-reply';
import { createDatabaseGazetteer, type DatabaseGazetteer } from './brain/gazetteer.repository';
import type { Destination, Intent, IntentOf, PlanTrip, TripSummary } from './brain/intents';
import { understand } from './brain/understand';
import type { Brain, TurnInput, TurnResult } from './chat-turn';
import * as tools from './tools/toolbox';
import { type PickArea, type PickKind } from './tools/place-picker.repository';
import { stopsOf, summarizeTrip } from './tools/trip-summary';

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

const replyDays = (trip: Trip): { day: number; stops: ReplyStop[] }[] =>
  trip.days_of_trip.map((day) => ({
    day: day.day_of_trip,
    stops: stopsOf({ ...trip, days_of_trip: [day] }).map((stop) => ({
      name: stop.name,
      transport: stop.next_point_time_min === null ? null : stop.next_point_transport_type,
      minutesToNext: stop.next_point_time_min,
    })),
  }));

const titleOf = (plan: PlanTrip) => {
  const names = plan.destinations.map((destination) => destination.name);
  return names.length <= 2
    ? names.join(' and ')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

/** What one intent does, and the words for it. `draft` carries a half-understood plan forward. */
interface Step {
  reply: ReplyInput;
  draft?: PlanTrip;
}

async function planStep(box: tools.Toolbox, plan: PlanTrip): Promise<Step> {
  const days = plan.days ?? 3;
  const title = titleOf(plan);
  const outcome = await tools.planTrip(box, {
    areas: plan.destinations.map((destination) => ({ ...destination })),
    days,
    interests: plan.interests.map((interest) => ({
      category: interest.category,
      tree: interest.tree,
      related: interest.related,
    })),
    pace: plan.pace ?? 'normal',
    title: `${days} ${days === 1 ? 'day' : 'days'} in ${title}`,
  });
  if (!outcome) return { reply: { kind: 'not_found', what: `places to visit in ${title}` } };
  const budget = outcome.trip.budget;
  return {
    reply: {
      kind: 'plan',
      title,
      days: replyDays(outcome.trip),
      budget: budget ? { amount: budget.total, currency: budget.currency } : null,
      interests: outcome.honoured,
      missingInterests: outcome.missing,
      interestsFromPreferences: plan.interestsFrom === 'preferences',
    },
  };
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
          5,
        )
      ).find((place) => !inTrip.has(place.id));
      if (found) {
        await tools.addStop(box, { id: found.id, type: tools.placeTypeOf[found.kind] }, day);
        return { reply: { kind: 'added', name: found.name, day } };
      }
    }
    return {
      reply: { kind: 'not_found', what: `${intent.category.word} near day ${day}'s stops` },
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
    case 'plan_trip':
      return planStep(box, intent);
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
      const city =
        intent.destination.kind === 'city'
          ? await tools.cityFacts(box, intent.destination.id, 'city_climate')
          : null;
      box.effects.boundingBox = tools.boxAround([intent.destination]);
      return {
        reply: {
          kind: 'climate',
          city: intent.destination.name,
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
      return {
        reply: {
          kind: 'costs',
          name: intent.destination.name,
          costForWeek: facts?.costForWeek ?? null,
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
        reply: { kind: 'clarify', question: intent.question },
        draft: intent.draft ?? undefined,
      };
    case 'greeting':
    case 'help':
    case 'thanks':
    case 'unknown':
      return { reply: { kind: intent.type } };
  }
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
  const intents = await understand(input.text, {
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
