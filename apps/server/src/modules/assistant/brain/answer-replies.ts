import type { BaseOption, ReplyInput } from './reply-types';
import { climateLine, label, list, money, monthName, plural, type Voice } from './reply-words';

/** Days pleasant for sightseeing, °C: the band the best-time answer names. */
export const MILD_DAY = { min: 18, max: 27 };

export function climateReply(input: Extract<ReplyInput, { kind: 'climate' }>, v: Voice): string {
  if (!input.months?.length) return `I have no climate data for ${input.city}.`;
  // trav-158 "when's the rainy season in bali" and trav-064 "which months are driest?" got
  // temperatures as if they answered.
  const place = input.of ?? input.city;
  const rain = input.rain
    ? `I have no rainfall figures for ${place}, so I can't say ${input.month ? `whether ${monthName(input.month)} is wet or dry there` : 'which months are wet or dry'}; I only have temperatures. `
    : '';
  // trav-165 "when is cherry blossom in tokyo" got "How many days would you like?".
  const dates = input.activity
    ? `I don't know when ${input.activity} ${/s$| and /.test(input.activity) ? 'are' : 'is'} in ${place}: our data has temperatures by month, not the dates of blossoms, festivals or seasons, so check the local tourist office for this year's. `
    : '';
  const from = input.of ? `For ${input.of} I go by ${input.city}. ` : '';
  return dates + rain + from + climateBody(input, v);
}

function climateBody(input: Extract<ReplyInput, { kind: 'climate' }>, v: Voice): string {
  if (!input.months?.length) return '';
  if (input.month) {
    const row = input.months.find((m) => m.month === input.month);
    if (!row) return `I have no climate data for ${input.city} in ${monthName(input.month)}.`;
    return `${v.pick(['Here is what to expect.', 'Good question.', 'Typically:'])} ${climateLine(input.city, row)}`;
  }
  const warmest = [...input.months].sort((a, b) => b.avg_day - a.avg_day)[0]!;
  const coldest = [...input.months].sort((a, b) => a.avg_day - b.avg_day)[0]!;
  const mild = input.months
    .filter((m) => m.avg_day >= MILD_DAY.min && m.avg_day <= MILD_DAY.max)
    .map((m) => monthName(m.month));
  return [
    `In ${input.city} the warmest month is ${monthName(warmest.month)} (around ${Math.round(warmest.avg_day)}°C by day) and the coolest is ${monthName(coldest.month)} (around ${Math.round(coldest.avg_day)}°C).`,
    mild.length
      ? v.pick([
          `Pleasant months for sightseeing: ${list(mild)}.`,
          `For mild weather, go in ${list(mild)}.`,
        ])
      : `No month there sits between ${MILD_DAY.min} and ${MILD_DAY.max}°C by day.`,
  ].join(' ');
}

export function compareReply(input: Extract<ReplyInput, { kind: 'compare' }>, v: Voice): string {
  const { a, b } = input;
  const parts: string[] = [];
  if (input.aspect !== 'climate') {
    if (a.costForWeek !== null && b.costForWeek !== null) {
      const [cheap, dear] = a.costForWeek <= b.costForWeek ? [a, b] : [b, a];
      const pct = Math.round((1 - cheap.costForWeek! / dear.costForWeek!) * 100);
      parts.push(
        pct < 3
          ? `${a.name} and ${b.name} cost about the same: ${money(a.costForWeek)} and ${money(b.costForWeek)} for a week.`
          : `${cheap.name} is cheaper: about ${money(cheap.costForWeek!)} for a week against ${money(dear.costForWeek!)} in ${dear.name} (${pct}% less).`,
      );
    } else {
      const missing = [a, b].filter((x) => x.costForWeek === null).map((x) => x.name);
      parts.push(`I have no cost data for ${list(missing)}, so I can't compare prices.`);
    }
  }
  if (input.aspect !== 'costs') {
    if (a.climate && b.climate) {
      const month = monthName(a.climate.month);
      const diff = Math.round(a.climate.avg_day - b.climate.avg_day);
      parts.push(
        diff === 0
          ? `In ${month} ${a.name} and ${b.name} are both around ${Math.round(a.climate.avg_day)}°C by day.`
          : `In ${month}, ${diff > 0 ? a.name : b.name} is warmer: ${Math.round(Math.max(a.climate.avg_day, b.climate.avg_day))}°C by day against ${Math.round(Math.min(a.climate.avg_day, b.climate.avg_day))}°C.`,
      );
    } else if (input.aspect === 'climate') {
      const missing = [a, b].filter((x) => !x.climate).map((x) => x.name);
      parts.push(`I have no climate data for ${list(missing)}.`);
    }
  }
  return `${v.pick(['Side by side:', 'Comparing the two:', 'Here is how they compare:'])} ${parts.join(' ')}`;
}

