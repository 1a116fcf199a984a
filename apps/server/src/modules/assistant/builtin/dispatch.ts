import type { Trip } from '@ai-map/contracts';
import type { Intent, IntentOf, TripSummary } from '../brain/intents';
import * as tools from '../tools/toolbox';
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
import { baseStep } from './base-step';
import { dayTripStep } from './day-trip-step';
import { stayOverStep } from './stay-over-step';
import { tripLegStep } from './trip-leg-step';
import {
  addStep,
  lightenStep,
  moveStep,
  removeKindStep,
  removeStep,
  replaceStep,
  restoreStep,
  setDaysStep,
} from './edit-steps';
import { compareStep, costsStep, placeFactsStep } from './fact-steps';
import { transportStep } from './transport-step';
import { tripLookupStep } from './trip-lookup-step';
import { themeDayStep } from './theme-day-step';
import { startPointStep } from './start-point-step';
import { placesWithStep } from './places-with-step';
import { activitiesOf, advisoriesOf, planStep } from './plan-step';
import { safetyNotes } from '../checker/plan-checker';
import { planTitle, titleOf, type Step } from './step';

/** Runs one intent: the step that does it, or its reply when it needs no tool. */
export async function step(
  box: tools.Toolbox,
  intent: Intent,
  trip: Trip | null,
  summary: TripSummary | undefined,
): Promise<Step> {
  switch (intent.type) {
    case 'plan_trip':
      return planOrAskStep(box, intent, trip);
    case 'country_facts':
      return countryFactsStep(box, intent);
    case 'time_difference':
      return timeDifferenceStep(box, intent);
    case 'days_needed':
      return daysNeededStep(box, intent);
    case 'where_to_base':
      return baseStep(box, intent, trip);
    case 'trip_lookup':
      return tripLookupStep(box, intent, summary);
    case 'best_time':
      return climateStep(box, intent.destination, null, false, intent.activity);
    case 'what_to_eat':
      return eatStep(box, intent);
    case 'where_to_go':
      return whereStep(box, intent);
    case 'out_of_scope':
      return { reply: { kind: 'out_of_scope', topic: intent.topic, aside: intent.aside } };
    case 'foreign_language':
      return { reply: { kind: 'foreign_language', language: intent.language } };
    case 'add_place':
      return addStep(box, intent, trip);
    case 'day_trip':
      return dayTripStep(box, intent, trip);
    case 'trip_leg':
      return tripLegStep(intent, trip);
    case 'remove_stop':
      return removeStep(box, intent, summary);
    case 'remove_kind':
      return removeKindStep(box, intent, summary);
    case 'restore_stops':
      return restoreStep(box, intent, trip);
    case 'stay_over':
      return stayOverStep(box, intent, trip, summary);
    case 'replace_stop':
      return replaceStep(box, intent, trip);
    case 'move_stop':
      return moveStep(box, intent);
    case 'start_from':
      return startPointStep(box, intent, trip);
    case 'theme_day':
      return themeDayStep(box, intent, trip);
    case 'lighten_day':
      return lightenStep(box, intent, summary);
    case 'swap_days':
      await tools.swapDays(box, intent.a, intent.b);
      return {
        reply: { kind: 'swapped', a: intent.a, b: intent.b },
        edit: { removed: [], swapped: [intent.a, intent.b] },
      };
    case 'change_transport':
      return transportStep(box, intent, summary, trip);
    case 'set_days':
      return setDaysStep(box, intent, trip);
    case 'show_on_map':
      return showStep(box, intent, trip);
    case 'place_facts':
      return placeFactsStep(box, intent, trip);
    case 'city_climate':
      return climateStep(box, intent.destination, intent.month, intent.rain);
    case 'costs':
      return costsStep(box, intent);
    case 'compare':
      return compareStep(box, intent);
    case 'search_places':
      return searchStep(box, intent, trip);
    case 'clarify':
      return clarifyStep(box, intent);
    case 'greeting':
    case 'help':
    case 'thanks':
      return { reply: { kind: intent.type } };
    case 'trip_check': {
      const { type: _type, ...check } = intent;
      return { reply: { kind: 'trip_check', ...check } };
    }
    case 'unknown':
      return {
        reply: { kind: 'unknown', trip: trip && !trip.is_blurred ? trip.title : undefined },
      };
  }
}

/** A plan; but a chat holds one trip, so a plan for somewhere else asks before replacing it. */
async function planOrAskStep(
  box: tools.Toolbox,
  intent: IntentOf<'plan_trip'>,
  trip: Trip | null,
): Promise<Step> {
  const current = trip && !trip.is_blurred ? trip : null;
  if (current && !intent.replace && !current.title.endsWith(` in ${titleOf(intent)}`)) {
    return {
      reply: {
        kind: 'replace_or_new',
        current: current.title,
        next: planTitle(intent, intent.days ?? 3),
        // "What if I only go to Bagan?" in a Level 4 country: the advisory covers it too
        // (trav-142 was offered the trip with no word of it).
        safety: safetyNotes(await advisoriesOf(box, intent)),
      },
      draft: { ...intent, replace: true },
    };
  }
  return planStep(box, intent);
}

/** A question back, with what the draft's destination lacks ("skiing in Rome"). */
async function clarifyStep(box: tools.Toolbox, intent: IntentOf<'clarify'>): Promise<Step> {
  const places = await placesWithStep(box, intent);
  if (places) return places;
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
}
