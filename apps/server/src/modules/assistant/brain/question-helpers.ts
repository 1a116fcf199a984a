import type { Destination, Intent, IntentOf, UnderstandContext } from './intents';
import { takeDestinations } from './names';
import { SEASON_MONTHS, Scanner, takeDays, takeWhen } from './slots';
import { normalize } from './tokens';
import type { Clause } from './trip-edits';

// What the question matchers share: their type, a clarifying question, and the destinations,
// month and plan words they read.

export type Matcher = (c: Clause, ctx: UnderstandContext) => Promise<Intent | null>;

export const clarify = (question: string, missing: IntentOf<'clarify'>['missing']): Intent => ({
  type: 'clarify',
  question,
  missing,
  draft: null,
});

/** A plan is being asked for when a length or a planning verb is present. */
/** Words that ask for a plan whatever else the message says. */
export const PLAN_VERBS = /\b(?:plan|planning|itinerary|organi[sz]e|schedule)\b/;

export function asksForPlan(text: string): boolean {
  return PLAN_VERBS.test(text) || takeDays(new Scanner(text)) !== null;
}

export async function destinationsOf(c: Clause, ctx: UnderstandContext, s = new Scanner(c.text)) {
  return (await takeDestinations(s, c.caps, ctx.gazetteer)).destinations;
}

/** Month named ("in May") or the middle month of a season. */
export function monthOf(s: Scanner, now: Date): number | null {
  const when = takeWhen(s, now);
  if (!when) return null;
  return when.month ?? (when.season ? SEASON_MONTHS[when.season][1]! : null);
}

/**
 * The place the chat is about ("what currency do they use there?"): the trip's, read from its
 * title, which the planner writes as "N days in Rome and Florence"; with no trip, the one place
 * a pending draft holds (the last question's: "when's the rainy season in bali" → "so is early
 * april ok for a wedding outside?", trav-158).
 */
export async function tripDestination(ctx: UnderstandContext): Promise<Destination | undefined> {
  if (!ctx.trip)
    return ctx.draft?.destinations.length === 1 ? ctx.draft.destinations[0] : undefined;
  return (await tripDestinations(ctx))[0];
}

/** Every destination the chat's trip title names ("7 days in Rome and Florence"). */
export async function tripDestinations(ctx: UnderstandContext): Promise<Destination[]> {
  const title = ctx.trip?.title;
  if (!title) return [];
  const place = title.replace(/^\d+ days? in /i, '');
  const caps = new Set(place.split(/\s+/).map((w) => w.toLowerCase()));
  const s = new Scanner(normalize(place));
  return (await takeDestinations(s, caps, ctx.gazetteer)).destinations;
}