export function factsReply(input: Extract<ReplyInput, { kind: 'facts' }>, v: Voice): string {
  const where = [input.cityName, input.countryName].filter(Boolean).join(', ');
  const what = input.categories.length ? label(input.categories[0]!) : input.placeKind;
  const lines = [
    `${input.name} ${where ? `is in ${where}` : 'is in our catalogue'}${what ? ` (${what})` : ''}.`,
  ];
  if (input.description) lines.push(input.description);
  if (input.rating !== null) lines.push(`Its rating here is ${input.rating.toFixed(1)} out of 10.`);
  if (input.address) lines.push(`Address: ${input.address}.`);
  lines.push(
    input.openingHours
      ? `Opening hours: ${input.openingHours}.`
      : v.pick(['I have no opening hours for it.', "Its opening hours aren't in our data."]),
  );
  if (input.website) lines.push(`Website: ${input.website}`);
  return lines.join(' ');
}

const MONTH_FEEL: Record<string, string> = {
  hot: 'hot',
  warm: 'warm',
  mild: 'mild',
  cool: 'cool',
  snow: 'snowy',
  any: 'pleasant',
};

export function whereReply(input: Extract<ReplyInput, { kind: 'where' }>): string {
  const month = monthName(input.month);
  const wish = [
    MONTH_FEEL[input.feel],
    input.beach ? 'with beaches' : null,
    input.region ? `in ${input.region}` : null,
    input.maxWeekly !== null ? `under ${money(input.maxWeekly)} a week` : null,
    input.flight
      ? `within about ${plural(input.flight.hours, 'hour')} of flying from ${input.flight.from} (${input.flight.km.toLocaleString('en-US')} km as the crow flies)`
      : null,
  ]
    .filter(Boolean)
    .join(', ');
  if (!input.results.length) {
    return `I found no destination in our catalogue that is ${wish} in ${month}. Try a wider region, another month or a higher budget.`;
  }
  const lines = [
    input.quiet
      ? `Less visited places ${wish} in ${month}, judged by how few sights our catalogue lists for them (a rough sign, not visitor numbers), and none of those I named before:`
      : input.closest
        ? `Nothing in our data is quite ${wish} in ${month}; the closest fits, from our climate and cost data:`
        : `Somewhere ${wish} in ${month} — from our climate and cost data:`,
  ];
  for (const [i, r] of input.results.entries()) {
    const why = [
      `around ${Math.round(r.day)}°C by day`,
      r.water !== null && (input.beach || r.water >= 20) ? `sea ${Math.round(r.water)}°C` : null,
      r.costForWeek !== null ? `about ${money(r.costForWeek)} a week` : null,
      `${plural(r.sights, 'sight')} in our catalogue`,
    ].filter(Boolean);
    lines.push(`${i + 1}. ${r.name}, ${r.country}: ${why.join(', ')}.`);
  }
  lines.push(
    input.days
      ? `Say its number ("number 1") or name and I'll plan ${plural(input.days, 'day')} there.`
      : `Say "a week in ${input.results[0]!.name}", or its number, and I'll plan it.`,
  );
  return lines.join('\n');
}

const OUT_OF_SCOPE_WORDS: Record<string, string> = {
  visa: 'visa and entry rules',
  tipping: 'tipping customs',
  vaccinations: 'health and vaccination advice',
  airport: 'airport transfers',
  booking: 'bookings (hotels, tables, tickets)',
  cards: 'payment and card acceptance',
  flights: 'flights and flight times',
  water: 'drinking-water safety',
  practical: 'SIM cards, plugs and other practicalities',
  opening_hours: 'opening hours',
  accessibility: 'step-free access, for prams and wheelchairs',
  guides: 'whether a guide or permit is required',
  local_safety: 'which areas are safe at night',
  getting_there: 'how to get there (flights, ships and border crossings)',
  phrases: 'translations and phrases',
};

/** Where to check what our data does not hold: the source a careful agent would name. */
const OUT_OF_SCOPE_SOURCE: Record<string, string> = {
  visa: "check the destination's embassy or its official visa site, and your own government's travel advice, before you book",
  vaccinations: 'ask a travel clinic or your doctor, ideally 6–8 weeks before you go',
  opening_hours: "check the place's own website on the day",
  accessibility:
    'ask your hotel or the local tourist office, and expect old towns to have steps and cobbles',
  guides: "check the park's or site's official website or the local tourist office",
  local_safety: 'ask your hotel or host, and read the travel advice for the country',
  getting_there: 'check the airlines, ferry or ship operators and border rules for the route',
};

