import { findInterests, interestsFromPreferences } from './interests';
import { foreignLanguageOf } from './language';
import { MAX_TRIP_DAYS } from '@ai-map/contracts';
import type { Intent, PlanTrip, UnderstandContext } from './intents';
import { takeDestinations } from './names';
import { QUESTION_MATCHERS } from './questions';
import {
  Scanner,
  daysOfRange,
  takeBudget,
  takeDays,
  takePace,
  takeTransport,
  takeTravellers,
  takeWhen,
} from './slots';
import { capitalisedWords, normalize } from './tokens';
import { EDIT_MATCHERS, type Clause } from './trip-edits';

/**
 * The built-in brain's reading of a message (docs/assistant.md). The message is cut into
 * clauses ("…. Then …"); each clause is tried as a trip edit, then as a question or a map move;
 * what is left is read together as one trip request, whose slots (destinations, days, dates,
 * interests, budget, pace, travellers, transport) are filled from the whole of it. When an
 * essential slot is missing the answer is a `clarify` intent carrying the plan so far.
 */
export async function understand(message: string, context: UnderstandContext): Promise<Intent[]> {
  const text = message.slice(0, 4000).trim();
  if (!text) return [{ type: 'unknown', text: '' }];
  const language = foreignLanguageOf(text);
  if (language) return [{ type: 'foreign_language', language }];
  const intents: Intent[] = [];
  const rest: Clause[] = [];
  let social: Intent | null = null;
  for (const raw of clauses(text)) {
    const clause = toClause(raw);
    const kind = socialKind(clause.text);
    if (kind) {
      social ??= { type: kind };
      continue;
    }
    const intent = await firstMatch(clause, context);
    if (intent) intents.push(intent);
    else rest.push(clause);
  }
  if (rest.length) {
    const plan = await planTrip(rest, context, intents.length > 0 || social !== null);
    if (plan) intents.unshift(plan);
  }
  if (intents.length) return intents;
  if (social) return [social];
  return [{ type: 'unknown', text }];
}

function toClause(raw: string): Clause {
  const withoutGreeting = raw.replace(
    /^\s*(?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening)|greetings)(?: there)?\s*[,!.]?\s+(?=\S)/i,
    '',
  );
  return {
    raw: withoutGreeting,
    text: normalize(withoutGreeting),
    caps: capitalisedWords(withoutGreeting),
  };
}

/** Sentences, and parts joined by "then" / "after that" / "and also". */
function clauses(text: string): string[] {
  return text
    .replace(/(\d)\s*[-–]\s*(\d)/g, '$1 to $2')
    .split(/(?<=[.!?;])\s+|\n+|\s+(?:and then|then|after that|and also|also)\s+/i)
    .map((c) => c.trim())
    .filter((c) => /[\p{L}\d]/u.test(c));
}

