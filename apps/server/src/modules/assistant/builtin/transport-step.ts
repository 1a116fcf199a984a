import { haversineKm, type PointType, type Trip } from '@ai-map/contracts';
import type { IntentOf, TripSummary } from '../brain/intents';
import * as tools from '../tools/toolbox';
import { carFree } from '../tools/plan-legs';
import type { Step } from './step';

/**
 * Changes how the trip travels: a named leg as asked, "less walking" on the walks over a stroll,
 * and "by train everywhere" (of the trip or a day) where the planner's rule lets the mode go.
 */
export async function transportStep(
  box: tools.Toolbox,
  intent: IntentOf<'change_transport'>,
  summary: TripSummary | undefined,
  trip: Trip | null,
): Promise<Step> {
  const scope = intent.scope;
  const day = scope.type === 'day' ? scope.day : null;
  if (intent.noCar && trip) {
    // "Make day 4 a no-car day": only the legs that go by car change.
    const count = await carFree(box, trip, day);
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
            return (day === null || stop.day === day) && !!next && legKm(stop, next) > STROLL_KM;
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
      noStation: outcome.no_station,
      day,
    },
  };
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
