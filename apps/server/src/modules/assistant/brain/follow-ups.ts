import {
  IntentSchema,
  type Destination,
  type Intent,
  type PlanTrip,
  type UnderstandContext,
} from './intents';
import { foldName } from './gazetteer';
import { destinationsOf, monthOf } from './question-helpers';
import { Scanner } from './slots';
import { toClause } from './clauses';

/**
 * A message read as the answer to the last reply, before anything else: the pick among the
 * namesakes it offered ("the one in Spain", "number 2"), or a short follow-up to the question
 * it answered.
 */
export async function answerToLastReply(
  message: string,
  context: UnderstandContext,
): Promise<Intent[]> {
  const chosen = context.draft?.ambiguous ? choiceOf(message, context.draft) : null;
  if (chosen && !(await namesAnotherTown(message, chosen, context))) return [chosen];
  return followUp(message, context);
}

/**
 * "Is egypt ok for that? hurghada looks cheap" after a list that offered Sharm el-Sheikh: the
 * country matched the offer, but the town named is the pick (trav-136 planned Sharm).
 */
async function namesAnotherTown(message: string, chosen: Intent, context: UnderstandContext) {
  const picked =
    chosen.type === 'plan_trip'
      ? chosen.destinations
      : chosen.type === 'clarify'
        ? (chosen.draft?.destinations ?? [])
        : [];
  const named = await destinationsOf(toClause(message), context);
  return named.some(
    (d) => d.kind === 'city' && !picked.some((p) => p.id === d.id && p.kind === d.kind),
  );
}

/** The user's pick among a draft's namesakes: by country, kind, longer name or position. */
function choiceOf(message: string, draft: PlanTrip): Intent | null {
  const { options, index } = draft.ambiguous!;
  const text = ` ${foldName(message)} `;
  const ordinals = ['first', 'second', 'third', 'fourth'];
  const matches = options.filter((o, k) => {
    const country = foldName(o.countryName);
    const name = foldName(o.name);
    const us =
      o.countryCode === 'US' && /\b(?:us|usa|america|american|united states|state)\b/.test(text);
    return (
      text.includes(` ${country} `) ||
      us ||
      (o.kind === 'country' && /\bcountry\b/.test(text)) ||
      (name !== foldName(draft.ambiguous!.phrase) && text.includes(` ${name} `)) ||
      new RegExp(`\\b${ordinals[k]}\\b`).test(text) ||
      // "Number 2 sounds good", "option 3" (a where-to-go list).
      new RegExp(`\\b(?:number|option|nr) ${k + 1}\\b`).test(text)
    );
  });
  if (matches.length !== 1) return null;
  const { label: _label, ...picked } = matches[0]!;
  const plan: PlanTrip = {
    ...draft,
    destinations: draft.destinations.length
      ? draft.destinations.map((d, k) => (k === index ? picked : d))
      : [picked],
    ambiguous: undefined,
  };
  if (plan.days !== null) return plan;
  return {
    type: 'clarify',
    question: `How many days would you like to spend in ${picked.name}?`,
    missing: 'days',
    draft: plan,
  };
}

/**
 * A short follow-up to the question the last reply answered, asked again for a new month or
 * place: "weather in Bali?" → "and in June?"; "when is cherry blossom in Tokyo" → "and in
 * Hokkaido?" (trav-165 got "How many days would you like to spend in Hokkaido?"); "how many
 * days do I need for Lisbon" → "and if I add Porto?" (trav-145 got "There's no trip to change
 * yet"). The draft keeps the question (`asked`); a chat with a trip reads its trip instead.
 */
const FOLLOW_UP =
  /^(?:(?:ok|okay|hmm|and|so|but|also) )*(?:what about|how about|and|what if (?:i|we) (?:add|include|also do)|if (?:i|we) (?:add|include|also do)|(?:i|we) (?:add|include))\b/;
const ADDED = /\b(?:add|include|also do)\b/;
const MAX_WORDS = 8;
const FILLERS = new Set([
  'in',
  'for',
  'then',
  'the',
  'instead',
  'too',
  'there',
  'as',
  'well',
  'to',
  'of',
  'at',
]);

/** "Something less touristy than that", "somewhere quieter": the same list, less visited. */
const QUIETER =
  /\b(?:less touristy|less touristic|not (?:so|as) touristy|off the beaten (?:track|path)|fewer tourists|less crowded|quieter|hidden gems?|undiscovered|lesser[- ]known|less known|less famous|less visited)\b/;

async function followUp(message: string, context: UnderstandContext): Promise<Intent[]> {
  const asked = context.draft?.asked;
  if (asked?.type === 'where_to_go') {
    const text = toClause(message).text;
    if (!QUIETER.test(text) || text.split(/\s+/).length > MAX_WORDS + 2) return [];
    const again = IntentSchema.safeParse({ ...asked, quiet: true });
    return again.success ? [again.data] : [];
  }
  const before = context.draft?.destinations[0];
  if (!asked || !before || context.trip) return [];
  const clause = toClause(message);
  const text = clause.text.trim();
  if (!FOLLOW_UP.test(text) || text.split(/\s+/).length > MAX_WORDS) return [];
  const s = new Scanner(text.replace(FOLLOW_UP, ' '));
  const month = monthOf(s, context.now);
  const named = await destinationsOf({ ...clause, text: s.text }, context, s);
  // Only the new month or place may be said: "and is that also ok for driving the highlands"
  // asks something else about the same place.
  const rest = s.text.match(/[\p{L}\d']+/gu) ?? [];
  if (rest.some((word) => !FILLERS.has(word))) return [];
  const again = (destination: Destination, changes: Partial<Record<string, unknown>> = {}) => {
    const intent = IntentSchema.safeParse({ offered: null, ...asked, ...changes, destination });
    return intent.success ? [intent.data] : [];
  };
  if (named.length) {
    // "And if I add Porto?" to the days a city needs: both, each with its own days.
    const both = asked.type === 'days_needed' && ADDED.test(text);
    return [...(both ? again(before) : []), ...named.flatMap((place) => again(place))];
  }
  if (month !== null && asked.type === 'city_climate') return again(before, { month });
  return [];
}

/** What a draft keeps of an answered question about one place, for `followUp`. */
export function askedOf(intent: Intent): { destination: Destination; asked: object } | null {
  switch (intent.type) {
    case 'city_climate':
    case 'costs':
    case 'best_time':
    case 'days_needed':
    case 'country_facts': {
      const { destination, ...asked } = intent;
      return { destination, asked };
    }
    default:
      return null;
  }
}
