import type { AddablePlaceType } from '@ai-map/contracts';

/** The map's object kinds that can join a trip, as the planner calls them (events cannot). */
const ADDABLE: Record<string, AddablePlaceType> = {
  attraction: 'attraction',
  shop: 'shop',
  food: 'food_and_drinks',
  city: 'city',
};

export function addablePlaceType(mapObject: string): AddablePlaceType | null {
  return ADDABLE[mapObject] ?? null;
}
