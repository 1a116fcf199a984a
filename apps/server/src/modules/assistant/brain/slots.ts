import { MAX_TRIP_DAYS, type TransportType } from '@ai-map/contracts';

/**
 * Slot extractors over the normalised message (tokens.ts `normalize`: folded words, digits for
 * number words, "2th" for ordinals). A {@link Scanner} hands each extractor the text and blanks
 * what it used, so later extractors and the name lookup never see a phrase twice.
 */
export class Scanner {
  /** The text as given, before any span was blanked (positions are the same). */
  readonly original: string;
  constructor(public text: string) {
    this.original = text;
  }

  /** The first match of `re` (global flag not needed), blanked out of the text. */
  take(re: RegExp): RegExpExecArray | null {
    const m = new RegExp(re.source, re.flags.replace('g', '')).exec(this.text);
    if (m) this.blank(m.index, m.index + m[0].length);
    return m;
  }

  test(re: RegExp): boolean {
    return re.test(this.text);
  }

  /** Replaces a span by a barrier (";" then spaces) of the same length. */
  blank(start: number, end: number) {
    if (end <= start) return;
    this.text =
      this.text.slice(0, start) + ';' + ' '.repeat(end - start - 1) + this.text.slice(end);
  }
}

const clampDays = (n: number) => Math.min(MAX_TRIP_DAYS, Math.max(1, Math.round(n)));

/**
 * The trip's length in days. Nights count as nights + 1 days ("five nights" is six days: the
 * day of arrival to the day of departure). "a week" 7, "two weeks"/"a fortnight" 14, "long
 * weekend" 3, "weekend" 2, "a few days" 3, "a couple of days" 2, "a day trip" 1; a range
 * ("3 to 4 days") takes its longer end.
 */
export function takeDays(s: Scanner): number | null {
  const patterns: [RegExp, (m: RegExpExecArray) => number][] = [
    [/\b(\d+) to (\d+) (?:full )?days?\b/, (m) => Number(m[2])],
    [/\b(\d+) to (\d+) weeks?\b/, (m) => Number(m[2]) * 7],
    [/\b(?:a|1) weeks? and a half\b/, () => 10],
    [/\b(\d+(?:\.\d+)?) (?:full |whole )?(?:days?|d)\b/, (m) => Number(m[1])],
    [/\b(\d+(?:\.\d+)?) (?:nights?)\b/, (m) => Number(m[1]) + 1],
    // "Stopping in Crete for a night": one night is two days, as "2 nights" is three.
    [/\b(?:for|stay(?:ing)?|spend(?:ing)?) (?:just )?(?:a|one|1) night\b(?! out)/, () => 2],
    [/\b(\d+(?:\.\d+)?) (?:weeks?|wks?)\b/, (m) => Number(m[1]) * 7],
    [/\b(?:a|one|1) fortnight\b|\bfortnight\b/, () => 14],
    [/\b(?:a|one|1) month\b/, () => 30],
    [/\blong weekend\b/, () => 3],
    [/\bweekend\b/, () => 2],
    [/\b(?:a|one|the) week\b|\bweek long\b|\bweeklong\b/, () => 7],
    [/\ba few days\b|\bfew days\b|\bsome days\b/, () => 3],
    [/\b(?:a )?couple (?:of )?days\b/, () => 2],
    [/(?<!\b(?:next|this|last|that|per|a) )\bweek\b(?! (?:of|ago|end))/, () => 7],
    [/\b(?:a )?day trip\b|\b(?:a|one|1) day\b(?! (?:of|to|less|more|fewer) )/, () => 1],
  ];
  for (const [re, value] of patterns) {
    const m = s.take(re);
    if (m) return clampDays(value(m));
  }
  return null;
}

export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_RE =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const monthOf = (word: string) => MONTHS.findIndex((m) => m.startsWith(word.slice(0, 3))) + 1;

export type Season = 'spring' | 'summer' | 'autumn' | 'winter';
/** Northern-hemisphere seasons: the months each covers. */
export const SEASON_MONTHS: Record<Season, number[]> = {
  spring: [3, 4, 5],
  summer: [6, 7, 8],
  autumn: [9, 10, 11],
  winter: [12, 1, 2],
};

