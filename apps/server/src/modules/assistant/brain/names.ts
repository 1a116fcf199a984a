import { placeNameScore, type Gazetteer, type LatLng } from './gazetteer';
import type { Destination, Place, TripStop, TripSummary } from './intents';
import { isEnglishWord } from './english-words';
import type { Scanner } from './slots';

/**
 * Finding names in a message: destinations among the words left after the slot extractors,
 * places after a verb ("add the Louvre"), and stops of the current trip ("the first stop of
 * day 2", "stop 3", "the Colosseum").
 */

/** Words that never start or end a destination name: grammar and travel talk. */
const STOPWORDS = new Set(
  `a about above after again all also am an any anything are as ask at be been before being
  below between both but by can could day days did do does doing done during each else even
  ever every few first for from get give go goes going gonna good got great had has have having
  he her here hers him his how i id ill im is it its ive just know last least less let lets like
  love make many maybe me might mine more most much must my myself need next nice no nor not now
  of off on once one only or other our ours out over own place places plan planning please
  plus put quite rather really same see she should show so some something soon still such sure
  take tell than thank thanks that thats the their them then there these they thing things
  think this those through to too trip trips travel travelling traveling try under until up
  upon us very visit visiting vacation holiday holidays wanna want wants was way we well were
  what whats when where which while who whom why will with within without would yes yet you
  your yours itinerary week weeks weekend month months year stay staying spend spending time
  around explore exploring tour touring see seeing discover city cities country countries town
  place spot spots idea ideas best top cheap expensive budget money cost costs price prices
  map route stop stops number add remove move swap change delete drop switch replace instead
  big small beautiful amazing awesome cool fun lovely perfect favourite favorite
  interesting romantic family friends people person adults kids children wife husband partner
  girlfriend boyfriend honeymoon anniversary birthday hi hello hey ok okay sounds looks kind
  sort lot lots bit little long short full whole half early late mid end start beginning
  morning afternoon evening night nights today tomorrow tonight days weather climate
  temperature hot cold warm rain sunny compare vs versus better worse cheaper warmer colder
  than thing recommend suggest find search looking look`.split(/\s+/),
);

/** Words allowed inside a name ("Isle of Man", "Rio de Janeiro", "Bosnia and Herzegovina"). */
const CONNECTORS = new Set([
  'of',
  'de',
  'la',
  'del',
  'di',
  'da',
  'do',
  'du',
  'the',
  'and',
  'el',
  'le',
  'los',
  'las',
  ',',
]);

/** Words that are also place names ("nice", "split", "bath"): need a capital or a cue. */
const AMBIGUOUS = new Set(
  'nice split bath reading mobile orange best man bar of la us deal hope eat mar sale march may'.split(
    ' ',
  ),
);
/**
 * Abbreviations that are also everyday words, so they only count written in capitals: "US" but
 * not "us". The others ("nyc", "uk") are names however they are written: a writer who types in
 * lower case ("boston, philadelphia and nyc") means them just the same.
 */
const CAPITALS_ONLY = new Set(['us', 'la']);

/** Words right before a destination that show a name follows. */
const CUES = new Set(
  'in to visit visiting around explore exploring at near from of about and or vs versus between than through across tour touring see seeing discover ,'.split(
    ' ',
  ),
);
/** The cues that make an ambiguous word a name: "in Nice", "to Split". */
const STRONG_CUES = new Set('in to visit visiting explore from near than vs versus at'.split(' '));
/** Strong cues that still do not make an ordinary English word a place ("at sunrise"). */
const WEAK_FOR_WORDS = new Set(['at', 'than', 'vs', 'versus']);
/** Words before a cue that make the name the first or last stop: "starting in", "end at". */
const ROUTE_END = /^(?:starting|start|beginning|begin|off|ending|end|finishing|finish)$/;

interface Word {
  text: string;
  start: number;
  end: number;
}

