import { minutesWords } from '../../planner/trip-export-stops';
import type { ReplyInput, TripLegReply } from './reply-types';
import { list, money, plural, TRANSPORT_WORDS } from './reply-words';

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
      if (a.activity) {
        return `Your trip has no ${a.phrase}: our catalogue has no places for ${a.activity}, so I don't know its venues or their times, and I'd rather not guess.`;
      }
      if (a.isKind) {
        // "No museums in there, right?" asks about a plural: the offer adds one ("a museum").
        const one = a.phrase
          .replace(/ies$/, 'y')
          .replace(/(ch|sh|x|ss)es$/, '$1')
          .replace(/([^s])s$/, '$1');
        return `Your trip has no ${a.phrase} (by its places' kinds and names). Say "add a ${one} to day 1" and I'll look for one near that day's stops.`;
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
  // An edit that changed the trip but not its cost (a free museum added) says so too: the
  // figure the traveller last read still stands, and they need not wonder (trav-018).
  if (Math.round(after) === Math.round(before))
    return `The estimate stays ${money(after)} per person.`;
  return `The estimate is now ${money(after)} per person (it was ${money(before)}).`;
}

/** The words for the leg into a place of the trip (TripLegReply). */
export function tripLegSentence(input: TripLegReply): string {
  const { to, from } = input;
  if (!to) {
    return `Your trip doesn't go to "${input.phrase}". Name one of its places, or ask me to add it (for example "add a day trip to ${input.phrase}").`;
  }
  if (!from) {
    return `${to.name} is where your trip starts (day ${to.day}), so the plan has no leg into it: getting there is up to you.`;
  }
  const time = from.minutes
    ? `, about ${minutesWords(from.minutes)} by the planner's estimate (not a timetable)`
    : '';
  const lead = `${to.name} comes on day ${to.day}, after ${from.name} (day ${from.day}). The plan has that leg ${TRANSPORT_WORDS[from.mode]}: ${from.km} km as the crow flies${time}.`;
  if (input.asked && input.asked !== from.mode) {
    return `${lead} Say "go ${TRANSPORT_WORDS[input.asked]} between stop ${from.number} and stop ${to.number}" and I'll change it.`;
  }
  return lead;
}

/** "Drop the glaciers": which stops went, from which days, and the days left free. */
export function removedKindReply(input: Extract<ReplyInput, { kind: 'removed_kind' }>): string {
  if (!input.removed.length) return `Your trip has no ${input.phrase}, so nothing changed.`;
  const days = [...new Set(input.removed.map((r) => r.day))].sort((a, b) => a - b);
  const named = days.map(
    (day) => `${list(input.removed.filter((r) => r.day === day).map((r) => r.name))} (day ${day})`,
  );
  const lines = [`I took out ${plural(input.removed.length, 'stop')}: ${list(named)}.`];
  if (input.emptied.length) {
    const free = input.emptied.map((day) => `day ${day}`);
    lines.push(
      `That leaves ${list(free)} free: say "add a park to day ${input.emptied[0]}" or name a place and I'll fill ${input.emptied.length > 1 ? 'them' : 'it'}.`,
    );
  }
  return lines.join(' ');
}

/** "Uffizi Museum is back in the trip, first on day 3." */
export function restoredReply(input: Extract<ReplyInput, { kind: 'restored' }>): string {
  const days = [...new Set(input.stops.map((s) => s.day))];
  const names = list(input.stops.map((s) => s.name));
  const verb = input.stops.length > 1 ? 'are' : 'is';
  if (days.length === 1)
    return `${names} ${verb} back in the trip, ${input.first ? 'first' : 'now'} on day ${days[0]}.`;
  return `${names} ${verb} back in the trip: ${list(input.stops.map((s) => `${s.name} on day ${s.day}`))}.`;
}

/** "Add X" for a place the trip has: where it is, and how to move it to the day named. */
export function alreadyInTripReply(input: Extract<ReplyInput, { kind: 'added' }>): string {
  return input.asked
    ? `${input.name} is already in your trip, on day ${input.day}. Say "move ${input.name} to day ${input.asked}" and I'll change its day.`
    : `${input.name} is already in your trip, on day ${input.day}.`;
}

/** "Swap X for something less crowded": what came in, and on what grounds. */
export function replacedReply(input: Extract<ReplyInput, { kind: 'replaced' }>): string {
  return input.quieter
    ? `On day ${input.day}, ${input.to} takes the place of ${input.from}: a place of the same kind nearby that our ratings show as less famous (a sign of fewer crowds, not a visitor count).`
    : `On day ${input.day}, ${input.to} takes the place of ${input.from}.`;
}

/** After a removal, what the day holds now (nothing is put in the removed stop's place). */
export function dayLeftSentence(input: Extract<ReplyInput, { kind: 'removed' }>): string {
  if (!input.left) return '';
  return input.left.length
    ? ` Day ${input.day} now has ${list(input.left)}.`
    : ` Day ${input.day} is now free.`;
}

/** "Ha Long Bay is now a night's stay: day 3 ends there after …, and day 4 starts there with …" */
export function stayOverReply(input: Extract<ReplyInput, { kind: 'stay_over' }>): string {
  const after = input.kept.length ? ` after ${list(input.kept)}` : '';
  const morning = input.added.length ? ` with ${list(input.added)}` : '';
  const lines = [
    `${input.name} is now a night's stay: day ${input.eveningDay} ends there${after}, and day ${input.morningDay} starts there${morning} before the way back.`,
  ];
  if (input.grownFrom !== null)
    lines.push(`The trip now has ${input.grownFrom + 1} days (it had ${input.grownFrom}).`);
  if (input.removed.length)
    lines.push(
      `To make room I took ${list(input.removed)} off day ${input.eveningDay}; say "put them back" to undo that.`,
    );
  lines.push(
    input.cruise
      ? 'I have no cruise, boat or hotel data, so compare overnight cruises and book one with an operator yourself.'
      : `I have no hotel data, so book a room near ${input.name} yourself.`,
  );
  return lines.join(' ');
}

/** "Day 2 is light now: …", or every day at most N stops. */
export function lightenedReply(input: Extract<ReplyInput, { kind: 'lightened' }>): string {
  if (input.day === null) {
    return input.removed.length
      ? `Every day now has at most ${plural(input.keep, 'stop')}, so the afternoons are free. I took off ${list(input.removed)}; say "add ${input.removed[0]} to day 1" to keep any of them.`
      : `Every day already has at most ${plural(input.keep, 'stop')}, so the afternoons are free.`;
  }
  return input.removed.length
    ? `Day ${input.day} is light now: ${list(input.kept)}. I took off ${list(input.removed)}${input.otherDay ? `; say "add ${input.removed[0]} to day ${input.otherDay}" to keep any of them` : ''}.`
    : `Day ${input.day} is already light: ${list(input.kept)}.`;
}
