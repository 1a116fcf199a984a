import { haversineKm, MAX_TRIP_DAYS, type Trip, type TripBudget } from '@ai-map/contracts';
import {
  type ActivitySpot,
  categoryLabel,
  list,
  type CityMonth,
  type ReplyStop,
} from '../brain/compose-reply';
import type { PlanTrip } from '../brain/intents';
import type { TransportReply } from '../brain/reply-types';
import type { PlanOutcome } from '../tools/plan-trip';
import { SEASON_MONTHS } from '../brain/slots';
import type { PickedPlace } from '../tools/place-picker.repository';
import * as tools from '../tools/toolbox';
import { stopsOf } from '../tools/trip-summary';
import { STOPS_PER_DAY } from '../tools/plan-trip';
import { planTitle, titleOf, type Step } from './step';
import { presentAdvisory } from '../../catalog/facts.presenter';
import { GOOD_SIGHT, SIGHTS_PER_DAY, daysForSights, goodSights, sightsCount } from './good-sights';
import {
  budgetVerdict,
  safetyNotes,
  wishNote,
  type CountryAdvisory,
} from '../checker/plan-checker';

/**
 * What a stop is, in a few words: its kind, when it stands out its rating, and the parts of its
 * complex it stands for ("with the Sistine Chapel").
 */
function whyOf(place: PickedPlace | undefined, parts: readonly string[] = []): string | null {
  if (!place) return null;
  const what = place.categories.map(categoryLabel).find((x) => x !== null) ?? null;
  const rated = place.rating >= 7 ? `rated ${place.rating.toFixed(1)}` : null;
  const includes = parts.length ? `with ${list([...parts])}` : null;
  return [what, rated, includes].filter(Boolean).join(', ') || null;
}

const replyDays = (
  trip: Trip,
  picked: Map<number, PickedPlace>,
  parts: Map<number, string[]>,
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
        why:
          stop.place_id === null
            ? null
            : whyOf(picked.get(stop.place_id), parts.get(stop.place_id)),
        transport: stop.next_point_time_min === null ? null : stop.next_point_transport_type,
        minutesToNext: stop.next_point_time_min,
      })),
    };
  });

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

/**
 * The length of a trip asked without one: a city's by its sights rated 7+ at four a day (2 to 5
 * days), a region's 4 days, a country's a week, several places 3 days each. Said in the reply.
 */
async function chosenDays(
  box: tools.Toolbox,
  plan: PlanTrip,
): Promise<{ days: number; why: string }> {
  const [only, ...more] = plan.destinations;
  if (only && !more.length && only.kind === 'city') {
    const good = await goodSights(box, tools.pickAreaOf(only));
    const days = Math.min(5, Math.max(2, daysForSights(good.count)));
    return {
      days,
      why: `${only.name} has ${sightsCount(good)} rated ${GOOD_SIGHT} or more in our catalogue, about ${days} days at ${SIGHTS_PER_DAY} a day`,
    };
  }
  if (only && !more.length)
    return {
      days: only.kind === 'country' ? 7 : 4,
      why: `a ${only.kind === 'country' ? 'week' : 'few days'} is a first look at ${only.name}`,
    };
  return {
    days: 3 * plan.destinations.length,
    why: 'three days per place you named, shared out by the sights each has',
  };
}

/** The cities said to be left out; a country or region left out is simply not planned. */
const skippedCities = (plan: PlanTrip) =>
  (plan.skip ?? []).flatMap((d) =>
    d.kind === 'city' ? [{ id: d.id, name: d.name, lat: d.lat, lng: d.lng }] : [],
  );

