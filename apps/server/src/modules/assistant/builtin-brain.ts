import type { AppContext } from '../../app-context';
import { HttpError } from '../../lib/http-error';
import { preferencesOf } from '../preferences/preferences.repository';
import { composeReply } from './brain/compose-reply';
import { costChangeReply } from './brain/trip-replies';
import { createDatabaseGazetteer, type DatabaseGazetteer } from './brain/gazetteer.repository';
import { emptyPlan } from './brain/empty-plan';
import type { Intent, PlanTrip } from './brain/intents';
import type { LastEdit } from './brain/edit-memory.schema';
import { askedOf } from './brain/follow-ups';
import { understand } from './brain/understand';
import { step } from './builtin/dispatch';
import { planTitle } from './builtin/step';
import type { Brain, TurnInput, TurnResult } from './chat-turn';
import * as tools from './tools/toolbox';
import { summarizeTrip } from './tools/trip-summary';

/** One gazetteer per app: its destination index is loaded once and dropped after an import. */
const gazetteers = new WeakMap<AppContext, DatabaseGazetteer>();
export function gazetteerOf(ctx: AppContext): DatabaseGazetteer {
  let gazetteer = gazetteers.get(ctx);
  if (!gazetteer) {
    const created = createDatabaseGazetteer(ctx.db);
    ctx.catalogue.onImported(() => created.invalidate());
    gazetteers.set(ctx, created);
    gazetteer = created;
  }
  return gazetteer;
}

/** What a refused edit tells the user, in the service's own words. */
function refusal(error: unknown): string | null {
  if (error instanceof tools.NoTripError || error instanceof tools.ReplanNotAllowedError)
    return error.message;
  if (error instanceof HttpError && error.status < 500) return error.detail;
  return null;
}

/** The intents that change the chat's trip in place (a plan replaces it). */
const EDITS = new Set<Intent['type']>([
  'add_place',
  'remove_stop',
  'remove_kind',
  'restore_stops',
  'stay_over',
  'replace_stop',
  'move_stop',
  'swap_days',
  'lighten_day',
  'theme_day',
  'start_from',
  'change_transport',
  'set_days',
  'day_trip',
]);

/** Answers to "replace the trip or start a new one?". */
const REPLACE_YES =
  /^(?:yes|yeah|yep|yup|sure|ok|okay|please|go ahead|do it|replace|replace it|replace the (?:old )?trip|overwrite it)\b/i;
const KEEP_BOTH =
  /\b(?:new (?:trip|chat|one)|keep (?:it|the (?:old|current|first) (?:one|trip))|no\b)/i;
const keepBoth = (plan: PlanTrip) =>
  `Your trip stays as it is. A chat holds one trip, so start a new chat and ask for "${planTitle(plan, plan.days ?? 3)}" there.`;

/**
 * The built-in brain (the default; no model, no network): understands the message against the
 * catalogue and the chat's trip, runs the tools each intent needs, and answers from their results.
 */
export const builtinBrain: Brain = async (input: TurnInput): Promise<TurnResult> => {
  const box = tools.createToolbox(input.ctx, input.chat, input.viewer);
  const trip = await tools.readTrip(box);
  const summary = trip && !trip.is_blurred ? summarizeTrip(trip) : undefined;
  const preferences =
    input.viewer.userId !== null
      ? await preferencesOf(input.ctx.db, input.viewer.userId)
      : undefined;
  const pending = input.draft?.replace ? input.draft : null;
  const intents =
    pending && REPLACE_YES.test(input.text.trim())
      ? [pending]
      : pending && KEEP_BOTH.test(input.text.trim())
        ? [{ type: 'clarify', question: keepBoth(pending), missing: 'trip', draft: null } as const]
        : await understand(input.text, {
            gazetteer: gazetteerOf(input.ctx),
            trip: summary,
            preferences,
            userLocation: input.userLocation ?? undefined,
            now: new Date(),
            draft: input.draft ?? undefined,
            lastEdit: input.lastEdit ?? undefined,
            planned: input.planned ?? undefined,
          });
  // An edit that changes the estimate says the new figure (issue 29: one cost in the chat and
  // the Trip tab); a plan states its own.
  const tripId = summary?.id ?? null;
  const costBefore =
    tripId !== null && intents.some((intent) => EDITS.has(intent.type))
      ? await tools.tripBudget(box, tripId)
      : null;
  const replies: string[] = [];
  let draft: PlanTrip | null = null;
  let lastEdit: LastEdit | null = null;
  let planned: PlanTrip | null = null;
  let current = trip;
  for (const [index, intent] of intents.entries()) {
    try {
      // A later intent reads the trip as the earlier ones left it: "does the plan have museums?
      // my dad hates museums" replans without them, then answers from the new plan (trav-091
      // named a museum the replan had just removed).
      const read = current === trip ? summary : current ? summarizeTrip(current) : undefined;
      const result = await step(box, intent, current, read);
      replies.push(composeReply(result.reply, input.text));
      draft = result.draft ?? draft;
      lastEdit = result.edit ?? lastEdit;
      planned = result.planned ?? planned;
      // The next intent works on the trip as this one left it; after the last one nothing reads
      // it, so a single plan or edit is not read back a second time.
      if (box.effects.isChanges && index < intents.length - 1) current = await tools.readTrip(box);
    } catch (error) {
      const said = refusal(error);
      if (said === null) throw error;
      replies.push(said);
    }
  }
  if (
    tripId !== null &&
    costBefore?.is_estimate &&
    box.effects.isChanges &&
    box.chat.tripId === tripId
  ) {
    const after = await tools.tripBudget(box, tripId);
    if (replies.length)
      replies[replies.length - 1] += ` ${costChangeReply(costBefore.total, after.total)}`;
  }
  return {
    answer: replies.join('\n\n'),
    draft: draft ?? askedDraft(intents, input.draft),
    lastEdit,
    planned,
    boundingBox: box.effects.boundingBox,
    isChanges: box.effects.isChanges,
    tools: box.effects.tools,
  };
};

/**
 * After a question about one place ("weather in Bali?") the draft holds the place and the
 * question, so "and in June?" or "so is April ok?" needs no name again (brain/follow-ups.ts);
 * a draft already waiting for that place keeps what it had (its length, its interests).
 */
function askedDraft(intents: Intent[], before: PlanTrip | null | undefined): PlanTrip | null {
  const last = intents.at(-1);
  const question = last ? askedOf(last) : null;
  if (!question) return null;
  const same =
    before?.destinations.length === 1 && before.destinations[0]!.id === question.destination.id;
  const base = same ? before! : { ...emptyPlan(null), destinations: [question.destination] };
  return { ...base, asked: question.asked as PlanTrip['asked'] };
}
