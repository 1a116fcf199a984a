import { findInterests, type Interest } from './interests';
import type { Destination, Intent, IntentOf, UnderstandContext } from './intents';
import {
  objectAfter,
  resolvePlaceOrCity,
  stopByName,
  takeDestinations,
  takeStopByPosition,
  tripCentre,
} from './names';
import { SEASON_MONTHS, Scanner, takeDays, takeWhen } from './slots';
import { normalize } from './tokens';
import type { Clause } from './trip-edits';

/**
 * Questions and map moves: climate, costs, comparisons, facts about a place, searches for
 * places, and showing something on the map. Each matcher answers null when the clause is not
 * its kind.
 */

type Matcher = (c: Clause, ctx: UnderstandContext) => Promise<Intent | null>;

const clarify = (question: string, missing: IntentOf<'clarify'>['missing']): Intent => ({
  type: 'clarify',
  question,
  missing,
  draft: null,
});

/** A plan is being asked for when a length or a planning verb is present. */
function asksForPlan(text: string): boolean {
  return (
    /\b(?:plan|planning|itinerary|organi[sz]e|schedule)\b/.test(text) ||
    takeDays(new Scanner(text)) !== null
  );
}

async function destinationsOf(c: Clause, ctx: UnderstandContext, s = new Scanner(c.text)) {
  return (await takeDestinations(s, c.caps, ctx.gazetteer)).destinations;
}

/** Month named ("in May") or the middle month of a season. */
function monthOf(s: Scanner, now: Date): number | null {
  const when = takeWhen(s, now);
  if (!when) return null;
  return when.month ?? (when.season ? SEASON_MONTHS[when.season][1]! : null);
}

const CLIMATE =
  /\b(?:weather|climate|temperatures?|how (?:hot|cold|warm)|is it (?:hot|cold|warm|rainy|sunny|chilly)|(?:hot|cold|warm|chilly|rainy|sunny) (?:is it|in|there)|rain|rainy|raining|sunny|degrees|best (?:time|month|season) to (?:visit|go)|when (?:should|to) (?:i |we )?(?:go|visit)|pack)\b/;

const cityClimate: Matcher = async (c, ctx) => {
  if (!CLIMATE.test(c.text) || asksForPlan(c.text)) return null;
  const s = new Scanner(c.text);
  const month = monthOf(s, ctx.now);
  const destination = (await destinationsOf(c, ctx, s))[0] ?? (await tripDestination(ctx));
  if (!destination) {
    return clarify('Which city would you like the weather for?', 'destination');
  }
  return { type: 'city_climate', destination, month };
};

const COMPARE =
  /\b(?:compared?|comparison|comparing|vs|versus|difference between|which is|which one|or|better|cheaper|more expensive|pricier|warmer|colder|hotter)\b/;

const compare: Matcher = async (c, ctx) => {
  if (!COMPARE.test(c.text) || asksForPlan(c.text)) return null;
  const s = new Scanner(c.text);
  const month = monthOf(s, ctx.now);
  const found = await destinationsOf(c, ctx, s);
  if (found.length < 2) return null;
  if (
    !/\b(?:compared?|comparison|comparing|vs|versus|difference|which|better|cheaper|more expensive|pricier|warmer|colder|hotter|than)\b/.test(
      c.text,
    )
  ) {
    return null;
  }
  const aspect =
    /\b(?:cheap|cheaper|expensive|pricier|cost|costs|price|prices|budget|afford|money)\b/.test(
      c.text,
    )
      ? 'costs'
      : /\b(?:warm|warmer|hot|hotter|cold|colder|weather|climate|sunny|temperature)\b/.test(c.text)
        ? 'climate'
        : 'general';
  return { type: 'compare', a: found[0]!, b: found[1]!, aspect, month };
};

const COSTS =
  /\b(?:how much|cost|costs|costly|expensive|cheap|pricey|price|prices|budget|afford|money|spend)\b/;

