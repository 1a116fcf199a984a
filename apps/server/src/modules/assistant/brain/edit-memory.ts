import { DAY, dayNumber } from './day-words';
import type { Intent, UnderstandContext } from './intents';
import { placeNameScore } from './name-matching';
import { stopByName } from './names';
import type { Clause } from './trip-edits';

/**
 * Messages about the chat's last edit (its record: edit-memory.schema.ts): "actually put it back
 * but on the last morning" (trav-096 got "I couldn't read that"), "what's now on the day the
 * vatican used to be?" (trav-099: a catalogue miss on the whole sentence).
 */

const PUT_BACK =
  /\b(?:put|bring|add|get) (it|them|that|those|(?:the |that |those )?[a-z' ]{2,30}?) (?:back|again)\b|\bundo (?:that|it|the last)\b|^undo\b/;
/** A name that fits a removed stop this well is that stop (the bar `stopByName` uses). */
const SAME_NAME = 0.69;
/** "On the last morning", "first thing on day 3": the first stop of that day. */
const MORNING = /\b(?:morning|first thing|to start|at the start)\b/;

/** "Put it back (on day 3 / the last morning)": the stops the last edit removed, restored. */
export function putBack(c: Clause, ctx: UnderstandContext): Intent | null {
  const asked = PUT_BACK.exec(c.text);
  if (!ctx.trip || !asked) return null;
  // "Put the Louvre back" restores the Louvre only: another name is no restore of this edit.
  const named = asked[1] && !/^(?:it|them|that|those)$/.test(asked[1]) ? asked[1] : null;
  const removed = (ctx.lastEdit?.removed ?? []).filter(
    (stop) => named === null || placeNameScore(named, stop.name) > SAME_NAME,
  );
  if (!removed.length) return null;
  const day = new RegExp(`\\b${DAY}`).exec(
    c.text.replace(/\blast (morning|evening)\b/, 'last day'),
  );
  return {
    type: 'restore_stops',
    stops: removed,
    day: day ? dayNumber((day[1] ?? day[2])!, ctx.trip) : null,
    first: MORNING.test(c.text),
  };
}

const USED_TO_BE =
  /\b(?:what(?:'s| is)?|which stops?) .*\b(?:the )?day (?:that |where |when )?(?:the )?(.+?) (?:used to be|was (?:on )?before|was)\b/;

/**
 * "What's now on the day the vatican used to be?": after a swap, the other day of the swap.
 * The day the named stop is on now is one of the two; the question asks for the other.
 */
export function dayItUsedToBe(c: Clause, ctx: UnderstandContext): Intent | null {
  const swapped = ctx.lastEdit?.swapped;
  if (!ctx.trip || !swapped || !USED_TO_BE.test(c.text)) return null;
  const [a, b] = swapped;
  const phrase = USED_TO_BE.exec(c.text)![1]!;
  const onSwapped = ctx.trip.stops.filter((stop) => stop.day === a || stop.day === b);
  const now = stopByName({ ...ctx.trip, stops: onSwapped }, phrase);
  // The stop named is on one swapped day now; it "used to be" on the other. A name on neither
  // is not guessed at.
  if (!now) return null;
  return { type: 'trip_lookup', day: now.day === a ? b : a, asked: [] };
}
