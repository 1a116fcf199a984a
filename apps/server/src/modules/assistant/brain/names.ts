import { editDistance, foldName, placeNameScore, type Gazetteer, type LatLng } from './gazetteer';
import type { Destination, Place, TripStop, TripSummary } from './intents';
import { isEnglishWord, isSightWordAbroad } from './english-words';
import { skippedSpans } from './skipped-places';
import { startsFarPlace, withoutLocators } from './town-or-place';
import type { Scanner } from './slots';
import {
  AMBIGUOUS,
  CAPITALS_ONLY,
  CONNECTORS,
  CUES,
  NAME_ENDS,
  ROUTE_END,
  STOPWORDS,
  STRONG_CUES,
  WEAK_FOR_WORDS,
} from './name-words';

/**
 * Finding names in a message: destinations among the words left after the slot extractors,
 * places after a verb ("add the Louvre"), and stops of the current trip ("the first stop of
 * day 2", "stop 3", "the Colosseum").
 */

interface Word {
  text: string;
  start: number;
  end: number;
}

function wordsOf(text: string): Word[] {
  return [...text.matchAll(/[^\s;:.!?/]+|[;:.!?]/g)].map((m) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/**
 * A message that opens with a name and its time ("Nice in February", "Split for 3 days", "Bath
 * or York"): the first word is the subject, though its capital cannot be told from a sentence's.
 * A slot already taken right after it (a month, days, a budget) is blanked to ";" (slots.ts).
 */
const opensTrip = (words: Word[], k: number) =>
  k === 0 && /^(?:in|for|or|vs|;|\d.*)$/.test(words[1]?.text ?? '');

/** Whether a word cannot be part of a name; an ambiguous word can after a capital or a cue. */
function barriers(words: Word[], caps: Set<string>): boolean[] {
  return words.map((w, k) => {
    if (/^[;:.!?]$/.test(w.text) || /\d/.test(w.text)) return true;
    // "city" and "town" end a name ("Mexico City", "Cape Town") but never start one.
    if (NAME_ENDS.has(w.text)) return false;
    // Inside a name a connector is no barrier ("Isle of Man"); alone it is never a place.
    if (CONNECTORS.has(w.text)) return false;
    if (AMBIGUOUS.has(w.text)) {
      // After "of" inside a longer name ("Isle of Man"), the word ends that name.
      const inName =
        CONNECTORS.has(words[k - 1]?.text ?? '') &&
        k >= 2 &&
        !STOPWORDS.has(words[k - 2]!.text) &&
        !/^[;:.!?]$/.test(words[k - 2]!.text);
      return !(
        inName ||
        caps.has(w.text) ||
        STRONG_CUES.has(words[k - 1]?.text ?? '') ||
        opensTrip(words, k)
      );
    }
    return STOPWORDS.has(w.text) && !CONNECTORS.has(w.text);
  });
}

/**
 * Destinations named in what is left of the message, longest phrases first, each at most once.
 * Their words are blanked from the scanner. `origins` receives those after "from" when other
 * destinations are named too ("from London to Rome").
 */
/** The traveller's home ("we're from Toronto", "I'm based in Leeds"). */
/** Words before "from" that make the place after it the trip's base ("day trips from Kyoto"). */
const BASE_BEFORE_FROM =
  /\b(?:day trips?|trips?|excursions?|outings?|drives?|based|base|staying|stay|hops?)\s*$/;
const HOME = /\b(?:we'?re|we are|were|i'?m|i am|im) (?:from|based in)\b|\b(?:we|i) live in\b/;

export async function takeDestinations(
  s: Scanner,
  caps: Set<string>,
  gazetteer: Gazetteer,
  options: {
    fitTogether?: boolean;
    /**
     * The text starts after an earlier clause of the message ("how many markets did you put in?
     * list them by day"): its first word is no subject, so gets no benefit of the doubt.
     */
    midMessage?: boolean;
  } = {},
): Promise<{ destinations: Destination[]; origins: Destination[]; skipped: Destination[] }> {
  const words = wordsOf(s.text);
  const barrier = barriers(words, caps);
  // "We're from Toronto": home, never the destination, even when no other place is named.
  const home = HOME.test(s.text);
  const found: {
    d: Destination;
    start: number;
    end: number;
    afterFrom: boolean;
    baseFrom: boolean;
    passport: boolean;
    /** After "near": where another named place lies ("the town near Dartmouth"). */
    afterNear: boolean;
    cued: boolean;
    single: boolean;
    phrase: string;
  }[] = [];
  let i = 0;
  while (i < words.length) {
    const w = words[i]!;
    if (barrier[i] || CONNECTORS.has(w.text) || NAME_ENDS.has(w.text)) {
      i++;
      continue;
    }
    let end = i;
    while (end + 1 < words.length && end - i < 5 && !barrier[end + 1]) end++;
    let matched = false;
    for (let last = end; last >= i; last--) {
      if (CONNECTORS.has(words[last]!.text)) continue;
      const phrase = words
        .slice(i, last + 1)
        .map((x) => x.text)
        .join(' ');
      const best = (await gazetteer.findDestinations(phrase))[0];
      const previous = words[i - 1]?.text ?? (options.midMessage ? ';' : undefined);
      const opener = !options.midMessage && opensTrip(words, i);
      // "new zealand north island", "portugal, the algarve": an area right after its country.
      const before = found.at(-1);
      const ofCountry =
        before?.d.kind === 'country' &&
        before.d.countryCode === best?.countryCode &&
        /^[\s,:'s-]*$/.test(s.text.slice(before.end, w.start));
      if (!best || !accept(best, phrase, last === i, caps, previous, opener, ofCountry)) continue;
      // The area narrows its country: the island's towns, not the whole country's route.
      if (ofCountry && best.area === true) found.pop();
      if (last === i && !evidenced(best, words, i, caps)) continue;
      if (last === i && (await startsFarPlace(gazetteer, best, longerPhrases(words, i, barrier))))
        continue;
      const prior = words
        .slice(0, i)
        .reverse()
        .find((x) => !['the', ','].includes(x.text));
      found.push({
        d: best,
        start: w.start,
        end: words[last]!.end,
        afterFrom: prior?.text === 'from',
        // "A day trip from Paris", "based in X": the base of the trip, not where it starts from.
        // (Read in the text as given: "a day trip" was already taken as a length.)
        baseFrom:
          prior?.text === 'from' &&
          BASE_BEFORE_FROM.test(s.original.slice(Math.max(0, prior.start - 30), prior.start)),
        // "UK passport", "a German passport holder": the traveller's country, not a stop.
        passport: words[last + 1]?.text === 'passport' || words[last + 1]?.text === 'passports',
        afterNear: previous === 'near',
        // "starting in Vienna" names a stop of the route, not the place the others lie in.
        cued: STRONG_CUES.has(previous ?? '') && !ROUTE_END.test(words[i - 2]?.text ?? ''),
        single: last === i,
        phrase,
      });
      i = last + 1;
      matched = true;
      break;
    }
    if (!matched) i++;
  }
  for (const f of found) s.blank(f.start, f.end);
  found.splice(0, found.length, ...(await withoutLocators(found, gazetteer)));
  if (options.fitTogether) found.splice(0, found.length, ...fittingTogether(found, s.original));
  const unique = (list: Destination[]) =>
    list.filter((d, k) => list.findIndex((x) => x.kind === d.kind && x.id === d.id) === k);
  // "From Chicago", "from the UK", "UK passport": where the traveller comes from, never the
  // trip, even when no other place is named (trav-043, 059, 124, 136, 150 planned the home);
  // "a day trip from Paris" names the base.
  const homeOnly = home && found.every((f) => f.afterFrom || f.passport);
  const origin = (f: (typeof found)[number]) =>
    homeOnly || f.passport || (f.afterFrom && !f.baseFrom);
  // "Skip tokyo/kyoto", "we did Italy": places to keep the trip away from (skipped-places.ts).
  const left = skippedSpans(s.original, found);
  const skip = (f: (typeof found)[number]) => left[found.indexOf(f)] === true;
  return {
    destinations: unique(found.filter((f) => !origin(f) && !skip(f)).map((f) => f.d)),
    origins: unique(found.filter((f) => origin(f) && !skip(f)).map((f) => f.d)),
    skipped: unique(found.filter(skip).map((f) => f.d)),
  };
}

/**
 * "Prado, Reina Sofia and Thyssen in Madrid": the place after "in" anchors the request; a lone
 * word matching a town in another country, with no cue of its own, is not meant. "Tallinn to
 * Vilnius": the start of a route named to its end is meant too (trav-032).
 */
function fittingTogether<
  T extends {
    d: Destination;
    start: number;
    end: number;
    cued: boolean;
    afterFrom: boolean;
    single: boolean;
  },
>(found: T[], text: string): T[] {
  const anchors = found.filter((f) => f.cued && !f.afterFrom);
  if (!anchors.length) return found;
  const countries = new Set(anchors.map((f) => f.d.countryCode));
  const routeStart = (f: T) =>
    found.some((o) => o.start > f.end && /^\s+to\s+$/.test(text.slice(f.end, o.start)));
  return found.filter(
    (f) => f.cued || !f.single || countries.has(f.d.countryCode) || routeStart(f),
  );
}

function accept(
  best: Destination,
  phrase: string,
  single: boolean,
  caps: Set<string>,
  previous: string | undefined,
  opener = false,
  /** Right after the name of its own country ("new zealand north island"). */
  ofCountry = false,
): boolean {
  if (best.score < 0.7) return false;
  const capital = caps.has(phrase);
  const strongCue = STRONG_CUES.has(previous ?? '');
  // Ordinary English words name small towns everywhere: "pool", "college friends", "hot
  // springs", "wine valleys" are wishes, not Poole, College (Alaska) or Spring (Texas).
  const words = phrase.split(' ');
  // A typo is forgiven on a name everybody knows ("barcelonna"), or as one slip in a long word
  // of no language we read ("cappadoccia", "chefchouen"), not read into a small town from a
  // word ("stroller" → Sóller, "champagne" → Champaign) or a short one ("rossio" → Rosso).
  const slip =
    phrase.length >= 8 &&
    !words.some((word) => isEnglishWord(word)) &&
    editDistance(foldName(phrase), foldName(best.name), 1) <= 1;
  if (best.score < 0.95 && !best.famous && !slip) return false;
  const ordinary = words.every(
    (word) => CONNECTORS.has(word) || isEnglishWord(word) || isSightWordAbroad(word),
  );
  const written = words.some((word) => caps.has(word) && !CONNECTORS.has(word));
  // A message's first words are its subject ("Toledo for 2 days"): they get the benefit.
  const first = previous === undefined;
  // "at sunrise", "better than pool": "at" and "than" precede ordinary words as often as names.
  const placeCue = strongCue && !WEAK_FOR_WORDS.has(previous ?? '');
  // "the lake district", "the south island": an area's whole name after "the" (trav-025, 064).
  // "the alps", "the dolomites": one word names the area too when it is the area's exact name.
  const area =
    best.area === true &&
    (previous === 'the' || ofCountry) &&
    (words.length >= 2 || best.score >= 1);
  if (ordinary && !best.famous && !written && !placeCue && !first && !area) return false;
  if (!single) return true;
  const cue = previous !== undefined && CUES.has(previous);
  if (CAPITALS_ONLY.has(phrase)) return capital;
  if (AMBIGUOUS.has(phrase)) return STRONG_CUES.has(previous ?? '') || capital || opener;
  // Below 0.95 the match was a typo's: a cue or a capital must show a name was meant.
  return best.score >= 0.95 || cue || capital || phrase.length >= 7;
}

/**
 * Evidence that a single word is meant as a place, beyond its match. A writer who capitalises
 * names ("3 days in Rome, mostly ancient history") means a lower-case word as a word: it counts
 * only as an exact name right after "in/to/visit…" ("k-pop" is no town called Pop, "mostly" no
 * Mosty). A word next to another capitalised word that is not part of the match belongs to a
 * longer name ("Reina Sofia", "Machu Picchu", "Frida Kahlo"), so it is not a town on its own.
 */
function evidenced(best: Destination, words: Word[], i: number, caps: Set<string>): boolean {
  const text = words[i]!.text;
  const previous = words[i - 1]?.text;
  const cued = STRONG_CUES.has(previous ?? '');
  const atStart = i === 0 || /^[;:.!?]$/.test(previous ?? '');
  const writerCapitalises = [...caps].some((w) => w !== 'i');
  if (writerCapitalises && !caps.has(text) && !atStart) {
    if (!cued || best.score < 0.95 || AMBIGUOUS.has(text)) return false;
  }
  const next = words[i + 1]?.text;
  // Travel words ("Mexico City", "Old Town") do not make a longer name of their own.
  const namePart = (w: string | undefined) =>
    w !== undefined && caps.has(w) && !CONNECTORS.has(w) && !STOPWORDS.has(w);
  const inLongerName = namePart(previous) || namePart(next);
  if (caps.has(text) && inLongerName && !(cued && best.score >= 0.95)) return false;
  return true;
}

/**
 * The longer phrases a word opens, longest first: up to three words more, within one stretch of
 * name words, letters only ("mont saint michel", "mont saint").
 */
function longerPhrases(words: Word[], i: number, barrier: boolean[]): string[] {
  const phrases: string[] = [];
  for (let last = Math.min(words.length - 1, i + 3); last > i; last--) {
    if (barrier.slice(i + 1, last + 1).some(Boolean)) continue;
    // "paris and lyon" is two names, not one: no place lookup for a phrase across a connector.
    if (words.slice(i + 1, last + 1).some((w) => CONNECTORS.has(w.text))) continue;
    const folded = words.slice(i, last + 1).map((w) => foldName(w.text));
    if (folded.every((w) => /^[a-z]/.test(w))) phrases.push(folded.join(' '));
  }
  return phrases;
}

/** The stops in the trip's main town (the town most of its stops are in); [] when none names one. */
export function mainTownStops(trip: TripSummary | undefined): TripStop[] {
  const byTown = new Map<string, TripStop[]>();
  for (const stop of trip?.stops ?? []) {
    if (stop.city) byTown.set(stop.city, [...(byTown.get(stop.city) ?? []), stop]);
  }
  return [...byTown.values()].sort((a, b) => b.length - a.length)[0] ?? [];
}

/** The mean position of the trip's stops (where "near" means when nothing else is said). */
export function tripCentre(
  trip: TripSummary | undefined,
  stops: readonly TripStop[] = trip?.stops ?? [],
): LatLng | undefined {
  const located = stops.filter(
    (s): s is TripStop & LatLng => s.lat !== undefined && s.lng !== undefined,
  );
  if (!located.length) return undefined;
  return {
    lat: located.reduce((sum, s) => sum + s.lat, 0) / located.length,
    lng: located.reduce((sum, s) => sum + s.lng, 0) / located.length,
  };
}

const LEADING =
  /^(?:(?:the|a|an|some|my|our|this|that|to|visit|visiting|see|seeing|go to|at|me)\s+)+/;
const TRAILING =
  /\s+(?:stop|place|please|too|also|as well|again|now|instead|anymore|any more|after all|today|for me|for us|for the trip|to (?:the|my|our) (?:trip|itinerary|plan))$/;

/** The object of a verb: the words after `verb` up to a slot phrase or the clause's end. */
export function objectAfter(text: string, verb: RegExp): string | null {
  const m = verb.exec(text);
  if (!m) return null;
  const rest = text.slice(m.index + m[0].length);
  const cut = rest.search(
    /\s(?:to|on|onto|into|for|in|from|at|as|before|after|between|near|with|during|instead of) (?:day|the (?:\d+th|last|first|end|start|beginning|trip|same|map|itinerary)|stop|position|my|our|this|it|map)\b|\s(?:on|to) the map\b|\s(?:please|too|as well|also|instead|if|unless|in case)\b|\s(?:and|then) (?:tell|show|let|give|say|what|which|how|where)\b|[;,.!?]|\s\d+th day\b/,
  );
  let phrase = (cut >= 0 ? rest.slice(0, cut) : rest).trim();
  for (let k = 0; k < 3; k++) phrase = phrase.replace(LEADING, '').replace(TRAILING, '').trim();
  return phrase.length >= 2 ? phrase : null;
}

/** The trip's stop whose name best fits a phrase, if any fits well. */
export function stopByName(trip: TripSummary | undefined, phrase: string): TripStop | null {
  let best: TripStop | null = null;
  let bestScore = 0.69;
  for (const stop of trip?.stops ?? []) {
    const score = placeNameScore(phrase, stop.name);
    if (score > bestScore) {
      best = stop;
      bestScore = score;
    }
  }
  return best;
}

/**
 * A place or a city named by a phrase: the catalogue's best place (near the trip or the user)
 * when its name fits well, else a city.
 */
export async function resolvePlaceOrCity(
  phrase: string,
  gazetteer: Gazetteer,
  near: LatLng | undefined,
): Promise<{ place: Place | null; destination: Destination | null }> {
  const [places, destinations] = await Promise.all([
    gazetteer.findPlaces(phrase, near),
    gazetteer.findDestinations(phrase),
  ]);
  const place = places[0] && places[0].score >= 0.8 ? places[0] : null;
  const destination = destinations[0] && destinations[0].score >= 0.8 ? destinations[0] : null;
  // An exact destination name beats a place that merely contains it ("Rome" vs "Rome Cavalieri").
  if (destination && (!place || destination.score >= 1 || place.score < destination.score - 0.1)) {
    return { place: null, destination };
  }
  return { place, destination: null };
}