/** A topic out of our data, said plainly: a whole reply, or one line after a plan (`aside`). */
export function outOfScopeReply(input: { topic: string; aside?: boolean }): string {
  const what = OUT_OF_SCOPE_WORDS[input.topic] ?? 'that';
  const source = OUT_OF_SCOPE_SOURCE[input.topic] ?? 'check an official source for it';
  if (input.aside) {
    return `As for ${what}: that isn't in our data and I'd rather not guess, so ${source}.`;
  }
  return `I can't help with ${what}: it isn't in our data, and I'd rather not guess. ${source[0]!.toUpperCase()}${source.slice(1)}. I can plan a trip, compare costs and weather, and find places on the map.`;
}

export function countryReply(input: Extract<ReplyInput, { kind: 'country' }>): string {
  const where = input.asked === input.country ? input.country : `${input.asked} (${input.country})`;
  switch (input.aspect) {
    case 'currency':
    case 'payment': {
      // How widely cards are taken is in none of our sources: said, not guessed.
      const limit =
        input.aspect === 'payment'
          ? ` I have no data on how widely cards or contactless payment are accepted in ${input.country}, so I can't say whether you need cash.`
          : '';
      if (!input.currencies.length)
        return `I have no currency listed for ${input.country}.${limit}`;
      const names = input.currencies.map(
        (c) => `the ${c.name} (${c.code}${c.symbol ? `, ${c.symbol}` : ''})`,
      );
      return `In ${where} they pay with ${list(names)}.${limit}`;
    }
    case 'languages':
      return input.languages.length
        ? `Languages of ${where}: ${list(input.languages)}.`
        : `I have no languages listed for ${input.country}.`;
    case 'capital':
      return input.capital
        ? `The capital of ${input.country} is ${input.capital}.`
        : `I have no capital listed for ${input.country}.`;
    case 'time_zone': {
      const zones = input.timezones ?? [];
      if (!zones.length) {
        return `I have no time zone listed for ${input.country}, so I can't tell you the local time there.`;
      }
      const named = zones
        .slice(0, 4)
        .map((z) => (z.offset ? `${z.zone} (${z.offset} today)` : z.zone));
      return zones.length === 1
        ? `${input.country} is on ${named[0]}.`
        : `${input.country}'s places use ${zones.length} zones of the IANA time zone database: ${list(named)}${zones.length > 4 ? ' and more' : ''}.`;
    }
    case 'safety':
      return input.advisory
        ? `${input.advisory}.${input.advisoryUrl ? ` Read it in full: ${input.advisoryUrl}` : ''} That is the U.S. government's advice; check your own government's too.`
        : `I have no travel advisory for ${input.country} in our data, so I can't judge its safety. Check your government's travel advice before you go.`;
  }
}

