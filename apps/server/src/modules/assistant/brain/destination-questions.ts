import { isEnglishWord } from './english-words';
import { PEOPLE, placeSlotName } from './name-words';
import type { IntentOf } from './intents';
import { list } from './reply-words';
import { CURRENCY_WORDS, MONTHS, Scanner, currencyOfWord } from './slots';
import {
  PLAN_VERBS,
  asksForPlan,
  clarify,
  destinationsOf,
  monthOf,
  tripDestination,
  type Matcher,
} from './question-helpers';

const CLIMATE =
  /\b(?:weather|climate|temperatures?|how (?:hot|cold|warm)|is it (?:hot|cold|warm|rainy|sunny|chilly)|(?:hot|cold|warm|chilly|rainy|sunny) (?:is it|in|there)|rain|rainy|raining|rainfall|driest|wettest|monsoons?|dry season|sunny|degrees|best (?:time|month|season) to (?:visit|go)|when (?:should|to) (?:i |we )?(?:go|visit)|what (?:to|should (?:i|we)) pack|pack for)\b/;

/** Questions about rain, which the catalogue's climate (temperatures only) cannot answer. */
const RAIN =
  /\b(?:rain|rainy|raining|rainfall|driest|dri(?:er)|wettest|wetter|monsoons?|dry season|showers)\b/;

/** A question of which months are wet or dry, asked beside a trip request ("a week in the lake
 * district but my wife hates rain, which months are driest?"): the plan's place answers where. */