const costs: Matcher = async (c, ctx) => {
  if (!COSTS.test(c.text)) return null;
  // "How much does a week in Oslo cost?" names a length but asks a price.
  if (asksForPlan(c.text) && !/\bhow much\b(?!.*\bplan)/.test(c.text)) return null;
  if (
    !/\b(?:how|what|is|are|much|prices?|costs?|daily|per day|a day|budget)\b/.test(c.text) &&
    !c.raw.includes('?')
  )
    return null;
  const destination = (await destinationsOf(c, ctx))[0] ?? (await tripDestination(ctx));
  if (!destination) return null;
  const per = /\b(?:per day|a day|daily|each day|per night|a night)\b/.test(c.text)
    ? 'day'
    : 'week';
  return { type: 'costs', destination, per };
};

const FACTS =
  /\b(?:tell me (?:more |a bit |something )?about|what(?: is|'s| s) (?:special about )?|what are|info(?:rmation)? (?:about|on)|facts? (?:about|on)|opening (?:hours|times) (?:of|for)|open(?:ing)? hours (?:of|for)|is (?=.* worth)|describe|who built|history of|more about|details (?:about|on|of)|know about)/;

const placeFacts: Matcher = async (c, ctx) => {
  if (!FACTS.test(c.text) || asksForPlan(c.text)) return null;
  const phrase = objectAfter(c.text, FACTS)?.replace(
    /\s+(?:worth (?:it|visiting|a visit|seeing)|open|like)$/,
    '',
  );
  if (!phrase) return null;
  if (/^(?:you|this|that|it|the weather|the climate)$/.test(phrase)) return null;
  const stop = stopByName(ctx.trip, phrase);
  const found = await resolvePlaceOrCity(
    stop?.name ?? phrase,
    ctx.gazetteer,
    tripCentre(ctx.trip) ?? ctx.userLocation,
  );
  if (!found.place && !found.destination) {
    return clarify(
      `I couldn't find "${phrase}" in our catalogue. Could you give me its full name?`,
      'place',
    );
  }
  return { type: 'place_facts', place: found.place, destination: found.destination };
};

const PLANNING =
  /\b(?:trip|travel|visit|visiting|go|going|holiday|vacation|spend|stay|weekend|week|days?)\b/;

const SEARCH =
  /\b(?:find|search|look(?:ing)? for|recommend|recommendations?|suggest|suggestions?|where (?:can|could|should|do) (?:i|we)|where to|any (?:good )?|best|top|good|nice|show me|list|are there|is there|places to|what to (?:see|do)|things to do|near me|nearby|around here|close by|i need|we need|i want|i'd like|id like|hungry)\b/;

const KIND_WORDS: [RegExp, 'food' | 'shop' | 'attraction'][] = [
  [
    /\b(?:eat|eating|dinner|lunch|breakfast|brunch|restaurants?|food|hungry|drink|drinks)\b/,
    'food',
  ],
  [/\b(?:buy|shop|shops|shopping|store|stores)\b/, 'shop'],
  [/\b(?:see|visit|attractions?|sights?|things to do|what to do)\b/, 'attraction'],
];

function kindOf(text: string, interests: Interest[]): 'food' | 'shop' | 'attraction' | null {
  const tree = interests[0]?.tree;
  if (tree === 'food') return 'food';
  if (tree === 'shopping') return 'shop';
  if (tree === 'attraction') return 'attraction';
  return KIND_WORDS.find(([re]) => re.test(text))?.[1] ?? null;
}

function minRating(s: Scanner): number | null {
  const m = s.take(
    /\b(?:rated|rating|score|with a rating of)(?: (?:above|over|at least|more than|of|higher than))? (\d+(?:\.\d+)?)(?: stars?| out of (\d+))?|\b(\d+(?:\.\d+)?)\+? stars?(?: or more| and up| plus)?\b/,
  );
  if (m) {
    const value = Number(m[1] ?? m[3]);
    const outOf = m[2] ? Number(m[2]) : null;
    // Stars and ratings up to 5 are on a five-point scale; the catalogue rates 0–10.
    if (outOf) return Math.min(10, (value / outOf) * 10);
    return value <= 5 ? value * 2 : Math.min(10, value);
  }
  if (s.take(/\b(?:top rated|highly rated|best rated|well rated|highest rated|top notch)\b/))
    return 8;
  return null;
}

const searchPlaces: Matcher = async (c, ctx) => {
  if (asksForPlan(c.text)) return null;
  const s = new Scanner(c.text);
  const rating = minRating(s);
  const interests = findInterests(s.text).map((h) => h.interest);
  const kind = kindOf(c.text, interests);
  // "restaurants in Copenhagen", "museums near the Colosseum": a kind of place and where.
  const bare =
    interests.length > 0 &&
    /\b(?:in|near|around|close to)\b/.test(c.text) &&
    !PLANNING.test(c.text);
  if (!SEARCH.test(c.text) && !(rating !== null && kind) && !bare) return null;
  if (!interests.length && !kind) return null;
  for (const h of findInterests(s.text)) s.blank(h.start, h.end);
  let near: IntentOf<'search_places'>['near'] = null;
  if (
    s.take(
      /\b(?:near me|nearby|around here|close by|close to me|near here|around me|where i am|my location|here)\b/,
    )
  ) {
    if (!ctx.userLocation) {
      return clarify(
        "I don't know where you are. Which city or place should I search near?",
        'location',
      );
    }
    near = { type: 'user', ...ctx.userLocation };
  }
  const nearPlace = near
    ? null
    : objectAfter(
        s.text,
        /\b(?:near|close to|next to|around|by|not far from|walking distance (?:of|from))\b/,
      );
  if (nearPlace) {
    const stop = stopByName(ctx.trip, nearPlace);
    const found = await resolvePlaceOrCity(
      stop?.name ?? nearPlace,
      ctx.gazetteer,
      tripCentre(ctx.trip) ?? ctx.userLocation,
    );
    if (found.place) near = { type: 'place', place: found.place };
    else if (found.destination) near = { type: 'destination', destination: found.destination };
  }
  if (!near) {
    const [destination] = await destinationsOf(c, ctx, s);
    if (destination) near = { type: 'destination', destination };
  }
  if (!near && ctx.trip) near = { type: 'trip' };
  if (!near && ctx.userLocation) near = { type: 'user', ...ctx.userLocation };
  if (!near) {
    return clarify('Where should I look? Tell me a city or a place.', 'location');
  }
  return {
    type: 'search_places',
    text: null,
    kind,
    categories: interests,
    near,
    minRating: rating,
  };
};

const SHOW =
  /\b(?:where am i|show(?: me)?|display|zoom(?: in| out)?(?: to| on| into)?|cent(?:er|re)(?: the map)?(?: on)?|focus(?: on)?|pan to|fly to|take me to|move the map to|jump to|where is|where's|where s|locate|point (?:me )?to|find)\b/;

const showOnMap: Matcher = async (c, ctx) => {
  if (!SHOW.test(c.text) || asksForPlan(c.text)) return null;
  const t = c.text;
  const show = (target: IntentOf<'show_on_map'>['target']): Intent => ({
    type: 'show_on_map',
    target,
  });
  if (/\b(?:where am i|where i am|my location|my position|me on the map|show me$)\b/.test(t)) {
    if (!ctx.userLocation)
      return clarify("I can't see your location. Is location sharing on?", 'location');
    return show({ type: 'user', ...ctx.userLocation });
  }
  if (
    /\b(?:my|the|our|whole|entire) (?:trip|route|itinerary|plan|journey)\b/.test(t) ||
    /\bshow (?:it|everything)\b/.test(t)
  ) {
    if (!ctx.trip)
      return clarify("There's no trip to show yet. Where would you like to go?", 'trip');
    return show({ type: 'trip' });
  }
  if (ctx.trip) {
    const s = new Scanner(t);
    const ref = takeStopByPosition(s, ctx.trip);
    if (ref?.stop) return show({ type: 'stop', stop: ref.stop });
    const day = /\bday (\d+|last)\b|\b(\d+th|last) day\b/.exec(s.text);
    if (day) {
      const n = day[1] ?? day[2]!;
      return show({
        type: 'day',
        day: n === 'last' ? ctx.trip.days : Number(n.replace(/th$/, '')),
      });
    }
  }
  const phrase = objectAfter(t, SHOW)?.replace(
    /\s+(?:on the map|on a map|on map|for me|located|is)$/,
    '',
  );
  if (!phrase) return null;
  if (findInterests(phrase).length && !/^the /.test(phrase)) return null;
  const stop = stopByName(ctx.trip, phrase);
  if (stop) return show({ type: 'stop', stop });
  const s = new Scanner(phrase);
  const [destination] = await takeDestinations(s, new Set([phrase, ...c.caps]), ctx.gazetteer).then(
    (r) => r.destinations,
  );
  if (destination && s.text.replace(/[;\s]/g, '').length === 0)
    return show({ type: 'destination', destination });
  const found = await resolvePlaceOrCity(
    phrase,
    ctx.gazetteer,
    tripCentre(ctx.trip) ?? ctx.userLocation,
  );
  if (found.place) return show({ type: 'place', place: found.place });
  if (found.destination ?? destination) {
    return show({
      type: 'destination',
      destination: (found.destination ?? destination) as Destination,
    });
  }
  return clarify(
    `I couldn't find "${phrase}" on the map. Could you spell it out in full?`,
    'target',
  );
};

/**
 * The destination of the chat's trip ("what currency do they use there?"): read from the trip's
 * title, which the planner writes as "N days in Rome and Florence".
 */
async function tripDestination(ctx: UnderstandContext): Promise<Destination | undefined> {
  const title = ctx.trip?.title;
  if (!title) return undefined;
  const place = title.replace(/^\d+ days? in /i, '');
  const caps = new Set(place.split(/\s+/).map((w) => w.toLowerCase()));
  const s = new Scanner(normalize(place));
  return (await takeDestinations(s, caps, ctx.gazetteer)).destinations[0];
}

/** Topics our data does not cover: answered plainly, never turned into a trip. */
const OUT_OF_SCOPE: [RegExp, string][] = [
  [/\bvisas?\b|\bentry requirements?\b|\bpassports?\b/, 'visa'],
  [/\btip(?:ping|ped)?\b(?! for)|\bgratuit(?:y|ies)\b/, 'tipping'],
  [/\bvaccin\w*|\bshots? (?:for|before)\b|\bmalaria\b/, 'vaccinations'],
  [/\bairports?\b/, 'airport'],
  [/\b(?:book|booking|reserve|reservation)\b/, 'booking'],
  [/\bcredit cards?\b|\bdebit cards?\b|\bcards? accepted\b|\batms?\b/, 'cards'],
  [/\bflights?\b|\bfly time\b/, 'flights'],
  [/\b(?:tap )?water (?:safe|ok|drinkable)\b|\bdrink the (?:tap )?water\b/, 'water'],
  [/\b(?:sim|esim|e sim) cards?\b|\besim\b|\bplugs?\b|\badapters?\b|\bvoltage\b/, 'practical'],
];

const outOfScope: Matcher = async (c) => {
  const hit = OUT_OF_SCOPE.find(([re]) => re.test(c.text));
  if (!hit) return null;
  // "Plan 3 days in Rome, flying in from Oslo" is still a plan.
  if (asksForPlan(c.text)) return null;
  return { type: 'out_of_scope', topic: hit[1] };
};

const COUNTRY_ASPECTS: [RegExp, IntentOf<'country_facts'>['aspect']][] = [
  [
    /\bcurrenc(?:y|ies)\b|\bwhat money\b|\bwhich money\b|\bmoney (?:do|does|is) (?:they|it|people)? ?use/,
    'currency',
  ],
  [/\blanguages?\b|\bspeak\b|\bspoken\b/, 'languages'],
  [/\bcapital\b/, 'capital'],
  [/\btime ?zones?\b|\bwhat time is it\b/, 'time_zone'],
  [
    /\b(?:is|are) (?:it|\w+(?: \w+)?) (?:safe|dangerous)\b|\bsafety\b|\btravel advisor(?:y|ies)\b|\bcrime\b|\bsafe to (?:visit|travel|go)\b/,
    'safety',
  ],
];

const countryFacts: Matcher = async (c, ctx) => {
  const aspect = COUNTRY_ASPECTS.find(([re]) => re.test(c.text))?.[1];
  if (!aspect || asksForPlan(c.text)) return null;
  const destination = (await destinationsOf(c, ctx))[0] ?? (await tripDestination(ctx));
  if (!destination) return null;
  return { type: 'country_facts', destination, aspect };
};

const BEST_TIME =
  /\bbest (?:time|months?|season|period|weather) (?:to|for|of the year to)\b|\bwhen (?:is (?:it )?(?:the )?best|should (?:i|we)|(?:is )?(?:a )?good time|to) (?:to )?(?:go|visit|travel)\b|\bwhen to (?:go|visit|travel)\b|\bbest months?\b|\bwhen should (?:i|we) visit\b/;

const bestTime: Matcher = async (c, ctx) => {
  if (!BEST_TIME.test(c.text) || asksForPlan(c.text)) return null;
  const destination = (await destinationsOf(c, ctx))[0] ?? (await tripDestination(ctx));
  if (!destination) return null;
  return { type: 'best_time', destination };
};

const EAT =
  /\bwhat (?:should|can|to|do) (?:i |we |you )?eat\b|\bwhat to eat\b|\b(?:local|typical|traditional|famous) (?:food|foods|dishes|dish|cuisine)\b|\bwhat (?:food|dishes?) (?:is|are|should)\b|\bmust eat\b/;

const whatToEat: Matcher = async (c, ctx) => {
  if (!EAT.test(c.text) || asksForPlan(c.text)) return null;
  const destination = (await destinationsOf(c, ctx))[0] ?? (await tripDestination(ctx));
  if (!destination) return null;
  return { type: 'what_to_eat', destination };
};

const REGIONS: [RegExp, string][] = [
  [/\bsouth america\b/, 'South America'],
  [/\bcentral america\b/, 'Central America'],
  [/\bnorth america\b/, 'North America'],
  [/\bsouth ?east(?:ern)? asia\b/, 'South-Eastern Asia'],
  [/\bcaribbean\b/, 'Caribbean'],
  [/\beurope\b/, 'Europe'],
  [/\basia\b/, 'Asia'],
  [/\bafrica\b/, 'Africa'],
  [/\boceania\b|\baustralasia\b/, 'Oceania'],
  [/\bamericas\b/, 'Americas'],
];

const WHERE =
  /\b(?:somewhere|some ?place|anywhere|where (?:should|could|can|to|is|do|would)|where's|wheres|destinations?|places to (?:go|visit|travel)|best places|cheap(?:est)? places|warm places|(?:city|beach) (?:break|holiday|vacation|trip)|suggest|recommend|ideas?)\b/;

const whereToGo: Matcher = async (c, ctx) => {
  const t = c.text;
  const wish = /\b(?:warm|hot|sunny|sun|beach(?:es)?|snowy|cool|tropical)\b/.test(t);
  if ((!WHERE.test(t) && !wish) || /\b(?:plan|itinerary)\b/.test(t)) return null;
  const s = new Scanner(t);
  const christmas = /\b(?:christmas|xmas|new year)\b/.test(t);
  const month = christmas ? 12 : monthOf(s, ctx.now);
  const regionHit = REGIONS.find(([re]) => re.test(t));
  const region = regionHit?.[1] ?? null;
  if (regionHit) s.take(regionHit[0]);
  // A named destination ("where should I go in Paris") is a plan or a search, not this.
  const named = await destinationsOf({ ...c, text: s.text }, ctx, s);
  if (named.length) return null;
  if (month === null) return null;
  const feel = /\bsnow\w*|\bski\w*/.test(t)
    ? 'snow'
    : /\b(?:cool|cooler|escape the heat|not too hot|mild|fresh)\b/.test(t)
      ? /\bmild\b|\bnot too hot\b/.test(t)
        ? 'mild'
        : 'cool'
      : /\bhot\b/.test(t)
        ? 'hot'
        : /\b(?:warm|warmer|sun|sunny|sunshine|beach|beaches|tropical|heat)\b/.test(t)
          ? 'warm'
          : 'any';
  const money = /(?:[$€£]\s?(\d[\d,]*)|(\d[\d,]*) ?(?:dollars|usd|euros?|bucks))/.exec(t);
  return {
    type: 'where_to_go',
    month,
    feel,
    beach: /\b(?:beach|beaches|seaside|swim|swimming)\b/.test(t),
    maxWeekly: money ? Number((money[1] ?? money[2]!).replace(/,/g, '')) : null,
    continent: region,
  };
};

/** The question matchers, most specific first. */
export const QUESTION_MATCHERS: Matcher[] = [
  outOfScope,
  whereToGo,
  bestTime,
  whatToEat,
  countryFacts,
  compare,
  cityClimate,
  costs,
  // Before facts: "what's good to eat near the Pantheon" looks for places, not facts.
  searchPlaces,
  placeFacts,
  showOnMap,
];
