import type { GeoKind } from '@ai-map/contracts';

/** The place types a tooltip shows (§4): the four point kinds (food = food_and_drinks) and cities. */
export type PlaceKind = GeoKind | 'city';

/** A place a tooltip or info window opens for: what to load and where to anchor it. */
export interface PlaceTarget {
  kind: PlaceKind;
  id: number;
  name: string;
  /** [longitude, latitude]. */
  lngLat: [number, number];
}

const PLACE_KINDS: readonly string[] = ['attraction', 'shop', 'food', 'event', 'city'];

/** `{kind}:{id}`: the marker id of §4, also the accessible list's `data-marker-id`. */
export function targetMarkerId(target: Pick<PlaceTarget, 'kind' | 'id'>): string {
  return `${target.kind}:${target.id}`;
}

export function sameTarget(a: PlaceTarget | null, b: PlaceTarget | null): boolean {
  return a !== null && b !== null && a.kind === b.kind && a.id === b.id;
}

/**
 * A place target from a rendered marker's properties. MapLibre hands layer features back with
 * loosely typed properties, so anything that is not a single place (clusters, other layers) gives
 * null.
 */
export function targetFromMarker(
  properties: Record<string, unknown> | null | undefined,
  lngLat: [number, number],
): PlaceTarget | null {
  if (!properties || properties.cluster === true) return null;
  const { kind, placeId, name } = properties;
  if (typeof kind !== 'string' || !PLACE_KINDS.includes(kind)) return null;
  if (typeof placeId !== 'number' || !Number.isInteger(placeId) || placeId <= 0) return null;
  return {
    kind: kind as PlaceKind,
    id: placeId,
    name: typeof name === 'string' ? name : '',
    lngLat,
  };
}
