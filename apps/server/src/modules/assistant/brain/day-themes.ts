import type { Intent, UnderstandContext } from './intents';
import { DAY, dayNumber } from './day-words';
import type { Clause } from './trip-edits';
import type { Matcher } from './question-helpers';

/**
 * One day of the trip made indoor, outdoor or a shopping day: "forecast says rain on day 3, make
 * that day indoor", "storm warning for day 2, make it all indoor pls", "make day 3 fun and
 * outdoors".
 * Before, the first was answered with Lisbon's climate, the second with Iceland's travel
 * advisory, and the third rewrote every day of the trip (trav-104, 172, 108). The day's stops
 * that already fit stay; the others make way for places of that kind near them (theme-day-step).
 */
const INDOOR = /\b(?:indoors?|inside|under (?:a )?roof|rain ?proof|rainy day)\b/;
const OUTDOOR = /\b(?:outdoors?|outside|open air|fresh air|in nature)\b/;
/**
 * "Make the last day just shopping and packing", "day 4 a shopping day": trav-114's replanned
 * the whole trip around markets (with a park in Scotland on day 1).
 */
const SHOPPING = /\b(?:shopping|shops|souvenirs?|markets)\b/;
/** "Add a market to day 2", "move the market to day 3": a stop edit, not the day's theme. */
const STOP_VERB = /\b(?:add|include|insert|put|move|remove|drop|delete|swap|skip|bring|shift)\b/;
const MORE =
  /\bmore (?:of (?:the )?)?(?:time )?(?:indoors?|inside|outdoors?|outside|open air|fresh air|in nature|nature|shopping)\b/;
/** An edit, not a question about the day ("is day 3 indoors?"). */
const QUESTION = /^(?:is|are|does|do|did|what|which|how|was|were)\b/;

export function themeDay(c: Clause, ctx: UnderstandContext): Intent | null {
  const trip = ctx.trip;
  if (!trip || QUESTION.test(c.text)) return null;
  const theme = INDOOR.test(c.text)
    ? 'indoor'
    : OUTDOOR.test(c.text)
      ? 'outdoor'
      : SHOPPING.test(c.text) && !STOP_VERB.test(c.text)
        ? 'shopping'
        : null;
  const m = new RegExp(`\\b${DAY}`).exec(c.text);
  // "More outdoors please, we love biking" (trav-113 got the same museum plan back): one more
  // day of the kind, the one with the fewest such places.
  if (theme && !m && MORE.test(c.text)) return { type: 'theme_day', day: null, theme };
  if (!theme || !m) return null;
  const day = dayNumber((m[1] ?? m[2])!, trip);
  if (!(day >= 1 && day <= trip.days)) return null;
  return { type: 'theme_day', day, theme };
}

/** "Ok and if it rains that day?", "what's the rainy-day plan?": a question, not an edit. */
const IF_RAIN =
  /\b(?:if|in case|when) (?:it|the weather) (?:rains?|pours?|is (?:bad|rainy|wet|awful))\b|\bin case of rain\b|\brainy[- ]day (?:plan|option|backup|alternative|idea)s?\b|\bplan b\b/;

/**
 * Indoor places near the trip for a rainy day (trav-069 got "I can't answer that from our data");
 * the climate table cannot say whether it rains, but the catalogue knows where to shelter.
 */
export const rainyBackup: Matcher = async (c, ctx) => {
  if (!ctx.trip || !IF_RAIN.test(c.text)) return null;
  const [category, ...related] = [
    'museums',
    'galleries',
    'aquariums',
    'churches',
    'cathedrals',
    'theatres',
  ];
  return {
    type: 'search_places',
    text: null,
    kind: 'attraction',
    categories: [{ category: category!, tree: 'attraction', word: 'indoor place', related }],
    near: { type: 'trip' },
    minRating: null,
  };
};
