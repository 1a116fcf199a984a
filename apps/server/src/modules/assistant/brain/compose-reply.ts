import { tripCheckReply } from './trip-check';
import {
  alreadyInTripReply,
  dayLeftSentence,
  removedKindReply,
  replacedReply,
  restoredReply,
  stayOverReply,
  lightenedReply,
  tripDayReply,
  tripLegSentence,
  tripLookupReply,
} from './trip-replies';
import {
  climateReply,
  baseReply,
  daysNeededReply,
  timeDifferenceReply,
  compareReply,
  countryReply,
  factsReply,
  outOfScopeReply,
  whereReply,
} from './answer-replies';
import { planReply } from './plan-reply';
import { dayTripSentence } from './day-trip-reply';
import { startPointSentence, themedDaySentence } from './day-edit-replies';
import { transportSentence } from './transport-reply';
import type { ReplyInput } from './reply-types';
import { clarifyLine, hash, list, money, plural, Voice } from './reply-words';

export type { ActivitySpot, CityMonth, CompareSide, ReplyInput, ReplyStop } from './reply-types';
export { categoryLabel, list, monthName } from './reply-words';

/**
 * The built-in brain's answers: English sentences built only from the data handed in (a
 * planned trip, an edit's result, search results, a climate row, costs). Wording varies with
 * the message — a hash of it picks among equivalent phrasings — so the same message always
 * gets the same answer (stable tests) while a conversation does not read like a form. Missing
 * data is said, never filled in.
 */

