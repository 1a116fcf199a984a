import { findActivities, findInterests } from './interests';
import { tripDestinations } from './question-helpers';
import { answerToLastReply } from './follow-ups';
import { socialKind } from './social';
import { foreignLanguageOf } from './language';
import type { Destination, Intent, UnderstandContext } from './intents';
import { startFirst, swappedIn, withoutCountryOfCity, withStays } from './plan-places';
import { planOf } from './plan-of';
import { CORRECTION, INSTEAD, NOT_MEANT, SHORTER } from './edit-cues';
import { isEnglishWord } from './english-words';
import { NOT_PLACES, PEOPLE, placeSlotName } from './name-words';
import { takeDestinations } from './names';
import { ambiguity } from './namesakes';
import { soughtSight } from './places-with';
import { QUESTION_MATCHERS } from './questions';
import { planInContext } from './plan-in-context';
import { tripCheck } from './trip-check';
import { drivenAcrossAnOcean } from './driving-namesake';
import { clausesToPlan, withAsides } from './out-of-scope';
import { rainBesidePlan } from './destination-questions';
import { foodNearTheTrip, mayBeThePlans, onlyFood, outdoorsLeftOut } from './request-shapes';
import {
  Scanner,
  daysOfRange,
  takeBudget,
  takeDays,
  takePace,
  takeTransport,
  takeTravellers,
  takeWhen,
} from './slots';
import { properNameWords } from './tokens';
import { EDIT_MATCHERS, type Clause } from './trip-edits';
import { clauses, destinationOf, toClause } from './clauses';
import { legQuestion } from './leg-questions';
import { tripLookup } from './trip-questions';
import { dayItUsedToBe, putBack } from './edit-memory';
import { pinSights } from './far-day-trip';
import { correctByCountry } from './namesake-correction';
import { NEGATION_BEFORE, wishesIn } from '../checker/wishes';

/**
 * The built-in brain's reading of a message (docs/assistant.md). The message is cut into
 * clauses ("…. Then …"); each clause is tried as a trip edit, then as a question or a map move;
 * what is left is read together as one trip request, whose slots (destinations, days, dates,
 * interests, budget, pace, travellers, transport) are filled from the whole of it. When an
 * essential slot is missing the answer is a `clarify` intent carrying the plan so far.
 */
export async function understand(message: string, context: UnderstandContext): Promise<Intent[]> {
  const text = message.slice(0, 4000).trim();
  if (!text) return [{ type: 'unknown', text: '' }];
  const language = await foreignLanguageOf(
    text,
    async (word) => (await context.gazetteer.findNamesakes(word)).length > 0,
  );
  if (language) return [{ type: 'foreign_language', language }];
  const answer = await answerToLastReply(text, context);
  if (answer.length) return answer;
  const intents: Intent[] = [];
  const rest: Clause[] = [];
  const asked = new Set<Clause>();
  /** Clauses read alone that a place named elsewhere in the message may own (mayBeThePlans). */
  const wishes = new Map<Clause, Intent>();
  const order: Clause[] = [];
  let social: Intent | null = null;
  let midMessage = false;
  for (const [index, raw] of clauses(text).entries()) {
    const clause = toClause(raw);
    const kind = socialKind(clause.text);
    if (kind) {
      social ??= { type: kind };
      continue;
    }
    const intent = await firstMatch(clause, context);
    order.push(clause);
    if (intent && mayBeThePlans(intent, clause)) wishes.set(clause, intent);
    if (intent) intents.push(intent);
    if (intent?.type === 'out_of_scope') asked.add(clause);
    // "Skip tokyo/kyoto" with no trip yet edits nothing: it tells the plan what to leave out.
    else if (
      intent &&
      !(intent.type === 'clarify' && intent.missing === 'trip' && LEAVE_OUT.test(clause.text))
    )
      continue;
    if (!rest.length) midMessage = index > 0;
    rest.push(clause);
  }
  const planned = clausesToPlan(rest, asked);
  if (planned.length) {
    const plan = await planWithWishes(planned, { wishes, order, intents }, context, (others) => ({
      quiet: others.length > 0 || social !== null,
      message: text,
      midMessage,
      namedElsewhere: others.flatMap(destinationOf),
    }));
    // "Surprise me! 1 week, done thailand already": the where-to-go list answers where.
    const answered =
      intents.some((i) => i.type === 'where_to_go') &&
      ((plan?.type === 'clarify' && plan.missing === 'destination') ||
        /\bsurprise (?:me|us)\b/i.test(text));
    const check =
      plan &&
      ((await tripCheck(plan, context, text)) ?? (await drivenAcrossAnOcean(plan, text, context)));
    if (check) intents.unshift(check);
    else if (plan && !answered) intents.unshift(planInContext(plan, intents, context, text));
  }
  // "3 weeks in japan … skip tokyo/kyoto pls": beside a new plan, edit words are about it; "no
  // trip to change yet" under the plan just made was untrue (trav-019).
  const newPlan = intents.find((i) => i.type === 'plan_trip');
  const rain =
    newPlan && !intents.some((i) => i.type === 'city_climate')
      ? rainBesidePlan(text, newPlan)
      : null;
  // Beside a new plan, "which city?" and "where should I look?" ask for the place it names:
  // "(climate thing)" asked which city's weather (trav-010), "cheap eats please" where to look
  // (trav-013), under a plan of that very place.
  const kept = intents.filter(
    (i) =>
      !(
        newPlan &&
        i.type === 'clarify' &&
        (i.missing === 'trip' || i.missing === 'destination' || i.missing === 'location')
      ),
  );
  if (rain) kept.push(rain);
  if (kept.length) return withAsides(text, kept);
  if (social) return [social];
  return [{ type: 'unknown', text }];
}

