import type { PositionAnchor } from 'maplibre-gl';

export interface PopupRoom {
  /** The marker on the map, in pixels from the map's top-left corner. */
  x: number;
  y: number;
  mapWidth: number;
  mapHeight: number;
  /** Pixels of the map's left side hidden by the sidebar. */
  leftInset: number;
  /** Pixels of the map's top hidden by the search bar; a popup above the marker stays below it. */
  topInset?: number;
  popupWidth: number;
  popupHeight: number;
  /** Gap between the marker and the popup. */
  offset: number;
}

/**
 * Where the popup sits around its marker: above it when it fits there, else on the side with more
 * room; shifted right when centring it would put it under the sidebar (never up under the search bar), left when it would leave
 * the map. MapLibre's own choice only knows the map's edges, not the sidebar over it.
 */
export function popupAnchor(room: PopupRoom): PositionAnchor {
  const { x, y, mapWidth, mapHeight, popupWidth, popupHeight, offset } = room;
  // A sidebar that leaves no room for the popup beside it is ignored rather than obeyed.
  const leftInset = room.leftInset + popupWidth > mapWidth ? 0 : room.leftInset;
  const above = y - offset - (room.topInset ?? 0);
  const below = mapHeight - y - offset;
  const vertical = above >= popupHeight || above >= below ? 'bottom' : 'top';
  const half = popupWidth / 2;
  if (x - half < leftInset) return `${vertical}-left`;
  if (x + half > mapWidth) return `${vertical}-right`;
  return vertical;
}