const offset = (minutes: number) => {
  const sign = minutes < 0 ? '−' : '+';
  const h = Math.floor(Math.abs(minutes) / 60);
  const m = Math.abs(minutes) % 60;
  return `UTC${sign}${h}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
};
/** "5 hours 30 minutes", "15 minutes": a gap as people say it. */
const hours = (minutes: number) => {
  const h = Math.floor(Math.abs(minutes) / 60);
  const m = Math.abs(minutes) % 60;
  const parts = [h ? plural(h, 'hour') : '', m ? plural(m, 'minute') : ''];
  return parts.filter(Boolean).join(' ');
};

export function timeDifferenceReply(
  input: Extract<ReplyInput, { kind: 'time_difference' }>,
): string {
  const { a, b } = input;
  const unknown = [a, b].filter((p) => p.minutes === null).map((p) => p.name);
  if (unknown.length || a.minutes === null || b.minutes === null)
    return `I have no single time zone for ${list(unknown)} in our data (a country with several zones needs a city), so I can't give the difference. Name a city and I'll work it out.`;
  const gap = a.minutes - b.minutes;
  const zones = `${a.name} ${offset(a.minutes)}, ${b.name} ${offset(b.minutes)} today (${a.zone}, ${b.zone})`;
  if (gap === 0) return `${a.name} and ${b.name} are on the same time today: ${zones}.`;
  return `${a.name} is ${hours(gap)} ${gap > 0 ? 'ahead of' : 'behind'} ${b.name} today: ${zones}. The gap changes when either place changes its clocks for summer time.`;
}

export function daysNeededReply(input: Extract<ReplyInput, { kind: 'days_needed' }>): string {
  const { cities, perDay, offered, rated } = input;
  if (!cities.length || cities.every((c) => c.good === 0))
    return `I have too few well-rated sights for ${input.name} in our catalogue to say how many days it needs. I can still plan it, or show it on the map.`;
  const counted = (c: { good: number; capped: boolean }) =>
    c.capped ? `${c.good} or more sights` : plural(c.good, 'sight');
  const [only] = cities;
  if (cities.length === 1 && only) {
    // Lisbon's "about 1 day" (one sight rated 7) and London's "at least 15 days" were both
    // counts of everything at four a day; a guide's answer is the days for the best of them.
    const base = `${only.name} has ${counted(only)} rated ${rated} or more in our catalogue; about ${plural(only.days, 'day')} at ${perDay} a day sees the best of them`;
    const rest = only.good > only.days * perDay ? ', and the rest are for a longer stay' : '';
    if (offered === null)
      return `${base}, starting with ${list(only.best)}${rest}. Say "plan ${only.days} days in ${only.name}" and I'll lay them out.`;
    return offered >= only.days
      ? `${base}. So ${plural(offered, 'day')} is enough for the best of it, starting with ${list(only.best)}${rest}.`
      : `${base}. In ${plural(offered, 'day')} you can see about ${offered * perDay} of them, starting with ${list(only.best)}; the best of it takes about ${plural(only.days, 'day')}.`;
  }
  const parts = cities
    .filter((c) => c.good > 0)
    .map((c) => `${c.name} ${counted(c)} (about ${plural(c.days, 'day')})`);
  const total = cities.filter((c) => c.good > 0).reduce((sum, c) => sum + c.days, 0);
  return `For ${input.name} I count by its cities with the most sights rated ${rated} or more in our catalogue: ${list(parts)}, each for the best of its sights at ${perDay} a day. Those alone come to about ${plural(total, 'day')}; say which cities you want and for how long, and I'll plan it.`;
}

/** "Keswick or Windermere as a base?": the towns by the stops or sights near them. */
export function baseReply(input: Extract<ReplyInput, { kind: 'base' }>): string {
  const { options, total, reachKm } = input;
  const [best] = options;
  const km = (n: number) => `${Math.round(n)} km`;
  if (!best || total === 0)
    return `I have no sights around ${list(options.map((o) => o.name))} in our catalogue to weigh ${options.length > 1 ? 'them' : 'it'} by, so I can't say which is the better base.`;
  const near = (o: BaseOption) =>
    `${o.within} within ${reachKm} km of ${o.name} (on average ${km(o.meanKm)} away)`;
  const what =
    input.of === 'stops'
      ? `your ${plural(total, 'stop')}`
      : `the ${plural(total, 'best-rated sight')} around ${options.length > 1 ? 'them' : best.name} in our catalogue`;
  const lines: string[] = [];
  if (options.length > 1) {
    lines.push(`Of ${what}, ${options.map(near).join(', and ')}.`);
    const [, second] = options;
    const even =
      second && second.within === best.within && Math.abs(second.meanKm - best.meanKm) < 3;
    lines.push(
      even
        ? `By distance they are about as good as each other.`
        : `By that count ${best.name} is the better base.`,
    );
  } else if (best.within === 0) {
    lines.push(
      `${best.name} is the best-placed town in our catalogue for ${what}, but none lies within ${reachKm} km of it: they are on average ${km(best.meanKm)} away, so expect a long ride every day.`,
    );
  } else {
    lines.push(
      `For ${what}, ${best.name} is the best base in our catalogue: ${best.within} lie within ${reachKm} km of it, on average ${km(best.meanKm)} away.`,
    );
    if (input.runnerUp)
      lines.push(
        `Next best: ${input.runnerUp.name} (${input.runnerUp.within} within ${reachKm} km).`,
      );
  }
  if (best.farthest && best.farthest.km > input.longDayKm)
    lines.push(
      `The farthest, ${best.farthest.name}, is ${km(best.farthest.km)} from ${best.name}: a long day out, so no single base keeps every stop close.`,
    );
  if (input.noCar)
    lines.push(
      'I have no bus or ferry timetables, so check that the places you want are reachable without a car.',
    );
  lines.push('I weigh bases by distance only: I have no hotel prices or availability.');
  return lines.join(' ');
}
