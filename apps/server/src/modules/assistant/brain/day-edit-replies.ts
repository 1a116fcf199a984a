import type { ReplyInput } from './reply-types';
import { list } from './reply-words';

/** The words for edits that reshape the days: an indoor or outdoor day, a start point. */

type ThemedDayReply = Extract<ReplyInput, { kind: 'themed_day' }>;

const THEME_WORDS = {
  indoor: { kind: 'indoors', already: 'all indoors', place: 'indoor places' },
  outdoor: { kind: 'outdoors', already: 'all outdoors', place: 'parks, gardens or viewpoints' },
  shopping: { kind: 'a shopping day', already: 'a shopping day', place: 'shops or markets' },
} as const;

/** "Day 3 is indoors now: I swapped … for …" (theme-day-step.ts). */
export function themedDaySentence(input: ThemedDayReply): string {
  const { kind, already, place } = THEME_WORDS[input.theme];
  if (!input.added.length) {
    if (!input.left.length) return `Day ${input.day} is already ${already}: ${list(input.kept)}.`;
    return `I found no ${place} near day ${input.day}'s stops in our catalogue, so day ${input.day} is unchanged: ${list([...input.kept, ...input.left])}.`;
  }
  const lines = [
    input.removed.length
      ? `Day ${input.day} is ${kind} now: I swapped ${list(input.removed)} for ${list(input.added)}.`
      : `Day ${input.day} is ${kind} now: I added ${list(input.added)}.`,
  ];
  if (input.kept.length)
    lines.push(`${list(input.kept)} ${input.kept.length > 1 ? 'stay' : 'stays'}.`);
  for (const m of input.moved ?? []) lines.push(`${m.name} moved to day ${m.day}.`);
  if (input.left.length)
    lines.push(
      `I found nothing more of the kind nearby, so ${list(input.left)} ${input.left.length > 1 ? 'stay' : 'stays'} too.`,
    );
  return lines.join(' ');
}

/** "Your trip now starts from …" (start-point-step.ts). */
export function startPointSentence(input: Extract<ReplyInput, { kind: 'start_point' }>): string {
  if (!input.name) {
    // Said of the look-up, not of the map: "I can't find kings cross on our map" was untrue
    // beside King's Cross Central, which the name look-up misses (trav-018).
    return `I couldn't match "${input.phrase}" to a place near your trip, so the days are as they were. Name a sight or square near where you're staying and I'll start each day from there.`;
  }
  const days = input.firsts.map((f) => `day ${f.day} with ${f.name}`);
  return `Your trip now starts from ${input.name} (the start point on the map), and each day begins with the stop nearest to it: ${list(days)}. The other stops follow, each the nearest of the rest.`;
}
