import { TRANSPORT_TYPES, type StopPlaceType, type TransportType } from '@ai-map/contracts';
import type { ComponentType } from 'react';
import {
  BusIcon,
  CarIcon,
  CityIcon,
  FerryIcon,
  LandmarkIcon,
  PinIcon,
  PlaneIcon,
  ShoppingBagIcon,
  TrainIcon,
  UtensilsIcon,
  WalkIcon,
} from '../../../shared/ui/icons';

/** An SVG icon, decorative: the name beside it is what screen readers read. */
type Glyph = { Icon: ComponentType<{ size?: number }>; name: string };

/** The stop kinds' icons and names in the trip list (the map draws its own markers). */
export const STOP_KIND: Record<StopPlaceType, Glyph> = {
  attraction: { Icon: LandmarkIcon, name: 'Attraction' },
  shop: { Icon: ShoppingBagIcon, name: 'Shop' },
  food_and_drinks: { Icon: UtensilsIcon, name: 'Food and drinks' },
  city: { Icon: CityIcon, name: 'City' },
  custom_place: { Icon: PinIcon, name: 'Place' },
};

export const TRANSPORT: Record<TransportType, Glyph> = {
  walk: { Icon: WalkIcon, name: 'Walk' },
  car: { Icon: CarIcon, name: 'Car' },
  bus: { Icon: BusIcon, name: 'Bus' },
  railroads: { Icon: TrainIcon, name: 'Train' },
  ferries: { Icon: FerryIcon, name: 'Ferry' },
  airlines: { Icon: PlaneIcon, name: 'Plane' },
};

/**
 * The transport picker's choices: the types the server lists (all of them until it answers),
 * labelled with the words people use ("Train", "Plane"), not the wire names it also sends
 * ("Railroads", "Airlines"), which stay the values.
 */
export function transportChoices(
  listed: readonly { type: TransportType }[] | undefined,
): { type: TransportType; name: string }[] {
  return (listed?.map((choice) => choice.type) ?? TRANSPORT_TYPES).map((type) => ({
    type,
    name: TRANSPORT[type].name,
  }));
}
