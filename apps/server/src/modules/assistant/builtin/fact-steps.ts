import type { Trip } from '@ai-map/contracts';
import type { Destination, IntentOf } from '../brain/intents';
import { toUsd } from '../checker/exchange-rates';
import * as tools from '../tools/toolbox';
import { showStep } from './answer-steps';
import type { Step } from './step';

// The answers about one place or destination, or two side by side (dispatch.ts runs them).

/** What is known of a place; for a destination, the map moves to it. */
export async function placeFactsStep(
  box: tools.Toolbox,
  intent: IntentOf<'place_facts'>,
  trip: Trip | null,
): Promise<Step> {
  if (intent.place) {
    const facts = await tools.placeFacts(box, intent.place.id);
    if (!facts) return { reply: { kind: 'not_found', what: intent.place.name } };
    return {
      reply: {
        kind: 'facts',
        name: facts.name,
        placeKind: facts.kind,
        cityName: facts.cityName,
        countryName: facts.countryName,
        rating: facts.rating,
        categories: facts.categories,
        openingHours: facts.openingHours,
        website: facts.website,
        address: facts.address,
        description: facts.description,
      },
    };
  }
  if (intent.destination)
    return showStep(
      box,
      { type: 'show_on_map', target: { type: 'destination', destination: intent.destination } },
      trip,
    );
  return { reply: { kind: 'clarify', question: 'Which place would you like to know about?' } };
}

/** A week's typical cost for one traveller in a city or a country. */
export async function costsStep(box: tools.Toolbox, intent: IntentOf<'costs'>): Promise<Step> {
  const facts =
    intent.destination.kind === 'city'
      ? await tools.cityFacts(box, intent.destination.id, 'costs')
      : intent.destination.kind === 'country'
        ? await tools.countryFacts(box, intent.destination.id, 'costs')
        : null;
  box.effects.boundingBox = tools.boxAround([intent.destination]);
  // "In pounds": the ECB rate of the checker's dated table, named in the reply.
  const rate = intent.currency && intent.currency !== 'USD' ? toUsd(1, intent.currency) : null;
  const converted = rate
    ? { currency: intent.currency!, perUsd: rate.perUsd, date: rate.date, source: rate.source }
    : null;
  return {
    reply: {
      kind: 'costs',
      name: intent.destination.name,
      costForWeek: facts?.costForWeek ?? null,
      per: intent.per,
      ...(intent.item ? { item: intent.item } : {}),
      ...(converted ? { converted } : {}),
    },
  };
}

/** Two destinations side by side: a week's cost and the month's climate. */
export async function compareStep(box: tools.Toolbox, intent: IntentOf<'compare'>): Promise<Step> {
  const side = async (destination: Destination) => {
    const city =
      destination.kind === 'city' ? await tools.cityFacts(box, destination.id, 'compare') : null;
    const country =
      destination.kind === 'country'
        ? await tools.countryFacts(box, destination.id, 'compare')
        : null;
    const month = intent.month ?? 7;
    return {
      name: destination.name,
      costForWeek: city?.costForWeek ?? country?.costForWeek ?? null,
      climate: city?.climate?.find((row) => row.month === month) ?? null,
    };
  };
  box.effects.boundingBox = tools.boxAround([intent.a, intent.b]);
  return {
    reply: {
      kind: 'compare',
      aspect: intent.aspect,
      month: intent.month,
      a: await side(intent.a),
      b: await side(intent.b),
    },
  };
}