type PlanOptions = Parameters<typeof planTrip>[2];

/**
 * The plan with the clauses that only said a wish ("mix of beach and mountains, mid june") when
 * the rest names a place: the wishes are the trip's, and their where-to-go reading goes. Without
 * a place the wishes stay a where-to-go question. Removes the dropped readings from `intents`.
 */
async function planWithWishes(
  planned: Clause[],
  { wishes, order, intents }: { wishes: Map<Clause, Intent>; order: Clause[]; intents: Intent[] },
  context: UnderstandContext,
  options: (others: Intent[]) => PlanOptions,
): Promise<Intent | null> {
  if (wishes.size) {
    const others = intents.filter((intent) => ![...wishes.values()].includes(intent));
    const owned = order.filter((clause) => planned.includes(clause) || wishes.has(clause));
    const plan = await planTrip(owned, context, options(others));
    if (plan?.type === 'plan_trip' && plan.destinations.length) {
      intents.splice(0, intents.length, ...others);
      return plan;
    }
  }
  return planTrip(planned, context, options(intents));
}

/** A clause that leaves something out ("skip tokyo/kyoto"), read by the plan when no trip is. */
const LEAVE_OUT = /\b(?:skip(?:ping)?|avoid(?:ing)?|except|excluding)\b/;

async function firstMatch(clause: Clause, context: UnderstandContext): Promise<Intent | null> {
  // Questions about the trip first: "did you drop the Louvre?" asks, it removes nothing; then
  // what refers to the last edit ("put it back").
  const first = [legQuestion, dayItUsedToBe, tripLookup, putBack];
  for (const match of [...first, ...EDIT_MATCHERS, ...QUESTION_MATCHERS]) {
    const intent = await match(clause, context);
    if (intent) return intent;
  }
  return null;
}

/** A yes/no or how-long question about a place ("is Montenegro on the euro?"), not one about the
 * traveller's own trip ("can we do Rome and Florence?", "should we go to Porto?") nor a request. */
const YES_NO_QUESTION =
  /^(?!(?:can|could|should|would|will|do|shall) (?:we|i|you) (?:do|go|visit|see|plan|fit|combine|manage|add|include|stay|spend|squeeze|make|get)\b)(?:is|are|does|do|did|can|could|will|would|should|has|have|how (?:many hours|long|far))\b/i;