const RAIN_QUESTION =
  /\b(?:which|what) months?\b[^?.;]*\b(?:driest|wettest|dry|dryer|drier|wet|rainy|rainiest|least rain)\b|\bwhen(?:'s| is) (?:the )?(?:rainy|dry|wet|monsoon) season\b/;

/**
 * The rain question of a message whose plan names the place (trav-064): the plan's clause took
 * the question with it, or the question's own clause named no place and asked "which city?".
 */
export function rainBesidePlan(
  text: string,
  plan: IntentOf<'plan_trip'>,
): IntentOf<'city_climate'> | null {
  const destination = plan.destinations[0];
  if (!destination || !RAIN_QUESTION.test(text.toLowerCase())) return null;
  return { type: 'city_climate', destination, month: plan.when?.month ?? null, rain: true };
}

/**
 * "Is early April ok for a wedding outside?", "is may a good time", "will october be too hot":
 * whether a month suits, answered from that month's climate (trav-158 got "Where would you
 * like to go?"). Outdoor plans make rain the worry, which the reply says it cannot judge.
 */
const MONTH_OK = new RegExp(
  String.raw`\b(?:is|are|will|would|does) (?:it )?(?:(?:early|mid|late|the (?:start|middle|end) of) )?(?:${MONTHS.join('|')})\b[^?;]*\b(?:ok|okay|good|fine|a good (?:time|month|idea)|too (?:hot|cold|wet|rainy|humid)|nice|warm enough|safe|bad|wet|dry)\b`,
);
const OUTDOORS = /\b(?:outside|outdoors?|open air|garden|beach wedding|on the beach)\b/;

export const cityClimate: Matcher = async (c, ctx) => {
  const monthOk = MONTH_OK.test(c.text);
  if (!(CLIMATE.test(c.text) || monthOk) || asksForPlan(c.text)) return null;
  const s = new Scanner(c.text);
  const month = monthOf(s, ctx.now);
  const destination = (await destinationsOf(c, ctx, s))[0] ?? (await tripDestination(ctx));
  if (!destination) {
    return monthOk ? null : clarify('Which city would you like the weather for?', 'destination');
  }
  const rain = RAIN.test(c.text) || (monthOk && OUTDOORS.test(c.text));
  return { type: 'city_climate', destination, month, rain };
};

const COMPARE =
  /\b(?:compared?|comparison|comparing|vs|versus|difference between|which is|which one|or|better|cheaper|more expensive|pricier|warmer|colder|hotter)\b/;

/** A question that weighs places against each other: a length in it is what to price. */
const WEIGHING = /\b(?:which (?:is|one|of)|than|vs|versus|compared?|comparing)\b/;

export const compare: Matcher = async (c, ctx) => {
  if (!COMPARE.test(c.text)) return null;
  // "Which is cheaper for a week, Budapest or Vienna?" asks a price, not a plan.
  if (WEIGHING.test(c.text) ? PLAN_VERBS.test(c.text) : asksForPlan(c.text)) return null;
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

export const costs: Matcher = async (c, ctx) => {
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
  const item = ITEM.exec(c.text)?.[1];
  const currency = new RegExp(String.raw`\bin (${CURRENCY_WORDS})\b`).exec(c.text)?.[1];
  return {
    type: 'costs',
    destination,
    per,
    ...(item ? { item: item.replace(/^(?:an?|one) /, '') } : {}),
    ...(currency && currencyOfWord(currency) ? { currency: currencyOfWord(currency)! } : {}),
  };
};

/**
 * "Price of a beer", "how much is a coffee": one thing's price. The catalogue's costs are whole
 * days (trav-154 asked for a beer in Oslo and got a week's budget as if it were the answer).
 */
const ITEM =
  /\b(?:price of|cost of|prices? for|how much (?:is|are|does|do|for)|costs? for)(?: an?| one| the)? ((?:pint|glass|bottle|cup) of \w+|beers?|pints?|coffees?|cappuccinos?|espressos?|cocktails?|glass of wine|wine|meals?|dinners?|lunch(?:es)?|breakfasts?|taxis?|cabs?|ubers?|metro tickets?|bus tickets?|train tickets?|tickets?|sandwich(?:es)?|water|ice creams?|gelato|pizzas?|burgers?)\b/;

/** Safety also as travellers ask it: "is egypt ok for that?" (trav-136 got no advisory). */
const COUNTRY_ASPECTS: [RegExp, IntentOf<'country_facts'>['aspect']][] = [
  [
    /\bcash\b|\b(?:credit |debit )?cards? (?:accepted|or cash|everywhere|widely)\b|\b(?:pay|paying) (?:by|with) (?:card|credit card)\b|\b(?:take|accept) (?:credit )?cards?\b|\batms?\b|\bcontactless\b/,
    'payment',
  ],
  [
    /\bcurrenc(?:y|ies)\b|\bwhat money\b|\bwhich money\b|\bmoney (?:do|does|is) (?:they|it|people)? ?use|\b(?:use|uses|using|pay (?:in|with)|accept|take|on) (?:the )?(?:euros?|dollars?|pounds?|francs?|kunas?|kron(?:e|er|or|a)|zloty|forints?|lira|lei|leva?|yen|yuan|rupees?|pesos?|baht|dirhams?|dinars?|rand)\b/,
    'currency',
  ],
  [/\blanguages?\b|\bspeak\b|\bspoken\b/, 'languages'],
  [/\bcapital\b/, 'capital'],
  [/\btime ?zones?\b|\bwhat time is it\b/, 'time_zone'],
  [
    /\b(?:is|are) (?:it|\w+(?: \w+)?) (?:safe|dangerous)\b|\b(?:is|are) \w+(?: \w+)? (?:ok|okay|alright|all right)(?: for (?:that|this|us|kids|children|families|a family|toddlers|babies|women|solo travell?ers))?(?= ?(?:\?|$))|\bsafety\b|\btravel advisor(?:y|ies)\b|\b(?:travel |government |state department |us |foreign office )?(?:advice|warnings?)\b|\bcrime\b|\bsafe to (?:visit|travel|go)\b/,
    'safety',
  ],
];

export const countryFacts: Matcher = async (c, ctx) => {
  const aspect = COUNTRY_ASPECTS.find(([re]) => re.test(c.text))?.[1];
  if (!aspect || asksForPlan(c.text)) return null;
  const destination = (await destinationsOf(c, ctx))[0] ?? (await tripDestination(ctx));
  if (!destination) return null;
  return { type: 'country_facts', destination, aspect };
};

const BEST_TIME =
  /\bbest (?:time|months?|season|period|weather) (?:to|for|of the year to)\b|\bwhen (?:is (?:it )?(?:the )?best|should (?:i|we)|(?:is )?(?:a )?good time|to) (?:to )?(?:go|visit|travel)\b|\bwhen to (?:go|visit|travel)\b|\bbest months?\b|\bwhen should (?:i|we) visit\b/;

/** "When is cherry blossom in Tokyo?", "when's the lantern festival": a season's dates. */
const WHEN_IS =
  /^(?:(?:so|and|ok|hmm|but) )?when(?:s| s| is| are| does| do)? (?:the )?((?:\w+ ){0,3}?\w+?)(?: season| time)? (?:in|at|on|around|near) /;

/**
 * Wildlife and sky seasons asked with the best time ("best month for iceland if i want puffins
 * AND a shot at northern lights"): their dates are not in the data, which the reply says
 * (trav-149 got Reykjavík's temperatures as if they answered).
 */
const SEASONAL =
  /\b(?:northern lights|aurora(?: borealis)?|midnight sun|puffins?|whales?|whale watching|dolphins?|orcas?|turtles?|penguins?|bears?|wildebeest migration|migration|cherry blossoms?|autumn colou?rs?|fall foliage|wild ?flowers?|tulips?|lavender)\b/g;

export const bestTime: Matcher = async (c, ctx) => {
  const when = BEST_TIME.test(c.text) || CLIMATE.test(c.text) ? null : WHEN_IS.exec(c.text);
  if ((!BEST_TIME.test(c.text) && !when) || asksForPlan(c.text)) return null;
  const s = new Scanner(c.text);
  if (when) s.take(new RegExp(`\\b${when[1]}\\b`));
  const seasons = when ? [] : [...new Set([...c.text.matchAll(SEASONAL)].map((m) => m[0]))];
  for (const season of seasons) s.take(new RegExp(`\\b${season}\\b`));
  const destination = (await destinationsOf(c, ctx, s))[0] ?? (await tripDestination(ctx));
  if (!destination) return null;
  const activity = when?.[1] ?? (seasons.length ? list(seasons) : undefined);
  return { type: 'best_time', destination, ...(activity ? { activity } : {}) };
};

const EAT =
  /\bwhat (?:should|can|to|do) (?:i |we |you )?eat\b|\bwhat(?:s|'s| is)? (?:good|best|nice|great|worth) to eat\b|\bwhat to eat\b|\b(?:local|typical|traditional|famous) (?:food|foods|dishes|dish|cuisine)\b|\bwhat (?:food|dishes?) (?:is|are|should)\b|\bmust eat\b/;

export const whatToEat: Matcher = async (c, ctx) => {
  if (!EAT.test(c.text) || asksForPlan(c.text)) return null;
  // "What's good to eat near the Pantheon" looks for places to eat, not for the local dishes.
  if (/\b(?:near|nearby|around|close to|next to)\b/.test(c.text)) return null;
  // The question's own words are not places ("eat" is one letter from "East").
  const s = new Scanner(c.text);
  s.take(EAT);
  const destination = (await destinationsOf(c, ctx, s))[0] ?? (await tripDestination(ctx));
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
  /\b(?:somewhere|some ?place|anywhere|where (?:should|could|can|to|is|do|would)|where in (?:the )?(?:europe|asia|africa|south america|central america|north america|south ?east(?:ern)? asia|the caribbean|caribbean|oceania|americas)\b|where's|wheres|destinations?|places to (?:go|visit|travel)|best places|cheap(?:est)? places|warm places|(?:city|beach) (?:break|holiday|vacation|trip)|suggest|recommend|ideas?)\b/;

/** "Surprise me", "been there, done that": places named beside it are where not to go. */
const SURPRISE = /\bsurprise (?:me|us)\b/;
const BEEN = /\b(?:done|been to|visited|seen|already)\b/;

/**
 * Whether a clause asks where to go ("somewhere warm", "surprise me", "where in Europe"), not
 * only says a wish: "mix of beach and mountains, mid june" beside "14 days in albania" is about
 * Albania (trav-020 was answered with İzmir and Alexandria).
 */
export const asksWhere = (c: Parameters<Matcher>[0]) =>
  WHERE.test(c.text) ||
  SURPRISE.test(c.raw.toLowerCase()) ||
  REGIONS.some(([re]) => re.test(c.text));

export const whereToGo: Matcher = async (c, ctx) => {
  const t = c.text;
  const wish = /\b(?:warm|hot|sunny|sun|beach(?:es)?|snowy|cool|tropical)\b/.test(t);
  // (Read in the clause as written: the scanner blanks "surprise me" as no town in Arizona.)
  const surprise = SURPRISE.test(c.raw.toLowerCase());
  const s = new Scanner(t);
  const christmas = /\b(?:christmas|xmas|new year)\b/.test(t);
  const asked = christmas ? 12 : monthOf(s, ctx.now);
  const regionHit = REGIONS.find(([re]) => re.test(t));
  // "10 days in europe in june": a continent and a time, no place (trav-059 planned Chicago).
  const open = WHERE.test(t) || wish || surprise || (regionHit !== undefined && asked !== null);
  if (!open || /\b(?:plan|itinerary)\b/.test(t)) return null;
  // "Surprise me, 1 week": next month, said in the reply (trav-124 planned the UK).
  const month = asked ?? (surprise ? ((ctx.now.getUTCMonth() + 1) % 12) + 1 : null);
  const region = regionHit?.[1] ?? null;
  if (regionHit) s.take(regionHit[0]);
  s.take(SURPRISE);
  // "Me and my mate Chad want somewhere sunny": a friend's name is no place (trav-037).
  for (const person of PEOPLE) while (s.take(person));
  const flight = await flightLimit(s, ctx);
  // A named destination ("where should I go in Paris") is a plan or a search, not this; beside
  // "surprise me, done thailand and bali already" the names are where the traveller has been.
  const named = await destinationsOf({ ...c, text: s.text }, ctx, s);
  if (named.length && !(surprise && BEEN.test(t))) return null;
  // "5 days in mallorca in september": a place was named, one the catalogue does not know; a
  // list of somewhere else (Salvador, Baku) answers another question (trav-016).
  if (!surprise && placeSlotName(t, isEnglishWord)) return null;
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
  // "10 days, surprise me": a length written as a number ("under $1000 a week" is a budget).
  const length = /\b(\d+) ?(days?|nights?|weeks?)\b/.exec(t);
  const days = length
    ? Number(length[1]) * (length[2]!.startsWith('week') ? 7 : 1) +
      (length[2]!.startsWith('night') ? 1 : 0)
    : null;
  return {
    type: 'where_to_go',
    month,
    feel,
    beach: /\b(?:beach|beaches|seaside|swim|swimming)\b/.test(t),
    maxWeekly: money ? Number((money[1] ?? money[2]!).replace(/,/g, '')) : null,
    continent: region,
    ...(days === null ? {} : { days }),
    ...(flight ? { flight } : {}),
  };
};

/** "Max 5h flight", "no more than 4 hours flying", "5h flight max". */
const FLIGHT_HOURS =
  /\b(?:max(?:imum)?|under|less than|no more than|at most|up to|within)\s+(?:an? )?(\d+(?:\.\d+)?)\s*(?:h|hrs?|hours?)(?:\s+(?:flight|flying|fly|by plane|on a plane))?\b|\b(\d+(?:\.\d+)?)\s*(?:h|hrs?|hours?)\s+(?:flight|flying)(?:\s+(?:max(?:imum)?|or less|tops))?\b/;
/** Where the flight leaves from: "from germany", "flying from manchester". */
const FLYING_FROM =
  /\bfrom\s+((?:[a-z'-]+\s?){1,3}?)(?=\s*(?:[,.;!?]|$)|\s+(?:max|under|and|with|in|for|no|at|within|less)\b)/;
/** Km a flight covers in an hour, after half an hour of taxi, climb and descent. */
const FLIGHT_KMH = 800;

/**
 * A flight limit from home ("from germany, max 5h flight"): trav-136 was offered Mumbai, Rio and
 * Dili, 6,000–12,000 km away. The distance is the straight line a flight of those hours covers.
 */
async function flightLimit(
  s: Scanner,
  ctx: Parameters<Matcher>[1],
): Promise<IntentOf<'where_to_go'>['flight']> {
  const hours = FLIGHT_HOURS.exec(s.text);
  const from = FLYING_FROM.exec(s.text);
  if (!hours || !from) return null;
  const [home] = await ctx.gazetteer.findDestinations(from[1]!.trim());
  if (!home || home.score < 0.95) return null;
  s.take(FLIGHT_HOURS);
  s.take(FLYING_FROM);
  const h = Number(hours[1] ?? hours[2]);
  return {
    hours: h,
    from: home.name,
    lat: home.lat,
    lng: home.lng,
    km: Math.round((Math.max(0.5, h - 0.5) * FLIGHT_KMH) / 100) * 100,
  };
}

const TIME_DIFFERENCE =
  /\btime (?:difference|gap|change)\b|\bhow many hours (?:ahead|behind|difference)\b|\bhours? (?:ahead|behind) (?:of )?\b/;

/** "Time difference between Sydney and London?" (or the trip's place and one named). */
export const timeDifference: Matcher = async (c, ctx) => {
  if (!TIME_DIFFERENCE.test(c.text)) return null;
  const s = new Scanner(c.text);
  s.take(TIME_DIFFERENCE);
  const named = await destinationsOf(c, ctx, s);
  const [a, b] = named.length >= 2 ? named : [...named, await tripDestination(ctx)];
  if (!a || !b) return null;
  return { type: 'time_difference', a, b };
};

const DAYS_NEEDED =
  /\bhow (?:many|much) (?:days|nights|time)\b(?! (?:in|of) (?:the|a) (?:year|week))|\bhow long (?:do|should|would|to|for|in|is)\b|\bis (\d+) (?:days?|nights?)\b[^;?]*\b(?:enough|too (?:long|short|much|little)|ok|okay|worth it)\b|\b(?:enough|worth) (?:\d+ )?(?:days?|time)\b/;

const DAYS_NEEDED_WORDS = [
  /\bhow (?:many|much) (?:days|nights|time)\b/,
  /\bhow long\b/,
  /\bis \d+ (?:days?|nights?)\b/,
  /\b(?:enough|worth it|too (?:long|short|much|little))\b/,
];

/**
 * "How many days do I need in Rome?", "is 1 day enough for Venice?": the days its sights take.
 * Not a plan: "plan 3 days in Rome" and "how many days would you like?" answers stay plans.
 */
export const daysNeeded: Matcher = async (c, ctx) => {
  const m = DAYS_NEEDED.exec(c.text);
  if (!m || PLAN_VERBS.test(c.text)) return null;
  if (!/\?|\b(?:need|enough|should|recommend|worth|suggest|take|would you)\b/.test(c.text))
    return null;
  // The question's own words are no place; the place may sit between them ("is 1 day in
  // Venice enough").
  const s = new Scanner(c.text);
  for (const words of DAYS_NEEDED_WORDS) s.take(words);
  const destination = (await destinationsOf(c, ctx, s))[0] ?? (await tripDestination(ctx));
  if (!destination) return null;
  const offered = m[1] ?? /\b(\d+) (?:days?|nights?)\b/.exec(c.text)?.[1];
  return { type: 'days_needed', destination, offered: offered ? Number(offered) : null };
};
