import type { ReplyInput } from './reply-types';
import {
  activityLines,
  climateLine,
  label,
  list,
  money,
  plural,
  TRANSPORT_WORDS,
  type Voice,
} from './reply-words';
import { placesSourceLine } from './source-reply';
import { transportSentence } from './transport-reply';

type PlanInput = Extract<ReplyInput, { kind: 'plan' }>;

/** The way a route runs, by the compass point it ends at. */
const DIRECTION_WORDS = {
  north: 'south to north',
  south: 'north to south',
  east: 'west to east',
  west: 'east to west',
} as const;

/** The reply to a planned trip: what was planned, what could not be, day by day, and its cost. */

export function planReply(input: PlanInput, v: Voice): string {
  const stops = input.days.reduce((sum, d) => sum + d.stops.length, 0);
  const lines: string[] = [];
  lines.push(
    v.pick([
      `Here's your ${plural(input.days.length, 'day')} in ${input.title}: ${plural(stops, 'stop')} in all.`,
      `Your ${input.days.length}-day trip to ${input.title} is ready, with ${plural(stops, 'stop')}.`,
      `Done! ${input.title} over ${plural(input.days.length, 'day')}, ${plural(stops, 'stop')} on the map.`,
    ]),
  );
  lines.push(...(input.safety ?? []));
  lines.push(...caveats(input, v));
  lines.push(...(input.wishes ?? []));
  lines.push(...activityLines(input.activities ?? []));
  if (input.dayTripFrom)
    lines.push(
      `${input.title} is about ${input.dayTripFrom.km} km from ${input.dayTripFrom.name} as the crow flies: there and back in a day is a long day, more so without a car, and a night nearby makes it easier (say "stay one night nearby").`,
    );
  if (input.via && input.route?.includes(input.via))
    lines.push(
      `${input.via} lies on the way between ${input.title}, so the route stops there too.`,
    );
  if (input.route && input.route.length > 2) {
    lines.push(
      input.routeAsNamed
        ? `Order: ${input.route.join(' → ')}, ${endsWords(input.routeAsNamed)}as you asked.`
        : input.direction
          ? `Order: ${input.route.join(' → ')}, ${DIRECTION_WORDS[input.direction]}, as you asked.`
          : `Order: ${input.route.join(' → ')}, each next stop the nearest, so the route does not zig-zag.`,
    );
  }
  lines.push(...dayLines(input));
  // "By train": said even when no leg could take it, never dropped without a word.
  if (input.transport) lines.push(transportSentence(input.transport));
  if (input.weather) lines.push(`Weather: ${climateLine(input.weather.city, input.weather.row)}`);
  if (input.budget) lines.push(budgetLine(input, input.budget, v));
  lines.push(
    v.pick([
      'Next, you could ask me to add a place, move a stop or change how you travel between stops.',
      'Tell me if you would like to swap days, add a place or travel differently.',
      'Want a change? Say what to add, remove or move.',
    ]),
  );
  return lines.join('\n');
}

/**
 * What to know before the days: a length chosen or capped, days left free, destinations the
 * catalogue has no places in, the interests the plan follows and those it found nothing for (with
 * the nearest place that has them), where the places came from, and what was left out.
 */
function caveats(input: PlanInput, v: Voice): string[] {
  const lines: string[] = [];
  if (input.lengthChosen) {
    lines.push(
      `You didn't say how long, so I planned ${plural(input.lengthChosen.days, 'day')} (${input.lengthChosen.why}); tell me another length and I'll change it.`,
    );
  }
  if (input.capped) {
    lines.push(
      `Trips can be at most ${input.capped.max} days long, so I planned ${input.capped.max} rather than ${input.capped.asked}.`,
    );
  }
  if (input.shortened) {
    const { planned, free } = input.shortened;
    const days = free.length === 1 ? `day ${free[0]} is` : `days ${dayList(free)} are`;
    lines.push(
      `Our catalogue has sights for ${plural(planned, 'day')} there, so ${days} free: ask me to add a place or a day trip, or keep ${free.length === 1 ? 'it' : 'them'} to rest and wander.`,
    );
  }
  if (input.around?.length) {
    lines.push(
      // Not "our catalogue files no places under X": a traveller reads it as "no places", untrue
      // beside the town's own mosque on day 1 (trav-174, Chefchaouen; trav-133, Svalbard).
      `I planned ${list(input.around)} from the best-rated sights within about 55 km of ${input.around.length === 1 ? 'its' : 'their'} middle on our map.`,
    );
  }
  if (input.empty?.length) {
    lines.push(
      `I have no places in ${list(input.empty)} in our catalogue yet, so every stop is in the other ${input.empty.length === 1 ? 'destination' : 'destinations'}.`,
    );
  }
  if (input.interests.length) {
    const names = list(input.interests.map(label));
    lines.push(
      input.interestsFromPreferences
        ? v.pick([
            `I used your saved preferences: ${names}.`,
            `Going by your preferences, I leaned towards ${names}.`,
          ])
        : v.pick([`I built it around ${names}.`, `It leans towards ${names}, as you asked.`]),
    );
  }
  if (input.missingInterests.length) {
    lines.push(
      `I found no ${list(input.missingInterests.map(label))} there in our catalogue, so the plan has none; I picked the best-rated sights instead.`,
    );
    for (const alt of input.alternatives ?? []) {
      lines.push(
        `The nearest place with ${label(alt.category)} in our catalogue is ${alt.name}, ${alt.countryName}, about ${alt.km.toLocaleString('en-US')} km from ${alt.from}: say "3 days in ${alt.name}" if you'd rather go there.`,
      );
    }
  }
  // After what is missing: why, and whether a connected server would know more.
  const source = placesSourceLine(
    input.live,
    Boolean(input.missingInterests.length || input.empty?.length || input.shortened),
  );
  if (source) lines.push(source);
  // A food left out is left out of the places to eat: "seafood" beside Toyosu Market read as a
  // promise of no fish anywhere (trav-004).
  const avoidedLabel = (category: string) =>
    FOOD_AVOIDED.has(category) ? `${label(category)} restaurants` : label(category);
  const leftOut = [...(input.skipped ?? []), ...(input.avoided ?? []).map(avoidedLabel)];
  if (leftOut.length) lines.push(`I left out ${list(leftOut)}, as you asked.`);
  return lines;
}