// "Our 8 month old", "a 3yo in a buggy" are a family too (trav-009 got no easy pace).
const FAMILY =
  /\b(?:kids?|children|child|toddlers?|family|families|bab(?:y|ies)|sons?|daughters?|aged \d+|\d+ ?(?:months?|mo|years?|yrs?) old|\d+ ?yo|buggy|pram|stroller|pushchair)\b/;

const PLAN_WORDS =
  /\b(?:plan|planning|trip|itinerary|travel|travelling|traveling|visit|visiting|go|going|holiday|holidays|vacation|getaway|get away|break|tour|explore|spend|stay|city break|honeymoon|journey|fly|flying|backpack|backpacking|want to see|see)\b/;

/**
 * One trip request read from the clauses no other matcher took. Returns null when they carry
 * nothing trip-like (so the message stays unknown) — unless `quiet` is false and a plan draft
 * is pending, in which case a bare "5 days" or "Lisbon" completes it.
 */
async function planTrip(
  parts: Clause[],
  context: UnderstandContext,
  {
    quiet,
    message,
    midMessage,
    namedElsewhere,
  }: {
    quiet: boolean;
    message: string;
    midMessage: boolean;
    /** Places another clause named ("theme parks near Edinburgh? 4 days with 2 kids"). */
    namedElsewhere: Destination[];
  },
): Promise<Intent | null> {
  const s = new Scanner(parts.map((p) => p.text).join(' ; '));
  for (const phrase of NOT_PLACES) while (s.take(phrase));
  const caps = new Set(parts.flatMap((p) => [...p.caps]));
  const said = readRequest(s, context, message);
  const { planWords, days, when, budget, pace, avoided, wishes } = said;
  const taken = await takeDestinations(s, caps, context.gazetteer, {
    fitTogether: true,
    midMessage,
  });
  const stays = await withStays(
    taken.destinations,
    parts.map((p) => p.text).join(' ; '),
    caps,
    context.gazetteer,
  );
  const skip = taken.skipped.length ? taken.skipped : (context.draft?.skip ?? []);
  const destinations = said.instead
    ? await swappedIn(taken.destinations, message, context)
    : startFirst(withoutCountryOfCity(stays?.destinations ?? taken.destinations, days), message);
  if (!destinations.length && !context.trip) destinations.push(...namedElsewhere.slice(0, 1));
  // "Scotland, not australia" after a Perth trip: Perth in Scotland (namesake-correction.ts).
  if (said.instead) await correctByCountry(destinations, context);

  const draft = context.draft;
  const fromMessage = said.hits.map((h) => h.interest);
  // "More outdoors", "make it calmer", "no museums after all" in a chat with a trip: the same
  // places and length again, planned the new way (the chat's trip is replaced without asking).
  const reshape =
    destinations.length === 0 &&
    context.trip !== undefined &&
    !draft?.destinations.length &&
    (fromMessage.length > 0 ||
      pace !== null ||
      avoided.length > 0 ||
      wishes.length > 0 ||
      days !== null);
  if (reshape && onlyFood(said)) return foodNearTheTrip(fromMessage);
  if (reshape) destinations.push(...(await tripDestinations(context)));
  const anything =
    reshape ||
    planWords ||
    destinations.length > 0 ||
    days !== null ||
    when !== null ||
    budget !== null ||
    fromMessage.length > 0 ||
    said.activities.length > 0;
  // Beside a question or edit another clause answered, plan words alone ("i can't see which day")
  // are no request: asking "Where would you like to go?" there buried the answer.
  if (!anything || (quiet && !destinations.length && days === null)) return null;

  const plan = planOf(said, context, {
    destinations,
    skip,
    stayDays: stays?.days ?? null,
    reshape,
    shorter: SHORTER.test(s.text),
    message,
  });
  if (!plan.destinations.length) {
    // Something trip-like but no place: with no plan words and no slots it is not a request.
    if (!planWords && !draft && days === null && when === null && !fromMessage.length) return null;
    const unknown = placeSlotName(message.toLowerCase(), isEnglishWord);
    const seek = soughtSight(message);
    return {
      type: 'clarify',
      question: unknown
        ? `I don't know "${unknown}": it isn't in our catalogue under that name. Is it spelled another way, or is there a town or region near it I can plan from?`
        : 'Where would you like to go?',
      missing: 'destination',
      draft: seek ? { ...plan, seek } : plan,
    };
  }
  const unsure = destinations.length ? await ambiguity(plan, context, message) : null;
  if (unsure) return unsure;
  await pinSights(plan, message, context, reshape);
  // A request with something to plan by (a plan word, a month, a wish, a budget) but no length
  // is planned at a length the planner chooses and says; a bare name still gets the question.
  const somethingToPlan =
    planWords || when !== null || budget !== null || fromMessage.length > 0 || avoided.length > 0;
  if (plan.days === null && !(somethingToPlan && !draft?.days)) {
    // "Is Montenegro on the euro?", "does arizona change the clocks": a yes/no question about a
    // place that no matcher could answer is answered as one (honestly, that our data cannot),
    // not with "How many days would you like to spend in Montenegro?".
    if (YES_NO_QUESTION.test(message.trim()) && !draft)
      return quiet ? null : { type: 'unknown', text: message };
    const names = plan.destinations.map((d) => d.name);
    const where =
      names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
    return {
      type: 'clarify',
      question: `How many days would you like to spend in ${where}?`,
      missing: 'days',
      draft: plan,
    };
  }
  return plan;
}

