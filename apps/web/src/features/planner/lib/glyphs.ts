import type { StopPlaceType, TransportType } from '@ai-map/contracts';

/** The stop kinds' icons and names in the trip list (the map draws its own markers). */
export const STOP_KIND: Record<StopPlaceType, { icon: string; name: string }> = {
  attraction: { icon: '🏛️', name: 'Attraction' },
  shop: { icon: '🛍️', name: 'Shop' },
  food_and_drinks: { icon: '🍽️', name: 'Food and drinks' },
  city: { icon: '🏙️', name: 'City' },
  custom_place: { icon: '📍', name: 'Place' },
};

export const TRANSPORT: Record<TransportType, { icon: string; name: string }> = {
  walk: { icon: '🚶', name: 'Walk' },
  car: { icon: '🚗', name: 'Car' },
  bus: { icon: '🚌', name: 'Bus' },
  railroads: { icon: '🚆', name: 'Train' },
  ferries: { icon: '⛴️', name: 'Ferry' },
  airlines: { icon: '✈️', name: 'Plane' },
};