function socialKind(text: string): 'greeting' | 'thanks' | 'help' | null {
  const t = text
    .replace(/[!.?,;]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (
    /^(?:hi|hello|hey|hiya|howdy|yo|good (?:morning|afternoon|evening|day)|greetings)(?: there| assistant| bot| again| everyone)?$/.test(
      t,
    )
  ) {
    return 'greeting';
  }
  if (
    /^(?:(?:ok |okay |great |perfect |awesome |cool |lovely )?(?:thanks?|thank you|thx|ty|cheers)(?: so much| a lot| very much| a million)?(?: for (?:the|your) help| mate)?|(?:that's |that s |thats )?(?:great|perfect|awesome|cool|lovely|brilliant)(?: thanks?)?)$/.test(
      t,
    )
  ) {
    return 'thanks';
  }
  if (
    /^(?:help|help me|\?+|what can you do|what do you do|how does (?:this|it) work|who are you|what are you|how do i use (?:this|you)|what can i ask(?: you)?|can you help(?: me)?)$/.test(
      t,
    )
  ) {
    return 'help';
  }
  return null;
}

async function firstMatch(clause: Clause, context: UnderstandContext): Promise<Intent | null> {
  for (const match of [...EDIT_MATCHERS, ...QUESTION_MATCHERS]) {
    const intent = await match(clause, context);
    if (intent) return intent;
  }
  return null;
}

const FAMILY =
  /\b(?:kids?|children|child|toddlers?|family|families|bab(?:y|ies)|sons?|daughters?|aged \d+)\b/;
const INSTEAD =
  /\binstead\b|\bmake it (?!\d)|\bswitch (?:it )?to\b|\bchange (?:it|the (?:trip|destination|city)) to\b/;

const PLAN_WORDS =
  /\b(?:plan|planning|trip|itinerary|travel|travelling|traveling|visit|visiting|go|going|holiday|holidays|vacation|getaway|get away|break|tour|explore|spend|stay|city break|honeymoon|journey|fly|flying|backpack|backpacking|want to see|see)\b/;

/**
 * One trip request read from the clauses no other matcher took. Returns null when they carry
 * nothing trip-like (so the message stays unknown) — unless `quiet` is false and a plan draft
 * is pending, in which case a bare "5 days" or "Lisbon" completes it.
 */
async function planTrip(
  parts: Clause[],
  context: UnderstandContext,
  quiet: boolean,
): Promise<Intent | null> {
  const s = new Scanner(parts.map((p) => p.text).join(' ; '));
  const caps = new Set(parts.flatMap((p) => [...p.caps]));
  const planWords = PLAN_WORDS.test(s.text);
  const family = FAMILY.test(s.text);
  // "Make it Porto instead": the chat's trip, somewhere else, the rest kept.
  const instead = context.trip !== undefined && INSTEAD.test(s.text);
  const longest = Math.max(
    0,
    ...[...s.text.matchAll(/\b(\d+) (?:days?|nights?)\b/g)].map((m) => Number(m[1])),
  );
  const when = takeWhen(s, context.now);
  const days = takeDays(s) ?? (when ? daysOfRange(when) : null);
  const budget = takeBudget(s);
  const travellers = takeTravellers(s);
  const pace = takePace(s);
  const transport = takeTransport(s);
  const hits = findInterests(s.text);
  for (const h of hits) s.blank(h.start, h.end);
  const { destinations } = await takeDestinations(s, caps, context.gazetteer, {
    fitTogether: true,
  });

  const draft = context.draft;
  const fromMessage = hits.map((h) => h.interest);
  const anything =
    planWords ||
    destinations.length > 0 ||
    days !== null ||
    when !== null ||
    budget !== null ||
    fromMessage.length > 0;
  if (!anything || (quiet && !planWords && !destinations.length && days === null)) return null;

  const preferences = context.preferences ? interestsFromPreferences(context.preferences) : [];
  const interests = fromMessage.length ? fromMessage : (draft?.interests ?? []);
  const plan: PlanTrip = {
    type: 'plan_trip',
    destinations: destinations.length ? destinations : (draft?.destinations ?? []),
    days: days ?? draft?.days ?? (instead ? (context.trip?.days ?? null) : null),
    when: when ?? draft?.when ?? null,
    interests: interests.length ? interests : preferences,
    interestsFrom: fromMessage.length
      ? 'message'
      : interests.length
        ? (draft?.interestsFrom ?? 'message')
        : preferences.length
          ? 'preferences'
          : 'none',
    budget: budget ?? draft?.budget ?? null,
    pace: pace ?? draft?.pace ?? null,
    travellers: travellers ?? draft?.travellers ?? null,
    transport: transport ?? draft?.transport ?? null,
    family: family || (draft?.family ?? false),
    askedDays: longest > MAX_TRIP_DAYS ? longest : (draft?.askedDays ?? null),
    replace: instead,
  };
  if (!plan.destinations.length) {
    // Something trip-like but no place: with no plan words and no slots it is not a request.
    if (!planWords && !draft && days === null && when === null && !fromMessage.length) return null;
    return {
      type: 'clarify',
      question: 'Where would you like to go?',
      missing: 'destination',
      draft: plan,
    };
  }
  if (plan.days === null) {
    const names = plan.destinations.map((d) => d.name);
    const where =
      names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
    return {
      type: 'clarify',
      question: `How many days would you like to spend in ${where}?`,
      missing: 'days',
      draft: plan,
    };
  }
  return plan;
}