export interface When {
  month: number | null;
  season: Season | null;
  year: number | null;
  /** ISO dates of a range the message gave. */
  start: string | null;
  end: string | null;
}

const iso = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The year in which month/day next comes (this year, or next if it has passed). */
function nextYear(now: Date, month: number, day = 1): number {
  const y = now.getUTCFullYear();
  const passed =
    month < now.getUTCMonth() + 1 || (month === now.getUTCMonth() + 1 && day < now.getUTCDate());
  return passed ? y + 1 : y;
}

// "may" and "march" are also a verb: they count as months only after a time preposition or
// next to a day number.
const TIME_PREP =
  '(?:in|during|for|next|this|early|late|mid|of|by|until|till|through|around|from|to|before|after|start of|end of|beginning of|middle of)';

/** When the trip is: a date range, a month or a season (with the year it next comes). */
export function takeWhen(s: Scanner, now: Date): When | null {
  const range =
    s.take(
      new RegExp(
        `\\b(?:from )?${MONTH_RE} (\\d{1,2})(?:th)? (?:to|until|till|and|through) (?:${MONTH_RE} )?(\\d{1,2})(?:th)?\\b`,
      ),
    ) ?? null;
  if (range) {
    const m1 = monthOf(range[1]!);
    const m2 = range[3] ? monthOf(range[3]) : m1;
    return dateRange(now, m1, Number(range[2]), m2, Number(range[4]));
  }
  const dayFirst = s.take(
    new RegExp(
      `\\b(?:from )?(?:the )?(\\d{1,2})(?:th)?(?: of)?(?: ${MONTH_RE})? (?:to|until|till|through) (?:the )?(\\d{1,2})(?:th)?(?: of)? ${MONTH_RE}\\b`,
    ),
  );
  if (dayFirst) {
    const m2 = monthOf(dayFirst[4]!);
    const m1 = dayFirst[2] ? monthOf(dayFirst[2]) : m2;
    return dateRange(now, m1, Number(dayFirst[1]), m2, Number(dayFirst[3]));
  }
  const season = s.take(
    /\b(?:(next|this|coming|in the|in|during|for|over the|over|early|late) )?(spring|summer|autumn|winter|fall)(?: time| break| holidays?)?\b/,
  );
  if (season && (season[2] !== 'fall' || season[1])) {
    const name = (season[2] === 'fall' ? 'autumn' : season[2]) as Season;
    const first = SEASON_MONTHS[name][0]!;
    let year = nextYear(now, first === 12 ? 12 : SEASON_MONTHS[name][2]!, 28);
    if (season[1] === 'next' && year === now.getUTCFullYear() && inSeason(now, name)) year++;
    return { month: null, season: name, year, start: null, end: null };
  }
  const month =
    s.take(new RegExp(`\\b${TIME_PREP} (?:the )?(?:month of )?${MONTH_RE}\\b`)) ??
    s.take(
      /\b(jan(?:uary)?|feb(?:ruary)?|apr(?:il)?|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/,
    );
  if (month) {
    const m = monthOf(month[1]!);
    return { month: m, season: null, year: nextYear(now, m, 31), start: null, end: null };
  }
  return null;
}

function inSeason(now: Date, season: Season): boolean {
  return SEASON_MONTHS[season].includes(now.getUTCMonth() + 1);
}

function dateRange(now: Date, m1: number, d1: number, m2: number, d2: number): When | null {
  if (!m1 || !m2 || d1 < 1 || d1 > 31 || d2 < 1 || d2 > 31) return null;
  const y1 = nextYear(now, m1, d1);
  const y2 = m2 < m1 ? y1 + 1 : y1;
  return { month: m1, season: null, year: y1, start: iso(y1, m1, d1), end: iso(y2, m2, d2) };
}

/** Days of a date range, both ends included. */
export function daysOfRange(when: When): number | null {
  if (!when.start || !when.end) return null;
  const days = (Date.parse(when.end) - Date.parse(when.start)) / 86_400_000 + 1;
  return days >= 1 ? clampDays(days) : null;
}

export type BudgetLevel = 'low' | 'medium' | 'high';
export interface Budget {
  level: BudgetLevel | null;
  amount: number | null;
  /** ISO 4217 code; null when the message gave a bare number. */
  currency: string | null;
  perPerson: boolean;
}

const SYMBOL_CURRENCY: Record<string, string> = {
  $: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '₹': 'INR',
  '฿': 'THB',
  '₩': 'KRW',
};
/** Currency words as travellers write them; the checker converts those the ECB publishes. */
const WORD_CURRENCY: [RegExp, string][] = [
  [/^(?:usd|us dollars?|dollars?|bucks)$/, 'USD'],
  [/^(?:eur|euros?)$/, 'EUR'],
  [/^(?:gbp|pounds?|quid)$/, 'GBP'],
  [/^(?:jpy|yen)$/, 'JPY'],
  [/^(?:chf|swiss francs?|francs?)$/, 'CHF'],
  [/^(?:aud|australian dollars?|aussie dollars?)$/, 'AUD'],
  [/^(?:cad|canadian dollars?)$/, 'CAD'],
  [/^(?:nzd|nz dollars?|new zealand dollars?)$/, 'NZD'],
  [/^(?:sgd|singapore dollars?)$/, 'SGD'],
  [/^(?:hkd|hong kong dollars?)$/, 'HKD'],
  [/^(?:inr|rupees?|rs)$/, 'INR'],
  [/^(?:thb|baht)$/, 'THB'],
  [/^(?:krw|won)$/, 'KRW'],
  [/^(?:cny|rmb|yuan)$/, 'CNY'],
  [/^(?:sek|swedish kronor|swedish krona)$/, 'SEK'],
  [/^(?:nok|norwegian kroner)$/, 'NOK'],
  [/^(?:dkk|danish kroner)$/, 'DKK'],
  [/^(?:czk|czech crowns?|koruna)$/, 'CZK'],
  [/^(?:pln|zloty|zlotys)$/, 'PLN'],
  [/^(?:huf|forints?)$/, 'HUF'],
  [/^(?:try|turkish lira|lira)$/, 'TRY'],
  [/^(?:mxn|mexican pesos?)$/, 'MXN'],
  [/^(?:brl|reais|reals?)$/, 'BRL'],
  [/^(?:zar|rand)$/, 'ZAR'],
  [/^(?:idr|rupiah)$/, 'IDR'],
  [/^(?:myr|ringgit)$/, 'MYR'],
  [/^(?:php|philippine pesos?)$/, 'PHP'],
  [/^(?:ils|shekels?)$/, 'ILS'],
];
/** The ISO code of a currency word ("pounds" → GBP), or null. */
export const currencyOfWord = (word: string) =>
  WORD_CURRENCY.find(([re]) => re.test(word))?.[1] ?? null;
export const CURRENCY_WORDS = String.raw`usd|us dollars?|dollars?|bucks|eur|euros?|gbp|pounds?|quid|jpy|yen|chf|swiss francs?|francs?|aud|australian dollars?|aussie dollars?|cad|canadian dollars?|nzd|nz dollars?|new zealand dollars?|sgd|singapore dollars?|hkd|hong kong dollars?|inr|rupees?|rs|thb|baht|krw|won|cny|rmb|yuan|sek|swedish kronor|swedish krona|nok|norwegian kroner|dkk|danish kroner|czk|czech crowns?|koruna|pln|zloty|zlotys|huf|forints?|try|turkish lira|lira|mxn|mexican pesos?|brl|reais|reals?|zar|rand|idr|rupiah|myr|ringgit|php|philippine pesos?|ils|shekels?`;
/**
 * "AU$4,000", "NZ$900": the letters before a dollar sign name which dollar. Single letters
 * ("A$") are left out: the folded text cannot tell them from "a $4,000 budget".
 */
const DOLLAR_PREFIX: Record<string, string> = {
  au: 'AUD',
  aud: 'AUD',
  ca: 'CAD',
  cad: 'CAD',
  nz: 'NZD',
  hk: 'HKD',
  us: 'USD',
};

export function takeBudget(s: Scanner): Budget | null {
  const perPerson = s.take(/\b(?:per person|each|a head|per head|pp)\b/) !== null;
  const symbol = s.take(
    /(?:\b(?:budget (?:of|is)|under|below|max|maximum|up to|around|about|less than|no more than|spend|spending) )?(?:\b(au|aud|ca|cad|nz|hk|us) ?)?([$€£¥₹฿₩])(\d+(?:\.\d+)?)/,
  );
  if (symbol) {
    return {
      level: null,
      amount: Number(symbol[3]),
      currency:
        symbol[2] === '$' && symbol[1]
          ? DOLLAR_PREFIX[symbol[1]]!
          : (SYMBOL_CURRENCY[symbol[2]!] ?? null),
      perPerson,
    };
  }
  const worded = s.take(
    new RegExp(
      String.raw`\b(?:(?:budget (?:of|is)|under|below|max|maximum|up to|around|about|less than|no more than|spend|spending) )?(\d{2,}(?:\.\d+)?) (${CURRENCY_WORDS})\b`,
    ),
  );
  if (worded) {
    const currency = WORD_CURRENCY.find(([re]) => re.test(worded[2]!))?.[1] ?? null;
    return { level: null, amount: Number(worded[1]), currency, perPerson };
  }
  const bare = s.take(/\bbudget (?:of |is |around |about )?(\d{3,}(?:\.\d+)?)\b/);
  if (bare) return { level: null, amount: Number(bare[1]), currency: null, perPerson };
  const levels: [RegExp, BudgetLevel][] = [
    [
      /\b(?:cheap(?:ly)?|on a (?:tight |small |low )?budget|budget friendly|low budget|low cost|affordable|inexpensive|backpack(?:er|ing)?|shoestring|not too expensive|not expensive|student|frugal|tight budget|small budget|save money|budget)\b/,
      'low',
    ],
    [
      /\b(?:luxury|luxurious|splurge|high end|fancy|5 star|upscale|premium|no budget|money is no object|lavish)\b/,
      'high',
    ],
    [/\b(?:mid range|moderate budget|medium budget|mid budget|reasonable|comfortable)\b/, 'medium'],
  ];
  for (const [re, level] of levels) {
    if (s.take(re)) return { level, amount: null, currency: null, perPerson };
  }
  return null;
}

/** How many people travel, when the message says. */
export function takeTravellers(s: Scanner): number | null {
  const number: RegExp[] = [
    /\b(?:for|with) (\d+) (?:people|persons|adults|travell?ers|pax|guests|friends|of us)\b/,
    /\b(\d+) (?:people|persons|adults|travell?ers|pax|of us)\b/,
    /\b(?:we are|we're|there are|there will be) (\d+)\b/,
    /\b(?:family|group) of (\d+)\b/,
  ];
  for (const re of number) {
    const m = s.take(re);
    if (m) return Number(m[1]);
  }
  // "Me + my wife + our 2 kids" (trav-001 was priced for one): "+", "&" and commas join too.
  const kids =
    /(?:\b(?:and|with)|\+|&|,) (?:our |my |the )?(\d+) (?:kids|children|sons|daughters|teenagers)\b/;
  const partner = s.take(
    /\b(?:both of us|the 2 of us|us 2|we 2)\b|(?:\b(?:with|and)|\+|&) my (?:wife|husband|partner|girlfriend|boyfriend|fiancee?|spouse|mum|mom|dad|mother|father|sister|brother|friend|best friend)\b|\bme,? my (?:wife|husband|partner)\b|\bme and my (?:wife|husband|partner|girlfriend|boyfriend|friend|mum|mom|dad)\b|\b(?:honeymoon|couple|romantic|anniversary|couples)\b|\bfor (?:the )?2 of us\b/,
  );
  const children = s.take(kids);
  if (partner) return 2 + (children ? Number(children[1]) : 0);
  if (children) return 1 + Number(children[1]);
  if (s.take(/\b(?:solo|alone|by myself|on my own|just me|single traveller)\b/)) return 1;
  return null;
}

export type Pace = 'relaxed' | 'normal' | 'packed';

/**
 * How someone walks is no transport: "mum walks slow" planned every leg on foot and said "14 legs
 * now go on foot" to a family with a wheelchair (trav-002); the wish is read by checker/wishes.ts.
 */
const HOW_THEY_WALK =
  /\b(?:walks? (?:slow(?:ly)?|badly|poorly|with (?:a |difficulty)\w*)|(?:can'?t|cannot|can not|doesn'?t|does not|don'?t|hard to|trouble|struggles? to|not able to|unable to) walk(?:ing)?|slow walk(?:ers?|ing)|(?:too much|less|a lot of|lots of) walking|walking (?:sticks?|frames?|aids?|canes?))\b/;

export function takePace(s: Scanner): Pace | null {
  // Slow walkers along make a calmer trip, and their walking words are no transport after.
  if (s.take(HOW_THEY_WALK)) return 'relaxed';
  if (
    s.take(
      // "A quiet afternoon each day, the little one naps", "mornings only, baby sleeps
      // afternoons" (trav-001, trav-111 got "Sorry, I didn't get that").
      /\b(?:relax(?:ed|ing)?|slow(?:er)?(?: paced)?|chill(?:ed)?|laid back|easy going|easygoing|leisurely|not too (?:busy|rushed|packed|hectic)|take it easy|lazy|unhurried|no rush|quiet afternoons?|afternoons? (?:off|free)|free afternoons?|mornings? only|only (?:the )?mornings?|half days?|naps?)\b/,
    )
  ) {
    return 'relaxed';
  }
  if (
    s.take(
      /\b(?:packed|jam packed|action packed|busy|intense|hectic|as much as (?:possible|we can|i can)|fast paced|see everything|full schedule|maximi[sz]e)\b/,
    )
  ) {
    return 'packed';
  }
  if (s.take(/\b(?:normal|moderate|medium|balanced) pace\b/)) return 'normal';
  return null;
}

/** Words for a means of transport, as our transport types. */
export const TRANSPORT_WORDS: [RegExp, TransportType][] = [
  [/\b(?:by )?(?:trains?|rail|railways?|railroads?)\b/, 'railroads'],
  [/\b(?:by )?(?:bus(?:es)?|coach(?:es)?|public transport|public transit)\b/, 'bus'],
  // "One boat day", "a Bosphorus boat" are outings, not how to travel every leg: a boat is the
  // transport only "by boat"; a ferry is, unless it is a day, trip, tour or ride.
  [
    /\bby (?:ferry|ferries|boats?)\b|\bferr(?:y|ies)\b(?! (?:day|trip|tour|ride|cruise))/,
    'ferries',
  ],
  [/\b(?:by )?(?:planes?|flights?|air|fly|flying|airlines?)\b/, 'airlines'],
  // "We love coast walks", "a forest walk": an outing, not how to go (trav-053 went on foot).
  [
    /\b(?:on foot|by foot|(?<!\b(?:coast|coastal|cliff|nature|country|hill|mountain|forest|beach|river|lake|canal|long|guided|night|food|ghost|glacier|bush|woodland|seaside) )(?:walk|walking|walks))\b/,
    'walk',
  ],
  [/\b(?:by )?(?:car|cars|drive|driving|rental car|rent a car|road trip|taxi|taxis)\b/, 'car'],
];

/**
 * A means of transport said not to be wanted ("no car", "without a car", "we don't drive"), or
 * complained of: "too long in a car" (trav-012 got "3 legs now go by car"), "we hate long car
 * rides", "no more buses", "not by train".
 */
const NOT_THIS_TRANSPORT =
  // "350k yen for the two of us excluding flights": the budget's edge, no transport (trav-004
  // went Tokyo → Kyoto "by plane").
  /\b(?:excluding|excl|not including|except(?: for)?|apart from|plus|on top of|no|no more|without(?: a)?|not|don'?t(?: want to| like)?|do not(?: want to| like)?|can'?t|cannot|never|won'?t|hate|hates|avoid(?:ing)?|sick of|tired of|fed up with|too (?:long|much|many hours|far))(?: (?:by|in|on|a|the|long|any|more|such|so|much|time|hours?|of))* (?:car|cars|driving|drive|drives|taxis?|flights?|flying|fly|planes?|bus|buses|coach(?:es)?|trains?|ferr(?:y|ies)|boats?)(?: (?:rides?|trips?|journeys?|travel))?\b/;

export function takeTransport(s: Scanner): TransportType | null {
  // "No car" is a wish (checker/wishes.ts), never the transport asked.
  while (s.take(NOT_THIS_TRANSPORT));
  while (s.take(HOW_THEY_WALK));
  for (const [re, mode] of TRANSPORT_WORDS) {
    if (s.take(re)) return mode;
  }
  return null;
}
