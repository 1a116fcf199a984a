import { foldName, type Gazetteer } from './gazetteer';
import type { Destination, UnderstandContext } from './intents';
import { takeDestinations } from './names';
import { Scanner } from './slots';
import { capitalisedWords, normalize } from './tokens';

/**
 * Which places a trip request is for, beyond the names in it: a place swapped for another in the
 * chat's trip, and the days asked for each place.
 */

/** "Florence instead of Venice", "replace Venice with Florence", "swap Venice for Florence". */
const SWAPPED_OUT = /\binstead of (.+)$|\breplace (.+?) (?:with|by)\b|\bswap (.+?) for\b/i;

/**
 * "Make it Florence instead of Venice" in a chat whose trip is "4 days in Milan and Venice":
 * Venice leaves the trip's list of places (read from its title, which names them in order) and
 * Florence takes its slot, so Milan stays. Without a named place to swap out, or when the trip's
 * title does not name it, the places named are the new list ("make it Porto instead").
 */
export async function swappedIn(
  named: Destination[],
  message: string,
  context: UnderstandContext,
): Promise<Destination[]> {
  const m = SWAPPED_OUT.exec(message);
  const title = context.trip?.title;
  if (!m || named.length < 2 || !title) return named;
  const read = async (text: string, caps: Set<string>) =>
    (await takeDestinations(new Scanner(normalize(text)), caps, context.gazetteer)).destinations;
  const same = (a: Destination) => (b: Destination) => a.id === b.id && a.kind === b.kind;
  const [out] = await read(m[1] ?? m[2] ?? m[3]!, capitalisedWords(message));
  const leaving = out && named.find(same(out));
  if (!leaving) return named;
  const coming = named.filter((d) => d !== leaving);
  const current = await read(title, capitalisedWords(title));
  if (!current.some(same(leaving))) return coming;
  return current.flatMap((d) => (same(leaving)(d) ? coming : coming.some(same(d)) ? [] : [d]));
}

/** A length in the folded text: "2 days", "3 nights". */
const LENGTH = /\b(\d+) (?:days?|nights?)\b/g;

/**
 * "Paris 2 days then London 3 days", "2 days in Rome and 3 days in Florence": a length next to
 * each place named. Each place gets its days (`stay`) and the trip their sum. Read either way
 * round (the place before its length, or after), and only when every length pairs with exactly
 * one of the places named and every place with one length; a total ("5 days in all") is not
 * split.
 */
export async function withStays(
  named: Destination[],
  text: string,
  caps: Set<string>,
  gazetteer: Gazetteer,
): Promise<{ destinations: Destination[]; days: number } | null> {
  const lengths = [...text.matchAll(LENGTH)];
  if (named.length < 2 || lengths.length !== named.length) return null;
  if (/\b(?:total|in all|altogether|overall|combined)\b/.test(text)) return null;
  const before = lengths.map((m, i) =>
    text.slice(i ? lengths[i - 1]!.index! + lengths[i - 1]![0].length : 0, m.index),
  );
  const after = lengths.map((m, i) =>
    text.slice(m.index! + m[0].length, lengths[i + 1]?.index ?? text.length),
  );
  for (const segments of [before, after]) {
    const paired: Destination[] = [];
    for (const [i, segment] of segments.entries()) {
      const found = (await takeDestinations(new Scanner(segment), caps, gazetteer)).destinations;
      const place = found.length === 1 ? named.find((d) => d.id === found[0]!.id) : undefined;
      if (!place || paired.some((d) => d.id === place.id)) break;
      paired.push({ ...place, stay: Number(lengths[i]![1]) });
    }
    if (paired.length === named.length) {
      return { destinations: paired, days: paired.reduce((sum, d) => sum + d.stay!, 0) };
    }
  }
  return null;
}

const START_AT =
  /\b(?:starting|start|beginning|begin)(?: off)? (?:in|from|at|with) ([\p{L}' -]+)/iu;

/** "Rome and Florence, starting in Milan": the place the trip starts in goes first. */
export function startFirst<T extends { name: string }>(destinations: T[], message: string): T[] {
  const m = START_AT.exec(message);
  if (!m || destinations.length < 2) return destinations;
  const after = m[1]!.toLowerCase();
  const start = destinations.find((d) => after.startsWith(d.name.toLowerCase()));
  return start ? [start, ...destinations.filter((d) => d !== start)] : destinations;
}

/** "North to south", "from the north down to the south": where the route is to end. */
const DIRECTIONS = [
  [
    /\bnorth(?:ern)? (?:down )?to (?:the )?south|\bfrom (?:the )?north\b.{0,20}\bto (?:the )?south|\btop to bottom\b/,
    'south',
  ],
  [
    /\bsouth(?:ern)? (?:up )?to (?:the )?north|\bfrom (?:the )?south\b.{0,20}\bto (?:the )?north|\bbottom to top\b/,
    'north',
  ],
  [/\beast(?:ern)? to (?:the )?west|\bfrom (?:the )?east\b.{0,20}\bto (?:the )?west/, 'west'],
  [/\bwest(?:ern)? to (?:the )?east|\bfrom (?:the )?west\b.{0,20}\bto (?:the )?east/, 'east'],
] as const;

/** The compass point a trip across a country is asked to run to (trav-035), if one is said. */
export function directionOf(message: string): 'north' | 'south' | 'east' | 'west' | null {
  const text = message.toLowerCase();
  return DIRECTIONS.find(([re]) => re.test(text))?.[1] ?? null;
}

/** Words that ask for the way between places, not only the places ("across the baltics"). */
const ACROSS = /\b(?:across|through|road ?trip|overland|via|on the way)\b/;

/**
 * A journey from one place to another ("tallinn to vilnius", "across the baltics"), where a town
 * on the way belongs in the plan; "Madrid and Barcelona" asks for those two only.
 */
export function journeyAsked(message: string, destinations: readonly Destination[]): boolean {
  if (destinations.length !== 2) return false;
  const text = foldName(message);
  const [a, b] = destinations.map((d) => foldName(d.name));
  return ACROSS.test(text) || text.includes(`${a} to ${b}`);
}

/** Days a named city takes before its country adds cities of its own to a trip. */
const DAYS_PER_NAMED_CITY = 3;

/**
 * A country named beside one of its own cities, for no more days than those cities take, is
 * where the city is, not a second destination: "hell in norway? we're in trondheim 3 days" put
 * two of the three days in Oslo, 400 km away (trav-060). A longer trip ("15 days morocco, start
 * casablanca") still tours the country.
 */
export function withoutCountryOfCity<T extends { kind: string; countryCode: string }>(
  destinations: T[],
  days: number | null,
): T[] {
  return destinations.filter((country) => {
    if (country.kind !== 'country' || days === null) return true;
    const inIt = destinations.filter(
      (d) => d.kind !== 'country' && d.countryCode === country.countryCode,
    ).length;
    return inIt === 0 || days > inIt * DAYS_PER_NAMED_CITY;
  });
}