export async function planStep(box: tools.Toolbox, plan: PlanTrip): Promise<Step> {
  const assumed = plan.days === null ? await chosenDays(box, plan) : null;
  const days = plan.days ?? assumed?.days ?? 3;
  const title = titleOf(plan);
  const pace = plan.pace ?? (plan.family ? 'relaxed' : 'normal');
  // A sight serving an asked activity ("hot springs": an onsen) is planned like one named.
  const activities = await activitiesOf(box, plan);
  // Not in a country: its route is the planner's to choose, and one sight may lie far off it.
  const serving = activities.flatMap((spot) =>
    spot.place && spot.place.km !== null ? [spot.place.id] : [],
  );
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
    ends: plan.routeEnds ?? null,
    maxBudget: perPersonBudgetUsd(plan),
    avoid: plan.avoid ?? [],
    transport: plan.transport,
    noCar: (plan.wishes ?? []).some((wish) => wish.kind === 'no_car'),
    noFlights: (plan.wishes ?? []).some((wish) => wish.kind === 'no_flights'),
    stepFree: (plan.wishes ?? []).some(
      (wish) => wish.kind === 'step_free' || wish.kind === 'older_travellers',
    ),
    sights: [...new Set([...(plan.sights ?? []).map((sight) => sight.id), ...serving])],
    skip: skippedCities(plan),
    direction: plan.direction ?? null,
    journey: plan.journey ?? false,
  });
  if (!outcome) {
    // Nothing to plan with, but the place is known (trav-143, Tuvalu): the map goes there and the
    // reply says what is missing and what can still be answered, never a bare "couldn't find".
    tools.showOnMap(box, plan.destinations);
    return {
      reply: {
        kind: 'empty_destination',
        title,
        example: plan.destinations[0]?.name ?? title,
        safety: safetyNotes(await advisoriesOf(box, plan)),
      },
    };
  }
  const asked = plan.budget?.amount ?? null;
  const { trip, budget } = await joinOnTheRoute(box, activities, outcome, pace);

  return {
    reply: {
      kind: 'plan',
      title,
      days: replyDays(trip, outcome.picked, outcome.parts),
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
      avoided: plan.avoid?.length ? [...new Set(plan.avoid)] : [],
      skipped: skippedCities(plan).map((city) => city.name),
      budgetCheck:
        asked === null || !plan.budget
          ? null
          : {
              verdict: budgetVerdict(
                { amount: asked, currency: plan.budget.currency, perPerson: plan.budget.perPerson },
                budget.total,
                plan.travellers,
              ),
            },
      safety: safetyNotes(await advisoriesOf(box, plan)),
      wishes: (plan.wishes ?? []).map((wish) =>
        wishNote(wish, { pace, stopsPerDayMax: busiestDay(trip) }),
      ),
      interestsFromPreferences: plan.interestsFrom === 'preferences',
      empty: outcome.empty,
      around: outcome.around,
      lengthChosen: assumed ? { days, why: assumed.why } : null,
      shortened:
        outcome.daysFilled < days
          ? { asked: days, planned: outcome.daysFilled, free: freeDays(trip) }
          : null,
      capped: plan.askedDays ? { asked: plan.askedDays, max: MAX_TRIP_DAYS } : null,
      weather: await weatherOf(box, plan),
      family: plan.family ?? false,
      pace,
      route: outcome.route,
      routeAsNamed: outcome.routeAsNamed,
      direction: plan.direction ?? null,
      via: outcome.via,
      dayTripFrom: plan.dayTripFrom ?? null,
      cheaperLegs: outcome.cheaperLegs,
      live: outcome.live,
      transport: outcome.transport && transportReply(outcome.transport),
      alternatives: outcome.alternatives,
      activities: withPlanned(activities, trip),
    },
    planned: plan,
  };
}

/** What "by train" did to the plan's legs, for the reply. */
const transportReply = (done: NonNullable<PlanOutcome['transport']>): TransportReply => ({
  kind: 'transport',
  mode: done.mode,
  legs: done.asked,
  onFoot: done.short_walk,
  tooShort: done.too_short,
  tooFar: done.too_far,
  water: done.water,
  noRail: done.no_rail,
  noStation: done.no_station,
  day: null,
});

/** A country's sight for an activity this near a planned stop is on the route: it joins that day, km. */
const ON_THE_ROUTE_KM = 30;

/**
 * A country trip's sight named for an activity (Pinnawala Elephant Orphanage for elephants in
 * Sri Lanka, trav-023) joins the day of the planned stop nearest to it when the route passes
 * within ON_THE_ROUTE_KM and that day has room (fewer stops than the pace's or the busiest day's:
 * "at most 4 stops a day" stays true); else the reply offers it (the route is the planner's).
 */
