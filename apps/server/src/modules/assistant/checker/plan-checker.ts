import { toUsd } from './exchange-rates';
import type { Wish } from './wishes';

/**
 * The checker every planned trip passes before its reply is written (docs/assistant.md, "The
 * checker"): the reply is compared with what was asked and with the plan itself, and repaired
 * where they disagree — a budget compared for the whole party and in the traveller's currency,
 * no "I found no palaces" beside a palace on day 3, no substitute destination beyond a day trip,
 * every stated wish reflected or named. Pure functions over plain facts, used by the built-in
 * brain (builtin/plan-step.ts) and the model brain's plan tool (llm-brain.ts) alike.
 */

/** A place offered instead when the destination lacks a kind of place. */
export interface Alternative {
  category: string;
  name: string;
  countryName: string;
  km: number;
  from: string;
}

/** Farther than this is no longer a day trip: it is another destination, not a substitute. */
export const DAY_TRIP_KM = 150;

/** Substitutes a traveller can reach in a day, in the destination's own country. */
export function nearbyAlternatives(
  alternatives: readonly Alternative[],
  homeCountry: string | null,
): Alternative[] {
  return alternatives.filter(
    (alt) => alt.km <= DAY_TRIP_KM && (homeCountry === null || alt.countryName === homeCountry),
  );
}

/** Words in a place's name that say what it is, where the category's own word is not enough. */
const NAME_WORDS: Record<string, string> = {
  markets: 'market|bazaar|souk|mercado|marché|mercat|halle',
  beaches: 'beach|playa|praia|plage|spiaggia',
  peaks: 'mount|peak|hill|volcano',
};

/**
 * The name words a search for a kind of place may also match, where a name says the kind
 * surely (a "Grand Bazaar" filed as a sight is a market); hills and mounts name districts and
 * estates too, so peaks are found by category only.
 */
export function pickNameWords(categories: readonly string[]): string | null {
  const stems = categories.flatMap((c) =>
    c === 'markets' || c === 'beaches' ? [NAME_WORDS[c]!] : [],
  );
  return stems.length ? stems.join('|') : null;
}

/**
 * Names of sights that serve a kind of food left out: "we dont eat fish" left Tsukiji fish
 * market in a plan that said "I left out seafood" (trav-004, judged untrue).
 */
const AVOID_NAME_WORDS: Record<string, string> = {
  seafood: 'fish|seafood|oysters?|crab|lobster',
};

/** The name words of sights to leave out with the categories avoided, or null. */
export function avoidNameWords(avoid: readonly string[]): string | null {
  const stems = avoid.flatMap((c) => (AVOID_NAME_WORDS[c] ? [AVOID_NAME_WORDS[c]] : []));
  return stems.length ? stems.join('|') : null;
}

/** A planned stop, as the checker reads it: its categories and its name. */
export interface PlannedStop {
  categories: readonly string[];
  name: string;
}

/**
 * Whether the plan holds a kind of place: a stop of that category, or one whose name says it
 * ("Chatuchak Weekend Market" is filed as a sight, not under markets).
 */
export function planHas(category: string, stops: readonly PlannedStop[]): boolean {
  return stops.some((stop) => isOfKind(category, stop));
}

/** A stop of that category, or one whose name says it. */
export function isOfKind(category: string, stop: PlannedStop): boolean {
  const stem = NAME_WORDS[category] ?? category.replace(/-/g, ' ').replace(/(?:es|s)$/, '');
  return stop.categories.includes(category) || new RegExp(`\\b(?:${stem})`, 'i').test(stop.name);
}

/** "I found no X there" only for kinds of place the plan really has none of. */
export function trulyMissing(missing: readonly string[], stops: readonly PlannedStop[]): string[] {
  return missing.filter((category) => !planHas(category, stops));
}

/** "I built it around X" only for kinds of place the plan really holds. */
export function trulyHonoured(
  honoured: readonly string[],
  stops: readonly PlannedStop[],
): string[] {
  return honoured.filter((category) => planHas(category, stops));
}

