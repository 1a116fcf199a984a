import type { Intent, UnderstandContext } from './intents';
import { takeTransport, Scanner } from './slots';
import type { Clause } from './trip-edits';

/**
 * "How do we get to Khiva by train, is it long?" in a chat with a trip: a question about the leg
 * into a place of the trip, answered from the trip (its planned transport and time), not an
 * order to send every leg by train (a traveller's question changed 3 legs of their plan).
 */
const HOW_TO_GET =
  /\bhow (?:do|can|would|should|will|did) (?:we|i|you|they|one) (?:get|go|travel|reach|make it) (?:to|into|down to|up to|over to) (?:the )?(.+?)(?:\s+(?:by|on|with|from)\b.*)?(?:$|[,;?!.])/;
const HOW_LONG_TO =
  /\bhow (?:long|far) (?:is it|does it take|would it take|will it take|is the (?:trip|ride|journey|drive|train)) (?:to get )?to (?:the )?(.+?)(?:\s+(?:by|on|with|from)\b.*)?(?:$|[,;?!.])/;

export function legQuestion(c: Clause, ctx: UnderstandContext): Intent | null {
  if (!ctx.trip) return null;
  const m = HOW_TO_GET.exec(c.text) ?? HOW_LONG_TO.exec(c.text);
  const phrase = m?.[1]?.trim();
  if (!phrase || phrase.length < 3) return null;
  return { type: 'trip_leg', phrase, mode: takeTransport(new Scanner(c.text)) };
}
