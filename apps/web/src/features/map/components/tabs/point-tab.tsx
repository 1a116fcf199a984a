import type { GeoKind } from '@ai-map/contracts';
import { PlacesInView } from '../filters/places-in-view';
import { PointFilters } from '../filters/point-filters';

/**
 * A point tab (attractions, shops, food, events): the kind's filters, then the places of that
 * kind in view. Keyed by kind so that switching tabs starts each one fresh.
 */
export function PointTab({ kind }: { kind: GeoKind }) {
  return (
    <div key={kind}>
      <PointFilters kind={kind} />
      <PlacesInView kind={kind} />
    </div>
  );
}
