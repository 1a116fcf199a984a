import type { Destination, Intent, TripSummary, UnderstandContext } from './intents';
import { countWord as count } from './day-words';
import { emptyPlan, wishesOf } from './empty-plan';
import { foldName, placeNameScore } from './name-matching';
import type { Clause } from './trip-edits';

/**
 * Days moved between the places of a trip, its length kept: "give Granada an extra night, take
 * it from Seville", "add a day in Rotorua and take one from Auckland", "Galway longer, from 2
 * nights to 4, but keep the total", "add a rest day in Chefchaouen and take one day off Fes,
 * keep 15 total". Read as one edit: the trip is planned again city by city, in its order, each
 * with its new number of days. Before, the first half alone was read: a 13th day was added, or
 * "Should I replace it with 3 days in Galway?" was asked.
 */

const COUNT = '(a|an|one|two|three|\\d+)';
const UNIT = '(?:days?|nights?)';
const PLACE = "([a-z][a-z' -]*?)";
const END = '(?=\\s*[,;.!?]| and | but | then | keep | so |$)';

/** "add a (rest) day in X", "give X an extra night", "X longer, from 2 nights to 4". */
const GAINS: { re: RegExp; days: (m: RegExpExecArray) => number; place: number }[] = [
  {
    re: new RegExp(
      `\\b(?:add|adding|give|put in|plus) ${COUNT}? ?(?:extra |more |rest |additional |spare )*${UNIT} (?:in|to|at|for) ${PLACE}${END}`,
    ),
    days: (m) => count(m[1]),
    place: 2,
  },
  {
    re: new RegExp(
      `\\bgive ${PLACE} (?:${COUNT} (?:extra |more )?|another |an extra |one more |two more )${UNIT}`,
    ),
    days: (m) => (/two more/.test(m[0]) ? 2 : count(m[2])),
    place: 1,
  },
  {
    re: new RegExp(`\\b${PLACE} longer[ ,]+from (\\d+) ${UNIT} to (\\d+)(?: ${UNIT})?`),
    days: (m) => Number(m[3]) - Number(m[2]),
    place: 1,
  },
];

/** "take it from Seville", "take one day off Fes", "one night less in Auckland". */
const LOSSES: { re: RegExp; days: (m: RegExpExecArray) => number; place: number }[] = [
  {
    re: new RegExp(
      `\\btake (?:it |them |that |the (?:day|night) )?(?:${COUNT} (?:${UNIT} )?)?(?:off|from|out of|away from) ${PLACE}${END}`,
    ),
    days: (m) => count(m[1]),
    place: 2,
  },
  {
    re: new RegExp(`\\b${COUNT} ${UNIT} (?:less|fewer) (?:in|at) ${PLACE}${END}`),
    days: (m) => count(m[1]),
    place: 2,
  },
];

const KEEP_TOTAL =
  /\bkeep(?:ing)? (?:the |it at |it to )?(?:total|same (?:length|number)|\d+(?: days)?(?: total)?)\b|\bsame (?:length|total)\b|\b\d+ total\b|\bin total\b/;

interface Stay {
  destination: Destination;
  days: number;
}

/** The trip's cities in order, each with the days it holds (a day goes to its busiest city). */
async function stays(trip: TripSummary, ctx: UnderstandContext): Promise<Stay[] | null> {
  const byDay = new Map<number, Map<string, { stops: number; cityId: number | null }>>();
  for (const stop of trip.stops) {
    if (!stop.city) continue;
    const day = byDay.get(stop.day) ?? new Map<string, { stops: number; cityId: number | null }>();
    const seen = day.get(stop.city) ?? { stops: 0, cityId: stop.cityId ?? null };
    day.set(stop.city, { ...seen, stops: seen.stops + 1 });
    byDay.set(stop.day, day);
  }
  const order: Stay[] = [];
  for (const day of [...byDay.keys()].sort((a, b) => a - b)) {
    const [city, { cityId }] = [...byDay.get(day)!].sort((a, b) => b[1].stops - a[1].stops)[0]!;
    const known = order.find((s) => s.destination.name === city);
    if (known) {
      known.days++;
      continue;
    }
    const found = (await ctx.gazetteer.findDestinations(city)).filter((d) => d.kind === 'city');
    const destination = found.find((d) => d.id === cityId) ?? found[0];
    // A town the catalogue cannot name again keeps its day with the city before it.
    if (!destination) {
      if (order.length) order.at(-1)!.days++;
      continue;
    }
    order.push({ destination: { ...destination, name: city }, days: 1 });
  }
  // Free days at the end (a thin catalogue) stay with the last city.
  const planned = order.reduce((sum, s) => sum + s.days, 0);
  if (order.length && planned < trip.days) order.at(-1)!.days += trip.days - planned;
  return order.length ? order : null;
}

