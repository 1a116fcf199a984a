import type { Intent, UnderstandContext } from './intents';
import { DAY, countWord, dayNumber } from './day-words';
import type { Clause } from './trip-edits';

/**
 * A lighter day of the trip: "we'll be jetlagged day 1, make it super light, like one thing",
 * "keep the last day easy, just two things". That day keeps its first stops (one, two, or as
 * many as said) and the reply names the ones taken off. Before, it was not understood at all.
 */
const LIGHT =
  '(?:super |really |very |extra |nice and )?(?:light|lighter|easy|easier|quiet|calm|gentle|short|slow|chill)';
const LIGHTER_DAY = new RegExp(
  `\\b${DAY}\\b[^.;?!]{0,40}?\\b${LIGHT}\\b|\\b${LIGHT}\\b[^.;?!]{0,20}?\\b${DAY}`,
);
const KEEP =
  /\b(?:just|only|like|max|maximum|at most)?\s*(one|a single|two|three|[123]) (?:thing|stop|place|sight|activity)s?\b/;

/**
 * Half days, every day: "mornings only please, baby sleeps afternoons" returned the same plan
 * (trav-111). Each day keeps its first two stops, so the afternoons are free.
 */
const HALF_DAYS =
  /\b(?:mornings? only|only (?:the )?mornings?|just (?:the )?mornings?|(?:keep )?(?:the )?afternoons? (?:off|free)|free afternoons?|(?:quiet|calm|restful|lazy) afternoons?|no plans? (?:in the )?afternoons?|nothing (?:in the )?afternoons?|(?:sleeps?|naps?|napping|rests?|resting) (?:in the |every |each |all )?afternoons?|half days?(?: only)?)\b/;

export function lightenDay(c: Clause, ctx: UnderstandContext): Intent | null {
  const trip = ctx.trip;
  if (trip && HALF_DAYS.test(c.text) && !new RegExp(`\\b${DAY}`).test(c.text)) {
    return { type: 'lighten_day', day: null, keep: 2 };
  }
  const m = LIGHTER_DAY.exec(c.text);
  if (!trip || !m) return null;
  const word = (m[1] ?? m[2] ?? m[3] ?? m[4])!;
  const day = dayNumber(word, trip);
  if (!(day >= 1 && day <= trip.days)) return null;
  const said = KEEP.exec(c.text)?.[1];
  const keep = said ? countWord(said.replace(/^a /, '')) : 2;
  return { type: 'lighten_day', day, keep };
}