function wordsOf(text: string): Word[] {
  return [...text.matchAll(/[^\s;:.!?]+|[;:.!?]/g)].map((m) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** Whether a word cannot be part of a name; an ambiguous word can after a capital or a cue. */
function barriers(words: Word[], caps: Set<string>): boolean[] {
  return words.map((w, k) => {
    if (/^[;:.!?]$/.test(w.text) || /\d/.test(w.text)) return true;
    // "city" ends a name ("Mexico City", "Vatican City") but never starts one.
    if (w.text === 'city') return false;
    if (AMBIGUOUS.has(w.text)) {
      return !(caps.has(w.text) || STRONG_CUES.has(words[k - 1]?.text ?? ''));
    }
    return STOPWORDS.has(w.text) && !CONNECTORS.has(w.text);
  });
}

/**
 * Destinations named in what is left of the message, longest phrases first, each at most once.
 * Their words are blanked from the scanner. `origins` receives those after "from" when other
 * destinations are named too ("from London to Rome").
 */
export async function takeDestinations(
  s: Scanner,
  caps: Set<string>,
  gazetteer: Gazetteer,
  options: { fitTogether?: boolean } = {},
): Promise<{ destinations: Destination[]; origins: Destination[] }> {
  const words = wordsOf(s.text);
  const barrier = barriers(words, caps);
  const found: {
    d: Destination;
    start: number;
    end: number;
    afterFrom: boolean;
    cued: boolean;
    single: boolean;
  }[] = [];
  let i = 0;
  while (i < words.length) {
    const w = words[i]!;
    if (barrier[i] || CONNECTORS.has(w.text) || w.text === 'city') {
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
      const previous = words[i - 1]?.text;
      if (!best || !accept(best, phrase, last === i, caps, previous)) continue;
      if (last === i && !evidenced(best, words, i, caps)) continue;
      const prior = words
        .slice(0, i)
        .reverse()
        .find((x) => !['the', ','].includes(x.text));
      found.push({
        d: best,
        start: w.start,
        end: words[last]!.end,
        afterFrom: prior?.text === 'from',
        // "starting in Vienna" names a stop of the route, not the place the others lie in.
        cued: STRONG_CUES.has(previous ?? '') && !ROUTE_END.test(words[i - 2]?.text ?? ''),
        single: last === i,
      });
      i = last + 1;
      matched = true;
      break;
    }
    if (!matched) i++;
  }
  for (const f of found) s.blank(f.start, f.end);
  if (options.fitTogether) {
    // "Prado, Reina Sofia and Thyssen in Madrid": the place after "in" anchors the request; a
    // lone word matching a town in another country, with no cue of its own, is not meant.
    const anchors = found.filter((f) => f.cued && !f.afterFrom);
    if (anchors.length) {
      const countries = new Set(anchors.map((f) => f.d.countryCode));
      const kept = found.filter((f) => f.cued || !f.single || countries.has(f.d.countryCode));
      found.splice(0, found.length, ...kept);
    }
  }
  const unique = (list: Destination[]) =>
    list.filter((d, k) => list.findIndex((x) => x.kind === d.kind && x.id === d.id) === k);
  const onward = found.filter((f) => !f.afterFrom).map((f) => f.d);
  if (!onward.length) return { destinations: unique(found.map((f) => f.d)), origins: [] };
  return {
    destinations: unique(onward),
    origins: unique(found.filter((f) => f.afterFrom).map((f) => f.d)),
  };
}

function accept(
  best: Destination,
  phrase: string,
  single: boolean,
  caps: Set<string>,
  previous: string | undefined,
): boolean {
  if (best.score < 0.7) return false;
  const capital = caps.has(phrase);
  const strongCue = STRONG_CUES.has(previous ?? '');
  // A typo is forgiven only on a name everybody knows ("barcelonna"), not read into a small
  // town from a word ("stroller" → Sóller, "champagne" → Champaign, "rossio" → Rosso).
  if (best.score < 0.95 && !best.famous) return false;
  // Ordinary English words name small towns everywhere: "pool", "college friends", "hot
  // springs", "wine valleys" are wishes, not Poole, College (Alaska) or Spring (Texas).
  const words = phrase.split(' ');
  const ordinary = words.every((word) => CONNECTORS.has(word) || isEnglishWord(word));
  const written = words.some((word) => caps.has(word) && !CONNECTORS.has(word));
  // A message's first words are its subject ("Toledo for 2 days", "boston, philadelphia and
  // nyc"): the folded text cannot tell whether they were capitalised, so they get the benefit.
  const first = previous === undefined;
  // "at sunrise", "better than pool": "at" and "than" precede ordinary words as often as names.
  const placeCue = strongCue && !WEAK_FOR_WORDS.has(previous ?? '');
  if (ordinary && !best.famous && !written && !placeCue && !first) return false;
  if (!single) return true;
  const cue = previous !== undefined && CUES.has(previous);
  if (CAPITALS_ONLY.has(phrase)) return capital;
  if (AMBIGUOUS.has(phrase)) return STRONG_CUES.has(previous ?? '') || capital;
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

/** The mean position of the trip's stops (where "near" means when nothing else is said). */
export function tripCentre(trip: TripSummary | undefined): LatLng | undefined {
  const located = (trip?.stops ?? []).filter(
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
    /\s(?:to|on|onto|into|for|in|from|at|as|before|after|between|near|with|during|instead of) (?:day|the (?:\d+th|last|first|end|start|beginning|trip|same|map|itinerary)|stop|position|my|our|this|it|map)\b|\s(?:on|to) the map\b|\s(?:please|too|as well|also|instead)\b|[;,.!?]|\s\d+th day\b/,
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

export interface StopReference {
  day: number | null;
  position: number | null;
  number: number | null;
  phrase: string | null;
  stop: TripStop | null;
}

const ORD = '(\\d+th|last|\\d+)';
const ordinal = (word: string, count: number) =>
  word === 'last' ? count : Number(word.replace(/th$/, ''));

/**
 * A stop named by its place in the trip ("the first stop of day 2", "the last stop",
 * "stop 3", "the 4th place") — positional words are taken out of the scanner.
 */
export function takeStopByPosition(s: Scanner, trip: TripSummary): StopReference | null {
  const stopsOfDay = (day: number) =>
    trip.stops.filter((x) => x.day === day).sort((a, b) => a.position - b.position);
  const inDay = (day: number, pos: string) => {
    const list = stopsOfDay(day);
    const position = ordinal(pos, list.length);
    return {
      day,
      position: pos === 'last' ? -1 : position,
      number: null,
      phrase: null,
      stop: list[position - 1] ?? null,
    };
  };
  let m = s.take(
    new RegExp(
      `\\b(?:the )?${ORD} (?:stop|place|visit|thing|one|attraction|spot)s? (?:of|on|in|from) (?:the )?(?:day ${ORD}|${ORD} day)\\b`,
    ),
  );
  if (m) {
    const day = ordinal((m[2] ?? m[3])!, trip.days);
    return inDay(day, m[1]!);
  }
  m = s.take(
    new RegExp(`\\b(?:on |in )?(?:day ${ORD}|the ${ORD} day)(?: ?'?s)? ${ORD} (?:stop|place)\\b`),
  );
  if (m) return inDay(ordinal((m[1] ?? m[2])!, trip.days), m[3]!);
  m = s.take(/\bstop (?:number |no |#)?(\d+) (?:of|on|in) day (\d+)\b/);
  if (m) return inDay(Number(m[2]), m[1]!);
  const all = [...trip.stops].sort((a, b) => a.numberInTrip - b.numberInTrip);
  m = s.take(
    new RegExp(
      `\\b(?:stop|place|number|point) (?:number |no |#)?(\\d+)\\b|\\b(?:the )?${ORD} (?:stop|place)\\b`,
    ),
  );
  if (m) {
    const number = m[1] ? Number(m[1]) : ordinal(m[2]!, all.length);
    return {
      day: null,
      position: null,
      number,
      phrase: null,
      stop: all.find((x) => x.numberInTrip === number) ?? null,
    };
  }
  return null;
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
