import { asksWhere } from './destination-questions';
import type { Intent, PlanTrip } from './intents';
import type { findInterests } from './interests';
import type { Clause } from './trip-edits';
import type { RequestRead } from './understand';

/** Readings of a request that decide what kind of answer it gets (brain/understand.ts). */

/**
 * "The friend is vegan, make sure dinners work for her": food for the trip as it is, not a
 * rebuild of its days (it undid the day swap just made and planned no food: trav-117).
 */
export const onlyFood = (said: RequestRead) =>
  said.hits.length > 0 &&
  said.hits.every((h) => h.interest.tree === 'food') &&
  said.wishes.every((w) => w.kind === 'diet') &&
  said.pace === null &&
  !said.avoided.length &&
  said.days === null;

export const foodNearTheTrip = (interests: PlanTrip['interests']): Intent => ({
  type: 'search_places',
  text: null,
  kind: 'food',
  categories: interests,
  near: { type: 'trip' },
  minRating: null,
});

/**
 * A clause read on its own as a wish for somewhere ("mix of beach and mountains, mid june") or
 * as a question that lacks its place ("a 12yo who only cares about football": where should I
 * look?), which a place named in another clause may own (trav-020, trav-013).
 */
export const mayBeThePlans = (intent: Intent, clause: Clause) =>
  (intent.type === 'where_to_go' && !asksWhere(clause)) ||
  (intent.type === 'clarify' &&
    !intent.draft &&
    (intent.missing === 'location' || intent.missing === 'destination'));

/**
 * "Need stuff indoors" (in 42°C with a baby): no safari park, gardens or zoo to fill the days
 * (trav-009); the indoor interest alone only led, and the best-rated sights filled the rest.
 */
export const outdoorsLeftOut = (hits: ReturnType<typeof findInterests>) =>
  hits.some((h) => /^indoors?$/.test(h.interest.word)) ? OUTDOOR_CATEGORIES : [];

const OUTDOOR_CATEGORIES = [
  'parks',
  'gardens',
  'zoos',
  'nature',
  'peaks',
  'beaches',
  'viewpoints',
  'theme-parks',
];
