import { landmassNear } from '../../planner/itinerary/choose-transport';
import { defaultLandMask } from '../../planner/itinerary/land-mask';
import { reachedAtShore } from '../../planner/itinerary/shore';
import type { PickedPlace } from './place-picker.repository';

/**
 * A sight on an islet no map of ours draws (more than 5 km from any Natural Earth 1:10m land),
 * unless well known (rated WELL_KNOWN or more: Ha Long Bay, Robben Island, Krakatoa, whose boats
 * every guide names): reached only by a boat we know nothing of, so a plan would say "by ferry"
 * where none sails (trav-033: Slyne Head Lighthouse). Of 157,199 sights 1,321 lie so far out,
 * many of them shipwrecks and articles with no place ("Composition of Mars"). A lake or bay is
 * seen from its shore and stays.
 */
const WELL_KNOWN = 7;
export function offshore(place: Pick<PickedPlace, 'lat' | 'lng' | 'rating' | 'type'>): boolean {
  const land = defaultLandMask();
  return (
    !!land &&
    place.rating < WELL_KNOWN &&
    !reachedAtShore(place.type) &&
    landmassNear(land, place) < 0
  );
}