/** The pace kept, then each day's stops and how one gets between them. */
function dayLines(input: PlanInput): string[] {
  const lines: string[] = [];
  // The most stops any day has, as planned: the pace sets how many places are picked, but the
  // itinerary engine groups them by distance, so a day may hold more than the pace's share.
  const busiest = Math.max(0, ...input.days.map((d) => d.stops.length));
  if (input.family) {
    lines.push(
      `With children along I kept the pace easy: at most ${plural(busiest, 'stop')} a day.`,
    );
  } else if (input.pace === 'relaxed') {
    lines.push(`At a relaxed pace: at most ${plural(busiest, 'stop')} a day.`);
  }
  for (const day of input.days) {
    if (!day.stops.length) {
      lines.push(`Day ${day.day}: free.`);
      continue;
    }
    const names = day.stops.map((s) => (s.why ? `${s.name} (${s.why})` : s.name));
    const moves = day.stops
      .filter((s) => s.transport && s.minutesToNext !== null)
      .map((s) => s.transport!);
    const how = [...new Set(moves)].map((m) => TRANSPORT_WORDS[m]);
    const where = day.city ? ` — ${day.city}` : '';
    lines.push(
      `Day ${day.day}${where}: ${list(names)}${how.length ? `; ${list(how)} between stops` : ''}.`,
    );
  }
  return lines;
}

/** The planner's estimate, measured against the traveller's own budget when they gave one. */
function budgetLine(input: PlanInput, budget: NonNullable<PlanInput['budget']>, v: Voice): string {
  const estimate = money(budget.amount, budget.currency);
  let line = v.pick([
    `Estimated cost: ${estimate} per person (stays, food, transport and sights, from our cost data).`,
    `The planner estimates about ${estimate} per person for stays, food, transport and sights.`,
  ]);
  const mine = input.userBudget;
  const verdict = input.budgetCheck?.verdict ?? null;
  if (mine && verdict) {
    const cheaper = input.cheaperLegs
      ? ` I already chose the cheaper way on ${plural(input.cheaperLegs, 'leg')} (walking or public transport instead of car or bus).`
      : '';
    // The traveller's own figure first, then what it is worth in dollars and on which day.
    const theirs = verdict.rate
      ? `${money(mine.amount, verdict.rate.currency)} (about ${money(verdict.budgetUsd)} at the ${verdict.rate.source} of ${verdict.rate.date})`
      : money(mine.amount);
    const party =
      verdict.people > 1
        ? ` For ${verdict.people} people that is ${money(verdict.costUsd)} in all.`
        : '';
    line +=
      party +
      (verdict.fits
        ? ` That fits your ${theirs}.${cheaper}`
        : ` That is ${money(verdict.costUsd - verdict.budgetUsd)} over your ${theirs}.${cheaper} The rest is stays and food at our cost data's mid-range prices: fewer days or a cheaper destination would close the gap.`);
  } else if (mine) {
    line += ` (Your budget of ${mine.amount} ${mine.currency} is in a currency I have no exchange rate for, so I did not compare it.)`;
  } else if (input.budgetLevel === 'low') {
    line += ' You asked for a budget trip: that figure is our cost data for a mid-range traveller.';
  }
  return line;
}

/** "2, 4 and 7–14": days in runs, a run of three or more as a range. */
export function dayList(days: readonly number[]): string {
  const runs: string[] = [];
  for (let k = 0; k < days.length;) {
    let end = k;
    while (end + 1 < days.length && days[end + 1] === days[end]! + 1) end++;
    if (end - k >= 2) runs.push(`${days[k]}–${days[end]}`);
    else for (let j = k; j <= end; j++) runs.push(String(days[j]));
    k = end + 1;
  }
  return list(runs);
}

/** "starting in Casablanca and ending in Marrakesh, " when those were asked, else nothing. */
function endsWords(asked: true | { start?: string; end?: string }): string {
  if (asked === true) return '';
  const parts = [
    ...(asked.start ? [`starting in ${asked.start}`] : []),
    ...(asked.end ? [`ending in ${asked.end}`] : []),
  ];
  return `${parts.join(' and ')}, `;
}

/** Food categories a traveller leaves out ("we dont eat fish"), said as restaurants. */
const FOOD_AVOIDED = new Set(['seafood', 'sushi', 'steak', 'meat', 'burgers', 'pizza', 'tapas']);
