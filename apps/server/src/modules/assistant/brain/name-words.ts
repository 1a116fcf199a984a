/**
 * The word lists the reading of destination names uses (names.ts): words that are never names,
 * words inside names, words that are also towns, and the cues before a name.
 */
/** Words that never start or end a destination name: grammar and travel talk. */
export const STOPWORDS = new Set(
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

/** Travel words that end names ("Mexico City", "Cape Town", "George Town") but start none. */
export const NAME_ENDS = new Set(['city', 'town']);

/** Words allowed inside a name ("Isle of Man", "Rio de Janeiro", "Bosnia and Herzegovina"). */
export const CONNECTORS = new Set([
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
export const AMBIGUOUS = new Set(
  'nice split bath reading mobile orange best man bar of la us deal hope eat mar sale march may'.split(
    ' ',
  ),
);
/**
 * Abbreviations that are also everyday words, so they only count written in capitals: "US" but
 * not "us". The others ("nyc", "uk") are names however they are written: a writer who types in
 * lower case ("boston, philadelphia and nyc") means them just the same.
 */
export const CAPITALS_ONLY = new Set(['us', 'la']);

/** Words right before a destination that show a name follows. */
export const CUES = new Set(
  'in to visit visiting around explore exploring at near from of about and or vs versus between than through across tour touring see seeing discover ,'.split(
    ' ',
  ),
);
/** The cues that make an ambiguous word a name: "in Nice", "to Split". */
export const STRONG_CUES = new Set(
  'in to visit visiting explore from near than vs versus at'.split(' '),
);
/** Strong cues that still do not make an ordinary English word a place ("at sunrise"). */
export const WEAK_FOR_WORDS = new Set(['at', 'than', 'vs', 'versus']);
/** Words before a cue that make the name the first or last stop: "starting in", "end at". */
export const ROUTE_END = /^(?:starting|start|beginning|begin|off|ending|end|finishing|finish)$/;

/**
 * Phrases whose words would read as places but name none (traveller-written evaluation): "split
 * a week between Vienna and Budapest" (Split, Croatia), "north to south" (the South Region of
 * Cameroon), "we love Versailles type stuff" (a comparison, not a second destination),
 * "surprise me" (no town in Arizona). Blanked before the message's slots are read.
 */
export const NOT_PLACES: RegExp[] = [
  /\bsplit(?:ting)?(?= (?:(?:a|the|our|my|it|these|those|\d+|two|three|four|five|ten) ){0,2}(?:weeks?|days?|nights?|time|trip|fortnight|holiday|stay)\b| between\b)/,
  /\b(?:from )?(?:the )?(?:north|south|east|west)(?:ern)? to (?:the )?(?:north|south|east|west)(?:ern)?\b/,
  // "Surprise me!": no trip to Surprise, Arizona.
  /\bsurprise (?:me|us)\b/,
  /\b(?:love|loved|like|liked|into|enjoy|enjoyed|fans? of)\s+(?:[\p{L}'-]+\s+){1,3}?(?:type|style|kind|sort)(?:\s+of)?\s+(?:stuff|things|places|vibes?|sights|palaces?)\b/u,
];

/**
 * People named beside their relation ("me and my mate Chad", "Georgia (my sister) is
 * vegetarian"): no trip to Chad or Georgia. Blanked after the travellers are counted.
 */
export const PEOPLE: RegExp[] = [
  // First: "georgia (my sister lol)" names her before "my sister lol" is read as one (trav-042).
  /\b[\p{L}]+ (?=\( ?my (?:mate|friend|buddy|pal|brother|sister|cousin|wife|husband|partner|girlfriend|boyfriend|son|daughter|dad|mum|mom|aunt|uncle)\b)/u,
  /\b(?:my|our) (?:mate|friend|buddy|pal|bro|brother|sister|cousin|wife|husband|partner|girlfriend|boyfriend|fiance|fiancee|son|daughter|dad|mum|mom|aunt|uncle|boss|colleague|niece|nephew)s?,? (?!and\b|is\b|who\b|are\b|will\b|has\b|and\b|too\b)[\p{L}]+\b/u,
];

/** Continents and world regions: a "trip to Europe" names no unknown place. */
const WORLD_REGIONS =
  /^(?:europe|asia|africa|america|americas|oceania|australasia|caribbean|scandinavia|balkans|mediterranean|the)$/;
const MONTH_WORD =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|spring|summer|autumn|fall|winter)$/;

/**
 * The place a trip request names where a place must stand ("5 days in mallorca", "a trip to
 * zakynthos"), when it is no English word, month or world region: a name the catalogue may not
 * know. The reply then says it does not know it, instead of suggesting somewhere else entirely
 * ("somewhere warm in September": Salvador, Baku). `isWord` tells English words.
 */
export function placeSlotName(text: string, isWord: (word: string) => boolean): string | null {
  const slot =
    /\b(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten) ?(?:days?|nights?|weeks?)(?: long)? (?:in|on|at) ([a-z][a-z'-]+(?: [a-z][a-z'-]+)?)|\b(?:trip|holiday|vacation|getaway|honeymoon|going|heading|flying|travell?ing) to ([a-z][a-z'-]+(?: [a-z][a-z'-]+)?)/.exec(
      text,
    );
  const words = (slot?.[1] ?? slot?.[2])?.split(' ');
  if (!words) return null;
  // "in mallorca in september": the name ends where an ordinary word starts.
  const name: string[] = [];
  for (const word of words) {
    if (isWord(word) || MONTH_WORD.test(word) || WORLD_REGIONS.test(word)) break;
    name.push(word);
  }
  return name.length ? name.join(' ') : null;
}
