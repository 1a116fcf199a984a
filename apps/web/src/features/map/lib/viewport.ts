import { type BoundingBox, MAP_MAX_LAT, roundCoordinate } from '@ai-map/contracts';

/** What the map reports after a move: the visible box and the zoom, as MapLibre gives them. */
export interface MapViewport {
  west: number;
  south: number;
  east: number;
  north: number;
  zoom: number;
}

const clampLat = (lat: number) => Math.max(-MAP_MAX_LAT, Math.min(MAP_MAX_LAT, lat));

/** Longitudes of a world copy panned past ±180 brought back into range. */
function wrapLng(lng: number): number {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && lng > 0 ? 180 : wrapped;
}

/**
 * The request box of §5: corners at 6 decimals, latitudes within ±85. A view wider than the
 * world asks for the whole world; a view across the date line keeps west > east, which the geo
 * calls read as a box crossing the antimeridian.
 */
export function toBoundingBox({ west, south, east, north }: MapViewport): BoundingBox {
  const wholeWorld = east - west >= 360;
  const left = wholeWorld ? -180 : wrapLng(west);
  const right = wholeWorld ? 180 : wrapLng(east);
  return {
    top_left: { lat: roundCoordinate(clampLat(north)), lng: roundCoordinate(left) },
    bottom_right: { lat: roundCoordinate(clampLat(south)), lng: roundCoordinate(right) },
  };
}

/** Zoom sent with requests: rounded (§5). */
export function requestZoom(zoom: number): number {
  return Math.round(zoom);
}
