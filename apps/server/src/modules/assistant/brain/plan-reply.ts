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

export function planReply(input: Extract<ReplyInput, { kind: 'plan' }>, v: Voice): string {
  const stops = input.days.reduce((sum, d) => sum + d.stops.length, 0);
  const lines: string[] = [];
  lines.push(
    v.pick([
      `Here's your ${plural(input.days.length, 'day')} in ${input.title}: ${plural(stops, 'stop')} in all.`,
      `Your ${input.days.length}-day trip to ${input.title} is ready, with ${plural(stops, 'stop')}.`,
      `Done! ${input.title} over ${plural(input.days.length, 'day')}, ${plural(stops, 'stop')} on the map.`,
    ]),
  );
  if (input.capped) {
    lines.push(
      `Trips can be at most ${input.capped.max} days long, so I planned ${input.capped.max} rather than ${input.capped.asked}.`,
    );
  }
  if (input.shortened) {
    lines.push(
      `Our catalogue has sights for only ${plural(input.shortened.planned, 'day')} there, so I planned ${plural(input.shortened.planned, 'day')} instead of ${input.shortened.asked} rather than leave days empty.`,
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
  lines.push(...activityLines(input.activities ?? []));
  if (input.route && input.route.length > 2) {
    lines.push(
      input.routeAsNamed
        ? `Order: ${input.route.join(' → ')}, as you asked.`
        : `Order: ${input.route.join(' → ')}, each next stop the nearest, so the route does not zig-zag.`,
    );
  }
  if (input.family) {
    lines.push('With children along I kept it to at most 3 stops a day.');
  } else if (input.pace === 'relaxed') {
    lines.push('At a relaxed pace: at most 3 stops a day.');
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
  if (input.weather) lines.push(`Weather: ${climateLine(input.weather.city, input.weather.row)}`);
  if (input.budget) {
    const estimate = money(input.budget.amount, input.budget.currency);
    let line = v.pick([
      `Estimated cost: ${estimate} per person (stays, food, transport and sights, from our cost data).`,
      `The planner estimates about ${estimate} per person for stays, food, transport and sights.`,
    ]);
    const mine = input.userBudget;
    if (mine && (mine.currency ?? 'USD') === 'USD') {
      const cheaper = input.cheaperLegs
        ? ` I already chose the cheaper way on ${plural(input.cheaperLegs, 'leg')} (walking or public transport instead of car or bus).`
        : '';
      line +=
        mine.amount >= input.budget.amount
          ? ` That fits your ${money(mine.amount)}.${cheaper}`
          : ` That is ${money(input.budget.amount - mine.amount)} over your ${money(mine.amount)}.${cheaper} The rest is stays and food at our cost data's mid-range prices: fewer days or a cheaper destination would close the gap.`;
    } else if (mine) {
      line += ` (Your budget of ${mine.amount} ${mine.currency} is in another currency; I compare in US dollars only.)`;
    } else if (input.budgetLevel === 'low') {
      line +=
        ' You asked for a budget trip: that figure is our cost data for a mid-range traveller.';
    }
    lines.push(line);
  }
  lines.push(
    v.pick([
      'Next, you could ask me to add a place, move a stop or change how you travel between stops.',
      'Tell me if you would like to swap days, add a place or travel differently.',
      'Want a change? Say what to add, remove or move.',
    ]),
  );
  return lines.join('\n');
}
