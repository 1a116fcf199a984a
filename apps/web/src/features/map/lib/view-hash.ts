/** The part of the URL hash MapLibre keeps the view in (`hash="map"`: `#map=zoom/lat/lng`). */
const HASH_KEY = 'map';

export interface HashView {
  zoom: number;
  lat: number;
  lng: number;
}

/**
 * The URL hash with its `map=zoom/lat/lng` part set to `view`, other parts kept, in MapLibre's
 * own format (zoom to 2 decimals, 5 decimals for the position: about a metre).
 */
export function hashWithView(hash: string, view: HashView): string {
  const round = (value: number, decimals: number) => Number(value.toFixed(decimals));
  const value = `${round(view.zoom, 2)}/${round(view.lat, 5)}/${round(view.lng, 5)}`;
  const parts = hash.replace(/^#/, '').split('&').filter(Boolean);
  let found = false;
  const next = parts.map((part) => {
    if (part.split('=')[0] !== HASH_KEY) return part;
    found = true;
    return `${HASH_KEY}=${value}`;
  });
  if (!found) next.push(`${HASH_KEY}=${value}`);
  return `#${next.join('&')}`;
}

/**
 * Puts a view the map is flying to into the address at once: MapLibre writes it only when the
 * move ends, seconds later for a long flight, so a reload or a link copied meanwhile went back
 * to the place the user had left.
 */
export function writeViewHash(view: HashView): void {
  const url = new URL(window.location.href);
  url.hash = hashWithView(url.hash, view);
  window.history.replaceState(window.history.state, '', url);
}
