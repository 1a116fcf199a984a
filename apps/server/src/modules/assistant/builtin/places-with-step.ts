import type { IntentOf, PlanTrip } from '../brain/intents';
import * as tools from '../tools/toolbox';
import type { Step } from './step';

/**
 * "Somewhere with pyramids that isn't Egypt, 10 days" (trav-137 got "Where would you like to
 * go?"): the countries with sights of that kind — named so, or of an interest's categories
 * ("somewhere with castles") — outside those left out, as a numbered choice the next
 * message can pick ("number 2", as after "where should we go"). Null when nothing was sought.
 */
export async function placesWithStep(
  box: tools.Toolbox,
  intent: IntentOf<'clarify'>,
): Promise<Step | null> {
  const draft = intent.draft;
  // Only with no place named: "Did you mean Victoria, Canada or …?" keeps its question.
  if (intent.missing !== 'destination' || !draft || draft.destinations.length || draft.ambiguous)
    return null;
  const seek = draft.seek ?? null;
  const interests = draft.interests.filter((interest) => interest.tree === 'attraction');
  if (!seek && !interests.length) return null;
  const skipped = (draft.skip ?? []).filter((place) => place.kind === 'country');
  const found = await tools.countriesWithSights(box, {
    // The kinds themselves, not their wider relatives: gardens, not every park.
    categories: seek ? [] : interests.map((i) => i.category),
    word: seek?.word ?? null,
    excludeCountries: skipped.map((country) => country.id),
  });
  const next: PlanTrip = {
    ...draft,
    ambiguous: found.length
      ? {
          index: 0,
          phrase: '',
          options: found.map((country) => ({
            kind: 'country' as const,
            id: country.id,
            name: country.name,
            countryCode: country.code,
            countryName: country.name,
            lat: country.lat,
            lng: country.lng,
            score: 1,
            label: country.name,
          })),
        }
      : undefined,
  };
  return {
    draft: next,
    reply: {
      kind: 'clarify',
      question: intent.question,
      places: {
        what: seek?.plural ?? interests.map((i) => i.word).join(' and '),
        skipped: skipped.map((country) => country.name),
        list: found.map(({ name, best, count }) => ({ name, best, count })),
        days: draft.days,
      },
    },
  };
}
