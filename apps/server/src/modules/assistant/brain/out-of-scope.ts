import type { Intent } from './intents';
import { asksForPlan, type Matcher } from './question-helpers';
import { clauses, toClause } from './clauses';
import type { Clause } from './trip-edits';
import { NEGATION_BEFORE } from '../checker/wishes';

/**
 * Topics our data does not cover (visas, tipping, guides, pram access…): answered plainly,
 * never turned into a trip and never guessed. Asked beside a plan ("uk passport, do i need a
 * visa for japan, 2 weeks"), the plan is made and the question gets its own plain line after
 * it: a question left without a word was the most frequent miss of the hand-judged traveller
 * run (44 of 83 wrong replies in session 34; trav-150, 128, 174).
 */

/** Topics recognised in any clause that is not a plan. */
const TOPICS: [RegExp, string][] = [
  [/\bvisas?\b|\bentry requirements?\b|\bpassports?\b/, 'visa'],
  [/\btip(?:ping|ped)?\b(?! for)|\bgratuit(?:y|ies)\b/, 'tipping'],
  [/\bvaccin\w*|\bshots? (?:for|before)\b|\bmalaria\b/, 'vaccinations'],
  [/\bairports?\b/, 'airport'],
  [/\b(?:book|booking|reserve|reservation)\b/, 'booking'],
  [/\bcredit cards?\b|\bdebit cards?\b|\bcards? accepted\b|\batms?\b/, 'cards'],
  [/\bflights?\b|\bfly time\b/, 'flights'],
  [/\b(?:tap )?water (?:safe|ok|drinkable)\b|\bdrink the (?:tap )?water\b/, 'water'],
  [/\b(?:sim|esim|e sim) cards?\b|\besim\b|\bplugs?\b|\badapters?\b|\bvoltage\b/, 'practical'],
  [
    /\bopening (?:hours|times)\b|\b(?:what time|when) (?:does|do|is|are) .*\b(?:open|close|shut)\b|\b(?:is|are) .*\bopen (?:on|today|tomorrow|tmrw|tonight|now|at|late)\b/,
    'opening_hours',
  ],
];

/**
 * Topics that are wishes when said ("my mum uses a wheelchair", "we'd like a guided tour") and
 * only out of our data when asked ("is it pram friendly?", "do I need a guide?").
 */
const ASKED_TOPICS: [RegExp, string][] = [
  [
    /\bas an? (?:american|us citizen|brit|british citizen|uk citizen|canadian|australian)\b/,
    'visa',
  ],
  [
    /\b(?:pram|prams|stroller|strollers|buggy|buggies|pushchair|wheelchair|step free|stairs|steps)\b.*\b(?:friendly|accessible|ok|okay|possible|manageable|doable|work)\b|\b(?:friendly|accessible|ok|okay|doable) (?:for|with) (?:a |the )?(?:pram|stroller|buggy|pushchair|wheelchair)\b|\bwheelchair access\w*\b/,
    'accessibility',
  ],
  [
    /\b(?:need|hire|have to (?:take|get)|required?|must (?:take|have)) (?:a |an )?(?:local )?(?:guides?|permits?|licensed guides?)\b|\bwithout a guide\b|\bwander (?:around )?alone\b|\b(?:walk|hike|go|wander|explore) (?:around |about |out )?(?:alone|on (?:my|our) own)\b/,
    'guides',
  ],
  [
    /\b(?:areas?|neighbou?rhoods?|districts?|parts of (?:town|the city)|streets)\b.*\bsafe\b|\bsafe (?:to walk )?(?:alone )?at night\b|\bwalk(?:ing)? (?:around )?(?:alone )?at night\b/,
    'local_safety',
  ],
  [
    /\bhow (?:do|can|would|will|should) (?:i|we|you|one) (?:even |actually )?(?:get|travel) (?:there|to)\b|\bhow to get (?:there|to)\b/,
    'getting_there',
  ],
  [/\bhow (?:do (?:you|i|we)|to) say\b|\bphrases?\b|\btranslat(?:e|ion)\b/, 'phrases'],
];

/** A clause asked as a question: a question mark, or a question's opening words. */
const ASKED =
  /\?|^(?:do|does|did|is|are|can|could|should|would|will|how|what|which|where|any)\b|\b(?:do|does|should|would|will|can|could|must) (?:i|we|you|they|one) (?:need|have|get|bring|hire|take|walk|go|wander|use|say)\b|\bis (?:it|that|there|this)\b|\b(?:which|whether|wonder(?:ing)? if|not sure if)\b/i;

/** The topic a clause asks about; a topic said to be unwanted ("NO flights pls") is a wish. */
function topicOf(text: string, asked: boolean): string | null {
  for (const [re, topic] of asked ? [...TOPICS, ...ASKED_TOPICS] : TOPICS) {
    const m = re.exec(text);
    if (m && !NEGATION_BEFORE.test(text.slice(0, m.index))) return topic;
  }
  return null;
}

export const outOfScope: Matcher = async (c) => {
  // "Plan 3 days in Rome, flying in from Oslo" is still a plan (its question is an aside).
  if (asksForPlan(c.text)) return null;
  const topic = topicOf(c.text, ASKED.test(c.raw.trim()));
  return topic ? { type: 'out_of_scope', topic, aside: false } : null;
};

/**
 * The intents with each out-of-data topic said once, and the questions out of our data asked
 * inside clauses that went to a plan or another answer added after the intents answering the rest.
 */
export function withAsides(message: string, intents: Intent[]): Intent[] {
  // "How do we get to Khiva by train?" in a chat with a trip is answered from its legs
  // (trip_leg), not also with "how to get there isn't in our data" (trav-176).
  const said = new Set<string>(intents.some((i) => i.type === 'trip_leg') ? ['getting_there'] : []);
  // Beside a plan or another answer, a question out of our data is one line after it, not a
  // second reply offering to plan a trip (trav-014).
  const aside = intents.some((i) => i.type !== 'out_of_scope');
  const kept = intents.flatMap((i): Intent[] => {
    if (i.type !== 'out_of_scope') return [i];
    if (said.has(i.topic)) return [];
    said.add(i.topic);
    return [{ ...i, aside }];
  });
  for (const raw of clauses(message)) {
    const clause = toClause(raw);
    if (!ASKED.test(clause.raw.trim())) continue;
    const topic = topicOf(clause.text, true);
    if (!topic || said.has(topic)) continue;
    said.add(topic);
    kept.push({ type: 'out_of_scope', topic, aside: true });
  }
  return kept;
}

/**
 * The clauses a plan is read from: a question out of our data may name the place of a plan asked
 * beside it ("north korea, is that possible as an american? 4 days", trav-132), but alone it asks
 * for no plan ("best sim card for japan? need data").
 */
export function clausesToPlan(rest: Clause[], asked: ReadonlySet<Clause>): Clause[] {
  const own = rest.filter((clause) => !asked.has(clause));
  return own.some((clause) => asksForPlan(clause.text)) ? rest : own;
}
