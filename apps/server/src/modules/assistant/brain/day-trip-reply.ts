import type { DayTripReply } from './reply-types';
import { list, plural } from './reply-words';

/** How far a day out for an activity may go (tools/catalogue-tools.ts ACTIVITY_REACH_KM), km. */
const ACTIVITY_REACH_KM = 150;

const daysWords = (days: readonly number[]) =>
  days.length === 1 ? `day ${days[0]}` : `days ${days[0]}–${days.at(-1)}`;

/** The words for a day trip or added days (DayTripReply), each case as it happened. */
export function dayTripSentence(input: DayTripReply): string {
  const { name, days, km } = input;
  const where = daysWords(days);
  if (input.activity) {
    if (!input.found)
      return `I found no town within ${ACTIVITY_REACH_KM} km of your stops whose Wikivoyage guide mentions ${input.activity}, so the trip is unchanged. Name a town you have in mind and I'll plan a day there.`;
    if (input.tooFar)
      return `Nothing nearer, I'm afraid: the nearest place I know for ${input.activity} is ${name}, about ${km} km from your stops as the crow flies, farther than you want to go, so the trip is unchanged. Name a town you have in mind and I'll plan a day there.`;
    if (input.byName === 'joined' && !input.stops.length)
      return `For ${input.activity}, ${name} is already in your plan on ${where}: a place in our catalogue whose name says so (I match names only, so check it shows what you want).`;
    if (input.byName === 'joined')
      return `For ${input.activity} I added ${name} to ${where}, about ${km} km from your other stops: a place in our catalogue whose name says so (I match names only, so check it shows what you want).`;
    const why = input.byName
      ? `For ${input.activity} I picked ${name}, a place in our catalogue named for them (I match names only, so a nearer one may be filed otherwise).`
      : `For ${input.activity} I picked ${name}, the nearest town whose Wikivoyage guide mentions them; our catalogue has no ${input.activity} places, so the day has its sights.`;
    return `${why} ${dayTripSentence({ ...input, activity: undefined })}`;
  }
  if (input.tooFar) {
    const what = days.length === 1 ? 'a day trip there and back' : 'those days';
    return `${name} is about ${km} km from your nearest stop: too far for ${what}, so I left the trip as it is. Pick somewhere nearer, or plan it as a trip of its own.`;
  }
  const grown =
    input.before !== null
      ? `The trip now has ${plural(input.before + days.length, 'day')} (it had ${input.before}). `
      : '';
  if (!input.found) {
    return input.before !== null
      ? `${grown}I couldn't find "${name}" in our catalogue, so ${where} ${days.length === 1 ? 'is' : 'are'} free: name a town or a sight near it and I'll fill ${days.length === 1 ? 'it' : 'them'}.`
      : `I couldn't find "${name}" in our catalogue, so day ${days[0]} stays as it is. Name a town or a sight near your trip and I'll plan the day there.`;
  }
  if (!input.stops.length) {
    return input.before !== null
      ? `${grown}Our catalogue has no sights in ${name} yet, so ${where} ${days.length === 1 ? 'is' : 'are'} free for it.`
      : `Our catalogue has no sights in ${name} yet, so day ${days[0]} stays as it is.`;
  }
  const distance = km !== null && km >= 5 ? `, about ${km} km from your other stops` : '';
  if (input.onTheWay) {
    const off = input.removed.length
      ? ` To keep the trip's length, ${list(input.removed)} came off the end; say "put ${input.removed.length === 1 ? 'it' : 'them'} back" to have ${input.removed.length === 1 ? 'it' : 'them'} on the last day.`
      : '';
    return `${capital(where)} ${days.length === 1 ? 'is' : 'are'} now in ${name} on the way${distance}: ${list(input.stops)}. The days you had planned each moved ${plural(days.length, 'day')} later.${off}`;
  }
  const lead =
    input.before === null
      ? `Day ${days[0]} is now a day trip to ${name}${distance}: ${list(input.stops)}.`
      : days.length === 1
        ? `${grown}Day ${days[0]} is a day trip to ${name}${distance}: ${list(input.stops)}.`
        : `${grown}${capital(where)} are in ${name}${distance}: ${list(input.stops)}.`;
  return input.removed.length ? `${lead} It replaces ${list(input.removed)}.` : lead;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
