import { DestinationIndex } from './destination-index';
import type { DestinationEntry, Gazetteer, PlaceEntry } from './gazetteer-types';
import { rankPlaces } from './name-matching';

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
  return {
    findDestinations: async (phrase) => index.find(phrase),
    findNamesakes: async (phrase) => index.namesakes(phrase),
    continentOf: async (countryCode) => index.continentOf(countryCode),
    findPlaces: async (phrase, near) => rankPlaces(phrase, data.places, near),
  };
}
