import type { ReplyInput } from './reply-types';
import { list, money, plural } from './reply-words';

/** "Day 2 has 4 stops: …", read off the trip. */
export function tripDayReply(input: Extract<ReplyInput, { kind: 'trip_day' }>): string {
  if (input.day > input.days || input.day < 1) {
    return `Your trip has ${plural(input.days, 'day')}, so there is no day ${input.day}.`;
  }
  if (!input.stops.length) {
    return `Day ${input.day} has no stops yet: it is a free day. Say "add a museum to day ${input.day}" or name a place and I'll put it in.`;
  }
  return `Day ${input.day} has ${plural(input.stops.length, 'stop')}: ${list(input.stops)}.`;
}

const where = (f: { day: number; position: number; ofDay: number }) =>
  `day ${f.day} (stop ${f.position} of ${f.ofDay})`;

/** Where each thing asked about is in the trip, or plainly that it is not. */
export function tripLookupReply(input: Extract<ReplyInput, { kind: 'trip_lookup' }>): string {
  return input.asked
    .map((a) => {
      if (a.found.length === 1) return `${a.found[0]!.name} is on ${where(a.found[0]!)}.`;
      if (a.found.length > 1) {
        const shown = a.found.slice(0, 6).map((f) => `${f.name} on ${where(f)}`);
        const more = a.found.length > 6 ? ` and ${a.found.length - 6} more` : '';
        return `Your trip has ${a.found.length} that fit "${a.phrase}": ${list(shown)}${more}.`;
      }
      if (a.isKind) {
        return `Your trip has no ${a.phrase} (by its places' kinds and names). Say "add a ${a.phrase} to day 1" and I'll look for one near that day's stops.`;
      }
      if (a.catalogue) {
        const city = a.catalogue.city ? ` (${a.catalogue.city})` : '';
        return `${a.catalogue.name} is not in your trip. It is in our catalogue${city}: say "add ${a.catalogue.name} to day 1" (or another day) and I'll put it in.`;
      }
      return `"${a.phrase}" is not in your trip, and I can't find it in our catalogue.`;
    })
    .join(' ');
}

/**
 * After an edit that changed the trip's estimate, the new figure: the same total the Trip tab
 * shows (GET planner/trips/{id}/budget/), so the chat's earlier figure is not left standing.
 */
export function costChangeReply(before: number, after: number): string {
  return `The estimate is now ${money(after)} per person (it was ${money(before)}).`;
}