/** A message that asks something: a question mark, or a question word first. */
// "and is that also ok for driving the highlands" asks as much as "is that ok…" (trav-149).
const QUESTION =
  /\?\s*$|^(?:(?:and|so|ok|okay|but|also|hmm|then)[\s,]+)*(?:how|what|whats|what's|which|where|when|why|who|is|are|can|could|do|does|should|will|would|any)\b/i;

/** The answer to one message, from the data its tools returned. */
export function composeReply(input: ReplyInput, message: string): string {
  const v = new Voice(hash(message));
  switch (input.kind) {
    case 'plan':
      return planReply(input, v);
    case 'added':
      if (input.already) return alreadyInTripReply(input);
      return v.pick([
        `Added ${input.name} to day ${input.day}.`,
        `${input.name} is now on day ${input.day}.`,
        `Done — ${input.name} joins day ${input.day}.`,
      ]);
    case 'removed':
      return `${v.pick([
        `Removed ${input.name} from day ${input.day}.`,
        `${input.name} is off the plan for day ${input.day}.`,
        `Done, ${input.name} no longer appears on day ${input.day}.`,
      ])}${dayLeftSentence(input)}`;
    case 'removed_kind':
      return removedKindReply(input);
    case 'restored':
      return restoredReply(input);
    case 'stay_over':
      return stayOverReply(input);
    case 'replaced':
      return replacedReply(input);
    case 'moved':
      return input.fromDay === input.toDay
        ? `${input.name} has a new place within day ${input.toDay}.`
        : v.pick([
            `Moved ${input.name} from day ${input.fromDay} to day ${input.toDay}.`,
            `${input.name} is now on day ${input.toDay} instead of day ${input.fromDay}.`,
          ]);
    case 'lightened':
      return lightenedReply(input);
    case 'start_point':
      return startPointSentence(input);
    case 'themed_day':
      return themedDaySentence(input);
    case 'swapped':
      return v.pick([
        `Swapped days ${input.a} and ${input.b}.`,
        `Day ${input.a} and day ${input.b} have traded places.`,
      ]);
    case 'transport':
      return transportSentence(input);
    case 'day_trip':
      return dayTripSentence(input);
    case 'trip_leg':
      return tripLegSentence(input);
    case 'days':
      return input.days === input.before
        ? `The trip already has ${plural(input.days, 'day')}.`
        : [
            v.pick([
              `The trip now has ${plural(input.days, 'day')} (it had ${input.before}).`,
              `Changed the trip from ${input.before} to ${plural(input.days, 'day')}.`,
            ]),
            ...droppedDaysLines(input),
          ].join(' ');
    case 'search':
      return searchReply(input, v);
    case 'climate':
      return climateReply(input, v);
    case 'costs':
      return costsReply(input, v);
    case 'compare':
      return compareReply(input, v);
    case 'too_far':
      return `"${input.name}", the best match I found, is ${input.km} km from your trip, so I didn't add it. Name a place near your stops, or a kind of place ("a museum") and I'll look nearby.`;
    case 'replace_or_new':
      return `${input.safety?.length ? `${input.safety.join(' ')} ` : ''}This chat already has your trip "${input.current}". Should I replace it with ${input.next}? Say "replace it", or start a new chat to keep both.`;
    case 'country':
      return countryReply(input);
    case 'time_difference':
      return timeDifferenceReply(input);
    case 'days_needed':
      return daysNeededReply(input);
    case 'base':
      return baseReply(input);
    case 'trip_day':
      return tripDayReply(input);
    case 'trip_lookup':
      return tripLookupReply(input);
    case 'eat':
      return eatReply(input);
    case 'where':
      return whereReply(input);
    case 'out_of_scope':
      return outOfScopeReply(input);
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
      return clarifyLine(input);
    case 'not_found':
      return `I couldn't find "${input.what}" in our catalogue.`;
    case 'empty_destination':
      return [
        ...input.safety,
        `I can't plan ${input.title}'s days: our catalogue has no sights filed under ${input.title} yet (a sight far from every town may lack its country), and the map shows where it is. I can still tell you its weather by month, costs, currency or time zone (for example "weather in ${input.example} in May"), or plan a trip to a place you name.`,
      ].join(' ');
    case 'greeting':
    case 'thanks':
    case 'help':
      return smallTalkReply(input, v);
    case 'trip_check':
      return tripCheckReply(input);
    case 'unknown':
      return unknownReply(input, message, v);
  }
}

/** What a shorter trip left out: the cut days' stops by name, or that they were free. */
function droppedDaysLines(input: Extract<ReplyInput, { kind: 'days' }>): string[] {
  const dropped = input.dropped ?? [];
  if (!dropped.length) return [];
  const days = dropped.length === 1 ? `Day ${dropped[0]}` : `Days ${dropped[0]}–${dropped.at(-1)}`;
  const moved =
    dropped.length === 1 && dropped[0]! < input.before ? ' The days after it moved up one.' : '';
  const removed = input.removed ?? [];
  if (!removed.length) return [`${days} had no stops.${moved}`];
  const shown = removed.slice(0, 8);
  const more = removed.length > shown.length ? ` and ${removed.length - shown.length} more` : '';
  return [
    `${days} went with ${dropped.length === 1 ? 'its' : 'their'} ${removed.length === 1 ? 'stop' : 'stops'}: ${list(shown)}${more}.${moved} Say "add ${removed[0]} to day ${input.days}" to keep one.`,
  ];
}

/** Places found near somewhere, the best five. */
function searchReply(input: Extract<ReplyInput, { kind: 'search' }>, v: Voice): string {
  const where = input.near ? ` near ${input.near}` : '';
  if (!input.results.length) {
    // Beside a trip ("the friend is vegan"): what was not found changed nothing in it.
    const kept = input.near === 'your trip' ? ' Your trip is unchanged.' : '';
    return `I couldn't find any ${input.what}${where} in our catalogue.${kept}`;
  }
  const items = input.results
    .slice(0, 5)
    .map((r) => `${r.name}${r.cityName ? ` (${r.cityName})` : ''}, rated ${r.rating.toFixed(1)}`);
  return `${v.pick([`Here are ${input.what}${where}:`, `Some ${input.what}${where}:`, `I found these ${input.what}${where}:`])} ${items.join('; ')}.`;
}

/** A week's (or a day's) typical cost in a destination. */
function costsReply(input: Extract<ReplyInput, { kind: 'costs' }>, v: Voice): string {
  if (input.item) return itemCostReply(input);
  if (input.costForWeek !== null && input.per === 'day') {
    return `A day in ${input.name} costs about ${money(Math.round(input.costForWeek / 7))} for a mid-range traveller (${money(input.costForWeek)} a week, per person).${convertedLine(input.costForWeek, input.converted)}`;
  }
  return input.costForWeek === null
    ? `I have no cost data for ${input.name}.`
    : `${v.pick([
        `A week in ${input.name} costs about ${money(input.costForWeek)} for a mid-range traveller.`,
        `Budget around ${money(input.costForWeek)} for a week in ${input.name} (mid-range, per person).`,
      ])}${convertedLine(input.costForWeek, input.converted)}`;
}

/** "A beer in Oslo": no item prices, said first; then what the data has, so it is not a dead end. */
function itemCostReply(input: Extract<ReplyInput, { kind: 'costs' }>): string {
  const none = `I don't have the price of ${/^[aeiou]/.test(input.item!) ? 'an' : 'a'} ${input.item} in ${input.name}: our cost data is a whole day's spending, not prices of single things, and I'd rather not guess one.`;
  if (input.costForWeek === null) return none;
  const day = Math.round(input.costForWeek / 7);
  return `${none} What I have: a mid-range day there costs about ${money(day)} per person (stays, food, transport and sights together).${convertedLine(day, input.converted)}`;
}

/** " That is about £950 at the ECB reference rate of 2024-06-28." when another currency was asked. */
function convertedLine(
  usd: number,
  rate: Extract<ReplyInput, { kind: 'costs' }>['converted'],
): string {
  if (!rate) return '';
  return ` That is about ${money(Math.round(usd * rate.perUsd), rate.currency)} at the ${rate.source} of ${rate.date}.`;
}

/** Places to eat in a destination (there is no list of dishes). */
function eatReply(input: Extract<ReplyInput, { kind: 'eat' }>): string {
  if (!input.results.length) {
    return `I have no dishes or places to eat in ${input.name} in our catalogue yet, so I can't say what to eat there. I can plan its sights or tell you its weather and costs.`;
  }
  const items = input.results.map(
    (r) => `${r.name}${r.cityName ? ` (${r.cityName})` : ''}, rated ${r.rating.toFixed(1)}`,
  );
  return `Places to eat in ${input.name} from our catalogue: ${items.join('; ')}. I have no list of local dishes.`;
}

/** Greetings, thanks and help. */
function smallTalkReply(
  input: Extract<ReplyInput, { kind: 'greeting' | 'thanks' | 'help' }>,
  v: Voice,
): string {
  switch (input.kind) {
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
  }
}

/**
 * A message no matcher read. A question is answered as one: what we know, not a command to
 * retype. With a trip open, the reply says the trip stayed as it was and what edits it takes,
 * since a traveller mid-plan meant it as a change or a question about it (trav-088, 105, 149).
 */
function unknownReply(
  input: Extract<ReplyInput, { kind: 'unknown' }>,
  message: string,
  v: Voice,
): string {
  const unchanged = input.trip ? ` Your trip "${input.trip}" is unchanged.` : '';
  if (QUESTION.test(message.trim()))
    return `I can't answer that from our data, and I'd rather not guess.${unchanged} I know places to see, eat and shop, costs, climate, time zones, currencies, languages and travel advisories, and I can plan or change a trip: ask me about one of those.`;
  if (input.trip)
    return `I couldn't read that as a change to your trip, so "${input.trip}" is unchanged. I can add or remove a stop ("add the Louvre to day 2"), move stops between days, make a day lighter, change the transport or the number of days, or plan somewhere new.`;
  return v.pick([
    'Sorry, I didn\'t get that. You could say "3 days in Paris with museums" or "how much is a week in Lisbon?".',
    'I\'m not sure what you mean. Try "plan a week in Japan" or "what\'s the weather in Lisbon in May?".',
  ]);
}
