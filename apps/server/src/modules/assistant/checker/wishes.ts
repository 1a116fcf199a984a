/**
 * Wishes a traveller states that are no kind of place: who travels (a wheelchair, older parents),
 * how they eat, what they want to avoid. The planner cannot search the catalogue for them, so
 * the checker (plan-checker.ts) makes sure each one is either reflected in the plan (a slower
 * pace) or named in the reply as not served, never dropped without a word.
 */
export const WISH_KINDS = [
  'step_free',
  'older_travellers',
  'diet',
  'fewer_crowds',
  'no_car',
  'no_flights',
] as const;
export type WishKind = (typeof WISH_KINDS)[number];

export interface Wish {
  kind: WishKind;
  /** The traveller's own words, quoted back in the reply. */
  words: string;
}

const WISHES: [WishKind, RegExp][] = [
  [
    'step_free',
    /\b(?:wheel ?chairs?|wheelchair users?|mobility (?:scooter|issues?|problems?)|step[- ]free|(?:can'?t|cannot|can not) walk (?:far|much|long)|(?:uses?|with) (?:a )?(?:walker|cane|crutches|rollator)|bad (?:knees?|hips?|back)|limited mobility|accessible)\b/i,
  ],
  [
    'older_travellers',
    /\b(?:elderly|(?:my|our) (?:grand ?parents|grandma|grandpa|grandmother|grandfather|old(?:er)? (?:parents|folks|mum|mom|dad))|seniors?|in (?:their|his|her|our) (?:70s|80s|90s|seventies|eighties|nineties)|(?:7|8|9)\d[- ]?(?:year[- ]old|yo)\b|walks? (?:slow|slowly)|slow walkers?)/i,
  ],
  [
    'diet',
    /\b(?:vegan|vegetarian|veggie|halal|kosher|gluten[- ]free|coeliac|celiac|lactose|nut allergy|allergic to \w+|pescatarian)\b/i,
  ],
  [
    'fewer_crowds',
    /\b(?:(?:hate|avoid|no|not big on|not a fan of|don'?t like|dont like|away from (?:the )?)\s*(?:the )?(?:crowds?|tourist traps?|queues?|lines)|(?:not|nothing) (?:too )?touristy|off the beaten (?:path|track)|hidden gems?|less touristy|quiet(?:er)? (?:spots|places))\b/i,
  ],
  ['no_car', /\b(?:no car|without (?:a )?car|don'?t drive|dont drive|can'?t drive|not driving)\b/i],
  // "NO flights pls", "overland only": a long leg by plane works against it (trav-007).
  [
    'no_flights',
    /\b(?:no (?:domestic )?(?:flights?|flying|planes?)|(?:without|not|never|don'?t(?: want to)?|dont(?: want to)?|won'?t|hate|avoid) fly(?:ing)?|overland(?: only)?|by land only)\b/i,
  ],
];

/** The wishes a message states, each once, in the order of WISHES. */
export function wishesIn(text: string): Wish[] {
  const found: Wish[] = [];
  for (const [kind, re] of WISHES) {
    const m = re.exec(text);
    if (m) found.push({ kind, words: m[0].trim() });
  }
  return found;
}

/**
 * Words that turn an interest into something to leave out: "not into museums", "no churches
 * please", "we hate shopping", "skip the clubs". The interest finder marks a hit preceded by one
 * of these (in the same clause, at most three words before) as avoided instead of wanted.
 */
export const NEGATION_BEFORE =
  /(?:\bno|\bnot (?:into|interested in|big on|keen on|fond of|a fan of|really into|bothered about)|\bnot|\bnever|\bhate|\bhates|\bavoid|\bskip|\bwithout|\bdo(?:n'?t|nt| not) (?:like|want|need|eat|drink|care (?:about|for))|\bcan(?:'?t|not) (?:eat|have)|\ballergic to|\bsick of|\btired of|\bfed up with|\benough (?:of )?|\bless|\bfewer|\bnothing)\s+(?:\S+\s+){0,2}$/i;
