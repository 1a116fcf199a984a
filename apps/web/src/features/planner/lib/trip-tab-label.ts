import { placesLabel } from '@ai-map/contracts';

/**
 * The Trip tab's label, "Trip (N Places)" (spec 000 §9 plural), with the unplanned ideas after
 * it when there are some: a trip of imported ideas has no place on a day yet, and "Trip (0
 * Places)" alone read as if the import had added nothing.
 */
export function tripTabLabel(
  trip: { places_count: number; ideas: readonly unknown[] } | undefined,
) {
  if (!trip) return 'Trip';
  const places = `${trip.places_count} ${placesLabel(trip.places_count)}`;
  const ideas = trip.ideas.length;
  if (ideas === 0) return `Trip (${places})`;
  return `Trip (${places} · ${ideas} ${ideas === 1 ? 'idea' : 'ideas'})`;
}
