import { MAX_TRIP_DAYS } from '@ai-map/contracts';
import { interestsFromPreferences } from './interests';
import type { Destination, PlanTrip, UnderstandContext } from './intents';
import { directionOf, journeyAsked } from './plan-places';
import { routeEndsOf } from './route-ends';
import type { RequestRead } from './understand';

/** Words that give the order of the places: keep it rather than choose the shortest route. */
const ORDER_GIVEN = /\b(?:then|after that|followed by|afterwards|and finally|ending in|end in)\b/i;

/**
 * The plan a request asks for: what the message said, else what the pending draft held, else
 * (reshaping the chat's trip, or another place instead) the trip's own length.
 */
export function planOf(
  said: RequestRead,
  context: UnderstandContext,
  {
    destinations,
    stayDays,
    reshape,
    shorter,
    message,
    skip,
  }: {
    destinations: Destination[];
    skip: Destination[];
    /** The length the stays add up to ("2 nights in Rome, 3 in Florence"). */
    stayDays: number | null;
    reshape: boolean;
    /** The message asks for a shorter trip. */
    shorter: boolean;
    message: string;
  },
): PlanTrip {
  const { days, instead, avoided, wishes, activities } = said;
  const draft = context.draft;
  // What the traveller wants (interests, party, budget, wishes) outlives the draft: a reshape of
  // the chat's trip keeps those of the request it was planned from (trav-001). Places, length
  // and order come from the message, the draft or the trip as it is now.
  // A place corrected ("scotland, not australia") is the same request read right (trav-053
  // lost its coast walks and whisky). A draft an aside left beside the plan ("excluding
  // flights") holds no place and none of it: the planned request is what a reshape keeps
  // (trav-004's "bad knee" reshape lost "no fish"). "Swap anything hikey for something
  // gentler" says "instead" of stops, not of the place: a reshape keeps the request too.
  const kept = reshape || said.corrected ? context.planned : undefined;
  const wanted = draft?.destinations.length || !kept ? (draft ?? kept) : kept;
  const fromMessage = said.hits.map((h) => h.interest);
  const preferences = context.preferences ? interestsFromPreferences(context.preferences) : [];
  // A kept interest the message now leaves out goes ("no castle" after "castles": trav-088).
  const interests = fromMessage.length
    ? fromMessage
    : (wanted?.interests ?? []).filter((interest) => !avoided.includes(interest.category));
  return {
    type: 'plan_trip',
    destinations: destinations.length ? destinations : (draft?.destinations ?? []),
    days:
      stayDays ??
      (reshape && days !== null && context.trip && days < context.trip.days && !shorter
        ? context.trip.days
        : days) ??
      draft?.days ??
      (instead || reshape ? (context.trip?.days ?? null) : null),
    when: said.when ?? draft?.when ?? null,
    interests: interests.length ? interests : preferences,
    interestsFrom: fromMessage.length
      ? 'message'
      : interests.length
        ? (wanted?.interestsFrom ?? 'message')
        : preferences.length
          ? 'preferences'
          : 'none',
    activities: activities.length ? activities : (wanted?.activities ?? []),
    budget: said.budget ?? wanted?.budget ?? null,
    // A wheelchair or older parents along: fewer stops a day unless the traveller set a pace.
    pace:
      said.pace ??
      wanted?.pace ??
      (wishes.some((w) => w.kind === 'step_free' || w.kind === 'older_travellers')
        ? 'relaxed'
        : null),
    avoid: avoided.length ? [...new Set(avoided)] : (wanted?.avoid ?? []),
    wishes: wishes.length ? wishes : (wanted?.wishes ?? []),
    travellers: said.travellers ?? wanted?.travellers ?? null,
    transport: said.transport ?? wanted?.transport ?? null,
    family: said.family || (wanted?.family ?? false),
    askedDays: said.longest > MAX_TRIP_DAYS ? said.longest : (draft?.askedDays ?? null),
    replace: instead || (reshape && destinations.length > 0),
    keepOrder: destinations.length > 1 ? ORDER_GIVEN.test(message) : (draft?.keepOrder ?? false),
    ...routeEndsField(
      destinations.length > 1 ? routeEndsOf(message, destinations) : draft?.routeEnds,
    ),
    ...(skip.length ? { skip } : {}),
    direction: directionOf(message) ?? draft?.direction ?? null,
    ...(journeyAsked(message, destinations) ? { journey: true } : {}),
  };
}

const routeEndsField = (ends: PlanTrip['routeEnds'] | null | undefined) =>
  ends ? { routeEnds: ends } : {};