/**
 * The trip's city a phrase names, by its last words ("we'd like galway" → Galway; "the
 * seville part" → Seville).
 */
function cityNamed(order: readonly Stay[], phrase: string): Stay | null {
  const words = foldName(phrase.replace(/ (?:part|bit|leg)$/, '')).split(' ');
  for (let k = 1; k <= Math.min(3, words.length); k++) {
    const tail = words.slice(-k).join(' ');
    const found =
      order.find((s) => foldName(s.destination.name) === tail) ??
      order.find((s) => placeNameScore(tail, s.destination.name) > 0.84);
    if (found) return found;
  }
  return null;
}

/** A town a phrase ends with ("we'd like galway"), when the catalogue knows it well. */
async function townNamed(phrase: string, ctx: UnderstandContext): Promise<Destination | null> {
  const words = foldName(phrase).split(' ');
  for (let k = Math.min(3, words.length); k >= 1; k--) {
    // A town, not the province of its name (Chefchaouen's province comes first).
    const found = (await ctx.gazetteer.findDestinations(words.slice(-k).join(' '))).find(
      (d) => d.kind === 'city' && d.score >= 0.9,
    );
    if (found) return found;
  }
  return null;
}

export async function moveDays(c: Clause, ctx: UnderstandContext): Promise<Intent | null> {
  const trip = ctx.trip;
  if (!trip) return null;
  const gain = GAINS.map((g) => ({ g, m: g.re.exec(c.text) })).find((x) => x.m);
  if (!gain) return null;
  const loss = LOSSES.map((l) => ({ l, m: l.re.exec(c.text) })).find((x) => x.m);
  const longer = gain.g === GAINS[2];
  if (!loss && !longer && !KEEP_TOTAL.test(c.text)) return null;
  const order = await stays(trip, ctx);
  if (!order) return null;
  const days = gain.g.days(gain.m!);
  if (days < 1 || days >= trip.days) return null;
  const gainPhrase = gain.m![gain.g.place]!.trim();
  let receiver = cityNamed(order, gainPhrase);
  // A city named to give that the trip does not hold: the day comes from the longest stay.
  const donor = loss ? cityNamed(order, loss.m![loss.l.place]!.trim()) : null;
  if (!receiver) {
    // A town not in the trip yet ("a rest day in Chefchaouen"): it joins after the donor.
    const found = await townNamed(gainPhrase, ctx);
    if (!found) return null;
    receiver = { destination: found, days: 0 };
    order.splice(donor ? order.indexOf(donor) + 1 : order.length, 0, receiver);
  }
  receiver.days += days;
  if (/\brest (?:days?|nights?)\b/.test(gain.m![0])) receiver.destination.rest = true;
  for (let left = days; left > 0; left--) {
    // From the donor named, else from the longest other stay.
    const from =
      donor && donor.days > 1
        ? donor
        : order.filter((s) => s !== receiver && s.days > 1).sort((a, b) => b.days - a.days)[0];
    if (!from) return null;
    from.days--;
  }
  const kept = order.filter((s) => s.days > 0);
  // The trip's wishes stay: a bad back, a party of four, "by train" (trav-029 lost its pace).
  return {
    ...emptyPlan(trip.days),
    ...wishesOf(ctx.planned),
    destinations: kept.map((s) => ({ ...s.destination, stay: s.days })),
    replace: true,
    keepOrder: true,
  };
}