export interface BudgetAsked {
  amount: number;
  /** ISO 4217; null for a bare number (read as US dollars, and said so). */
  currency: string | null;
  perPerson: boolean;
}

export interface BudgetVerdict {
  /** How many people the estimate was multiplied by (1 for a per-person budget). */
  people: number;
  /** The trip's cost for those people, US dollars. */
  costUsd: number;
  /** The traveller's budget in US dollars. */
  budgetUsd: number;
  fits: boolean;
  /** The conversion used, when the budget was in another currency. */
  rate: { currency: string; perUsd: number; date: string; source: string } | null;
}

/**
 * The traveller's budget against the plan: per person or for the whole party (a budget for two
 * covers two people's stays, food and tickets), in US dollars at a dated reference rate. Null
 * when the currency cannot be converted (the reply then says so instead of comparing).
 */
export function budgetVerdict(
  asked: BudgetAsked,
  estimatePerPersonUsd: number,
  travellers: number | null,
): BudgetVerdict | null {
  const currency = (asked.currency ?? 'USD').toUpperCase();
  const converted = currency === 'USD' ? null : toUsd(asked.amount, currency);
  if (currency !== 'USD' && !converted) return null;
  const budgetUsd = converted?.usd ?? asked.amount;
  const people = asked.perPerson ? 1 : Math.max(1, travellers ?? 1);
  const costUsd = estimatePerPersonUsd * people;
  return {
    people,
    costUsd,
    budgetUsd,
    fits: budgetUsd >= costUsd,
    rate: converted
      ? { currency, perUsd: converted.perUsd, date: converted.date, source: converted.source }
      : null,
  };
}

/** What the plan did about a wish the catalogue cannot search for, in one sentence. */
export function wishNote(wish: Wish, plan: { pace: string; stopsPerDayMax: number }): string {
  switch (wish.kind) {
    case 'step_free':
      return `You mentioned "${wish.words}": I have no step-free or wheelchair access data for these places, so I kept it to at most ${plan.stopsPerDayMax} stops a day close together; please check each place's access before you go.`;
    case 'older_travellers':
      return `With "${wish.words}" in mind I kept an easy pace, at most ${plan.stopsPerDayMax} stops a day; ask me for shorter days or fewer stops if that is still too much.`;
    case 'diet':
      return `Our food data says nothing about ${wish.words} options, so I could not plan for it; check the menus of the places you pick.`;
    case 'fewer_crowds':
      return `I can't tell how crowded places are (our data has no visitor times), so the plan follows ratings and includes famous sights; ask me to swap any of them for quieter ones.`;
    case 'no_flights':
      return 'No flights: every long leg goes over land by bus or train (or by ferry where the route crosses the sea); tell me if any leg should change.';
    case 'no_car':
      return 'No car needed: stops in a day are reached on foot or by public transport where they are close; tell me if any leg should change.';
  }
}

/** A destination country's travel advisory, as the catalogue presents it. */
export interface CountryAdvisory {
  country: string;
  level: number;
  /** The presented sentence (facts.presenter presentAdvisory): source, level, title, date. */
  text: string;
  url: string;
  varies: boolean;
}

/**
 * The advisories a plan must lead with: any country the U.S. State Department rates Level 3
 * ("Reconsider travel") or 4 ("Do not travel"), or whose level varies by region up to those. A
 * trip to Syria is planned when asked, but never as if it were a trip to Portugal.
 */
export function safetyNotes(advisories: readonly CountryAdvisory[]): string[] {
  return advisories
    .filter((a) => a.level >= 3)
    .map((a) =>
      a.varies
        ? `Before you book ${a.country}: ${a.text}. Check which regions your days touch: ${a.url}`
        : `Before you book: ${a.text} for ${a.country}. Read it first (${a.url}); travel insurance often does not cover a country at this level.`,
    );
}
