import type { Intent, UnderstandContext } from './intents';

/*
 * What a trip request that names no place we know becomes beside the rest of the message: the
 * towns a base question weighs, or, in a chat with a trip, a message not read.
 */

/**
 * The request as planned: across the towns a base question names ("a week in the lake district
 * … keswick or windermere as base?", trav-064); in a chat with a trip, a message with no place
 * is not read as a new trip ("make ha long an overnight cruise", "anything else in the plan over
 * 20 pounds?" got "Where would you like to go?", trav-116, trav-088) but as a message no matcher
 * read, whose reply says the trip is unchanged; otherwise the request as it is.
 */
export function planInContext(
  plan: Intent,
  intents: readonly Intent[],
  context: UnderstandContext,
  text: string,
): Intent {
  if (plan.type !== 'clarify' || plan.missing !== 'destination' || !plan.draft) return plan;
  const base = intents.find((i) => i.type === 'where_to_base');
  if (base?.type === 'where_to_base' && base.candidates.length)
    return { ...plan.draft, destinations: base.candidates };
  if (!intents.length && context.trip?.stops.length) return { type: 'unknown', text };
  return plan;
}
