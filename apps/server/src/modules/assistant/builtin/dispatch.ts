import { haversineKm, type PointType, type Trip } from '@ai-map/contracts';
import type { Destination, Intent, TripSummary } from '../brain/intents';
import * as tools from '../tools/toolbox';
import { stopsOf } from '../tools/trip-summary';
import {
  climateStep,
  countryFactsStep,
  daysNeededStep,
  eatStep,
  searchStep,
  showStep,
  timeDifferenceStep,
  whereStep,
} from './answer-steps';
import { dayTripStep } from './day-trip-step';
import { tripLegStep } from './trip-leg-step';
import { addStep, setDaysStep } from './edit-steps';
import { tripLookupStep } from './trip-lookup-step';
import { activitiesOf, planStep } from './plan-step';
import { planTitle, titleOf, type Step } from './step';

/** Runs one intent: the step that does it, or its reply when it needs no tool. */
export async function step(
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
    case 'time_difference':
      return timeDifferenceStep(box, intent);
    case 'days_needed':
      return daysNeededStep(box, intent);
    case 'trip_lookup':
      return tripLookupStep(box, intent, summary);
    case 'best_time':
      return climateStep(box, intent.destination, null);
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
    case 'day_trip':
      return dayTripStep(box, intent, trip);
    case 'trip_leg':
      return tripLegStep(intent, trip);
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
      const scope = intent.scope;
      const day = scope.type === 'day' ? scope.day : null;
      if (intent.noCar && trip) {
        const stops = stopsOf(trip);
        const legs = stops.filter(
          (stop, i) =>
            i < stops.length - 1 &&
            (day === null || stop.day_of_trip === day) &&
            stop.next_point_transport_type === 'car',
        );
        const count = await tools.changeTransport(
          box,
          legs.map((stop) => ({ id: stop.place_to_visit_id, type: stop.point_type as PointType })),
          'bus',
        );
        return { reply: { kind: 'transport', mode: 'bus', legs: count, noCar: true, day } };
      }
      if (scope.type === 'leg' || intent.fewerWalks) {
        // A named leg changes as asked; "less walking" moves only the walks over a stroll.
        const stops = summary?.stops ?? [];
        const legs =
          scope.type === 'leg'
            ? [scope.from]
            : stops.filter((stop, i) => {
                const next = stops[i + 1];
                return (
                  (day === null || stop.day === day) && !!next && legKm(stop, next) > STROLL_KM
                );
              });
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
            fewerWalks: intent.fewerWalks ?? false,
            day,
          },
        };
      }
      // "By train everywhere": the planner's rule says which legs a train can take.
      const outcome = await tools.askTransport(box, intent.mode, day ?? undefined);
      return {
        reply: {
          kind: 'transport',
          mode: intent.mode,
          legs: outcome.asked,
          onFoot: outcome.short_walk,
          tooShort: outcome.too_short,
          tooFar: outcome.too_far,
          water: outcome.water,
          noRail: outcome.no_rail,
          day,
        },
      };
    }
    case 'set_days':
      return setDaysStep(box, intent, trip);
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
    case 'city_climate':
      return climateStep(box, intent.destination, intent.month);
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

/** Leg length in km between two stops of the summary (0 when a stop has no position). */
function legKm(from: { lat?: number; lng?: number }, to: { lat?: number; lng?: number }): number {
  if (
    from.lat === undefined ||
    from.lng === undefined ||
    to.lat === undefined ||
    to.lng === undefined
  )
    return 0;
  return haversineKm({ lat: from.lat, lng: from.lng }, { lat: to.lat, lng: to.lng });
}

/** Walks longer than this are no stroll: "less walking" puts them on public transport. */
const STROLL_KM = 1;
