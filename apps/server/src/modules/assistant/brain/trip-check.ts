import { foldName } from './gazetteer';
import type { Destination, Intent, UnderstandContext } from './intents';
import { tripDestinations } from './question-helpers';
import { list } from './reply-words';
import type { Named, TripCheck } from './trip-check.schema';

/**
 * "Wait, is that the Alhambra in Spain or is there a Granada in Nicaragua too?? we're going to
 * Spain": in a chat with a trip, a question that names only the trip's own places, their
 * country or namesakes of them checks the trip; it asks for no new one (trav-178 was offered
 * to replace the trip with "3 days in Spain and Granada").
 */

const QUESTION = /\?|^(?:wait|hang on|hold on|sorry|um+|hmm+)?[ ,]*(?:is|are|was|does|do|did)\b/i;

export async function tripCheck(
  plan: Intent,
  context: UnderstandContext,
  message: string,
): Promise<TripCheck | null> {
  const asked = plan.type === 'clarify' && plan.missing === 'days' ? plan.draft : plan;
  if (!context.trip?.stops.length || asked?.type !== 'plan_trip') return null;
  if (asked.days !== null || !QUESTION.test(message.trim())) return null;
  const own = await tripDestinations(context);
  const places = new Map<string, Named>();
  const namesakes: Named[] = [];
  for (const named of asked.destinations) {
    const same = own.filter(
      (d) =>
        (d.kind === named.kind && d.id === named.id) ||
        (named.kind === 'country' && d.countryCode === named.countryCode),
    );
    for (const d of same)
      places.set(`${d.kind}:${d.id}`, { name: d.name, countryName: d.countryName });
    if (same.length) continue;
    // "Is there a Rome in the United States too?": the namesake's country says where it is.
    const homeOfNamesake = asked.destinations.some(
      (other) =>
        other !== named &&
        other.countryCode === named.countryCode &&
        own.some((d) => foldName(d.name) === foldName(other.name)),
    );
    if (named.kind === 'country' && homeOfNamesake) continue;
    if (own.some((d) => foldName(d.name) === foldName(named.name))) {
      namesakes.push({ name: named.name, countryName: named.countryName });
      continue;
    }
    // "Is there a Rome in the United States too?" read as the country: its town of that name.
    const abroad =
      named.kind === 'country' ? await namesakeIn(own, named.countryCode, context) : null;
    if (!abroad) return null;
    namesakes.push({ name: abroad, countryName: named.countryName });
  }
  if (!places.size) return null;
  const sights = (asked.sights ?? []).flatMap((sight) => {
    const stop = context.trip!.stops.find((s) => s.placeId === sight.id);
    return stop ? [{ name: stop.name, day: stop.day }] : [];
  });
  return { type: 'trip_check', places: [...places.values()], namesakes, sights };
}

export function tripCheckReply(input: Omit<TripCheck, 'type'>): string {
  const where = list(input.places.map((p) => `${p.name}, ${p.countryName}`));
  const sights = input.sights.length
    ? `: ${list(input.sights.map((s) => `${s.name} is on day ${s.day}`))}`
    : '';
  const others = input.namesakes.map(
    (n) =>
      ` ${n.name}, ${n.countryName} is another place of that name; nothing in your trip is there.`,
  );
  return `Yes, your trip is in ${where}${sights}.${others.join('')}`;
}

/** The name of a trip's place that a town in this country also has, if any. */
async function namesakeIn(
  own: readonly Destination[],
  countryCode: string,
  context: UnderstandContext,
): Promise<string | null> {
  for (const place of own) {
    const matches = await context.gazetteer.findDestinations(place.name);
    if (
      matches.some(
        (m) =>
          m.kind === 'city' &&
          m.countryCode === countryCode &&
          foldName(m.name) === foldName(place.name),
      )
    )
      return place.name;
  }
  return null;
}
