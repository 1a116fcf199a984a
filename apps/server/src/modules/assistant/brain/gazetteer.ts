import { DestinationIndex } from './destination-index';
import type { DestinationEntry, Gazetteer, PlaceEntry } from './gazetteer-types';
import { rankPlaces } from './name-matching';
import { SightNames } from './sight-names';

// The gazetteer's parts: its types (`gazetteer-types.ts`), the destination index
// (`destination-index.ts`) and the matching of names (`name-matching.ts`).
export type * from './gazetteer-types';
export { DestinationIndex, FAMOUS_RANK } from './destination-index';
export { editDistance, foldName, placeNameScore, rankPlaces } from './name-matching';

/** A gazetteer over rows held in memory: the unit tests' catalogue. */
export function createMemoryGazetteer(data: {
  destinations: DestinationEntry[];
  places: PlaceEntry[];
}): Gazetteer {
  const index = new DestinationIndex(data.destinations);
  const sights = new SightNames(data.places.filter((p) => p.kind === 'attraction'));
  return {
    findDestinations: async (phrase) => index.find(phrase),
    findNamesakes: async (phrase) => index.namesakes(phrase),
    continentOf: async (countryCode) => index.continentOf(countryCode),
    findPlaces: async (phrase, near) => rankPlaces(phrase, data.places, near),
    sightsNamedIn: async (message, skip) => {
      const hits = new Map(sights.namedIn(message, skip).map((hit) => [hit.id, hit.word]));
      return data.places
        .filter((p) => hits.has(p.id))
        .map(({ visitors: _v, ...p }) => ({ ...p, score: 1, word: hits.get(p.id) ?? null }));
    },
  };
}
