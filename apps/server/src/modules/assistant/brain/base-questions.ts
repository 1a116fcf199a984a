import { destinationsOf, type Matcher } from './question-helpers';
import { Scanner } from './slots';

/**
 * Asking where to stay: "Keswick or Windermere as base?", "is Positano or Sorrento a better
 * base without a car", "we'll be based in one place, where?", "where should we stay?"
 * (trav-064, trav-167, trav-131 got a climate summary or a counter-question).
 */
const BASE =
  /\b(?:as (?:a |our |my |the )?base|(?:better|best|good|ideal|one|1|single) base|base (?:ourselves|myself|us)|based (?:in|at|out of) (?:one|1)|stay (?:in|at) (?:one|1) (?:place|town|spot|hotel)|where (?:should|shall|do|could|would|can) (?:we|i) (?:stay|sleep|be based|base)|where to (?:stay|base)|which (?:town|city|village|area|place|one) (?:to|should (?:we|i)|would you) (?:stay|base|pick|choose|sleep))\b/;

/** A base asked about, not one stated in a request ("5 days, Sorrento as a base"). */
const ASKING = /\?|\b(?:where|which|or|better|best)\b/;

const NO_CAR =
  /\b(?:no[- ]?car|car[- ]free|without (?:a |the )?car|(?:do not|don't|dont|can't|cannot) drive)\b/;

export const whereToBase: Matcher = async (c, ctx) => {
  if (!BASE.test(c.text) || !ASKING.test(c.raw.toLowerCase())) return null;
  // The question's own words are no place ("a base" is no town called Base).
  const s = new Scanner(c.text);
  while (s.take(BASE) || s.take(NO_CAR) || s.take(/\bbase\b/));
  const candidates = await destinationsOf(c, ctx, s);
  // Nothing to weigh and no trip to weigh it by: the plan request it sits in answers first.
  if (!candidates.length && !ctx.trip?.stops?.length) return null;
  return { type: 'where_to_base', candidates, noCar: NO_CAR.test(c.text) };
};