async function joinOnTheRoute(
  box: tools.Toolbox,
  activities: ActivitySpot[],
  planned: { trip: Trip; budget: TripBudget },
  pace: keyof typeof STOPS_PER_DAY,
): Promise<{ trip: Trip; budget: TripBudget }> {
  let trip = planned.trip;
  for (const { place } of activities) {
    if (!place || place.km !== null || place.lat === undefined || place.lng === undefined) continue;
    const at = { lat: place.lat, lng: place.lng };
    const stops = stopsOf(trip);
    if (!stops.length || stops.some((stop) => stop.place_id === place.id)) continue;
    // The nearest stop's day, unless it is already as full as the pace or the busiest day allows.
    const most = Math.max(busiestDay(trip), STOPS_PER_DAY[pace]);
    const perDay = (day: number) => stops.filter((stop) => stop.day_of_trip === day).length;
    const near = stops
      .map((stop) => ({ stop, km: haversineKm(stop.geo_points, at) }))
      .filter(({ stop, km }) => km <= ON_THE_ROUTE_KM && perDay(stop.day_of_trip) < most)
      .sort((a, b) => a.km - b.km)[0];
    if (!near) continue;
    trip = await tools.addStopAfter(box, place.id, near.stop);
  }
  // The reply quotes the cost of the trip as it now is.
  return trip === planned.trip ? planned : { trip, budget: await tools.tripBudget(box, trip.id) };
}

/** Marks each activity's sight as planned when the planned trip holds it. */
function withPlanned(activities: ActivitySpot[], trip: Trip): ActivitySpot[] {
  const ids = new Set(stopsOf(trip).map((stop) => stop.place_id));
  return activities.map((spot) =>
    spot.place ? { ...spot, place: { ...spot.place, planned: ids.has(spot.place.id) } } : spot,
  );
}

/** The most stops one day of the planned trip holds (what "at most N a day" may say). */
function busiestDay(trip: Trip): number {
  return Math.max(
    0,
    ...trip.days_of_trip.map((day) => stopsOf({ ...trip, days_of_trip: [day] }).length),
  );
}

/** The advisories of the countries a plan goes to, as the catalogue presents them. */
export async function advisoriesOf(box: tools.Toolbox, plan: PlanTrip): Promise<CountryAdvisory[]> {
  const found: CountryAdvisory[] = [];
  for (const code of new Set(plan.destinations.map((d) => d.countryCode))) {
    const country = await tools.countryByCode(box, code);
    const shown = presentAdvisory(country?.advisory ?? null);
    if (country && shown)
      found.push({
        country: country.name,
        level: shown.level,
        text: shown.text,
        url: shown.url,
        varies: shown.varies_by !== undefined,
      });
  }
  return found;
}

/** The traveller's budget per person in US dollars, for the planner's cheaper-transport pass. */
function perPersonBudgetUsd(plan: PlanTrip): number | null {
  const asked = plan.budget;
  if (!asked?.amount) return null;
  const verdict = budgetVerdict(
    { amount: asked.amount, currency: asked.currency, perPerson: asked.perPerson },
    0,
    plan.travellers,
  );
  return verdict ? verdict.budgetUsd / verdict.people : null;
}

/** Where the plan's activities with no kind of place ("skiing") can be done, by a travel guide. */
export async function activitiesOf(box: tools.Toolbox, plan: PlanTrip) {
  const [first] = plan.destinations;
  if (!first || !plan.activities?.length) return [];
  return tools.activitySpots(box, first, plan.activities);
}

/**
 * The days of a trip with no stop, as the trip has them: the planner spreads rest days between
 * the days with sights, so "days 4–14 are free" named the wrong days (trav-129, 130, 134, 139).
 */
function freeDays(trip: Trip): number[] {
  const used = new Set(stopsOf(trip).map((stop) => stop.day_of_trip));
  return Array.from({ length: trip.duration_days }, (_, k) => k + 1).filter((d) => !used.has(d));
}