/**
 * What a trip request says besides its places: length, dates, budget, travellers, pace,
 * transport, interests (and those to avoid), wishes and activities. Each is taken off the
 * scanner in this order, so the places are read from what is left.
 */
export type RequestRead = ReturnType<typeof readRequest>;

function readRequest(s: Scanner, context: UnderstandContext, message: string) {
  const planWords = PLAN_WORDS.test(s.text);
  const family = FAMILY.test(s.text);
  // "Make it Porto instead", "wait my bad, Athens GEORGIA", "Scotland, not Australia": the
  // chat's trip, somewhere else, the rest kept (a correction got "How many days…?" and the old
  // trip stayed). The place said not to be meant is no destination.
  const corrected = context.trip !== undefined && CORRECTION.test(s.text);
  if (corrected) s.take(NOT_MEANT);
  const instead = context.trip !== undefined && (corrected || INSTEAD.test(s.text));
  const longest = Math.max(
    0,
    ...[...s.text.matchAll(/\b(\d+) (?:days?|nights?)\b/g)].map((m) => Number(m[1])),
  );
  // In a chat with a trip, "a day trip" is an outing, not a one-day trip (it cut 4 days to 1).
  if (context.trip) s.take(/\b(?:a |an )?day trips?\b/);
  const when = takeWhen(s, context.now);
  const days = takeDays(s) ?? (when ? daysOfRange(when) : null);
  const budget = takeBudget(s);
  const travellers = takeTravellers(s);
  const pace = takePace(s);
  const transport = takeTransport(s);
  const names = properNameWords(message);
  // "Camden Market" is a place to see, not a wish for markets.
  const found = findInterests(s.text).filter(
    (h) => !h.interest.word.split(' ').every((word) => names.has(word)),
  );
  for (const h of found) s.blank(h.start, h.end);
  // "Not into museums": an interest said with a negation is one to leave out, not to plan.
  const negated = (h: (typeof found)[number]) =>
    NEGATION_BEFORE.test(s.text.slice(Math.max(0, h.start - 40), h.start));
  const hits = found.filter((h) => !negated(h));
  const avoided = [
    ...found.filter(negated).flatMap((h) => [h.interest.category, ...h.interest.related]),
    // "Need stuff indoors" in 42°C with a baby: no safari park or gardens to fill the days
    // (trav-009).
    ...outdoorsLeftOut(hits),
  ];
  const wishes = wishesIn(message);
  const activityHits = findActivities(s.text);
  for (const h of activityHits) s.blank(h.start, h.end);
  const activities = activityHits.map(({ start: _start, end: _end, ...activity }) => activity);
  for (const person of PEOPLE) while (s.take(person));
  return {
    planWords,
    family,
    instead,
    corrected,
    longest,
    when,
    days,
    budget,
    travellers,
    pace,
    transport,
    hits,
    avoided,
    wishes,
    activities,
  };
}
