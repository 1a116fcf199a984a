import type { LiveArea } from '@ai-map/contracts';
import { useLiveArea } from '../hooks/use-live-area';
import styles from './live-area-status.module.css';

/** The status line of the area the map shows (see {@link LiveAreaLine}). */
export function LiveAreaStatus() {
  return <LiveAreaLine area={useLiveArea()} />;
}

export const unreachableNotice = 'Couldn’t reach OpenStreetMap — showing the built-in catalogue';

/**
 * The "couldn't reach" notice, once per page load: shown for the area where the visitor first
 * met it, gone once another area is shown (or the map zooms out), and never again after: told
 * once is enough, and a notice that followed the visitor from place to place would be noise.
 * Module state, as the map and a city page share it; updated idempotently during render.
 */
let notice: { city: string; left: boolean } | null = null;

function showNotice(city: string | null, unreachable: boolean): boolean {
  if (notice === null) {
    if (!city || !unreachable) return false;
    notice = { city, left: false };
    return true;
  }
  if (notice.left) return false;
  if (city !== notice.city) {
    notice.left = true;
    return false;
  }
  return unreachable;
}

/**
 * A line while the places of an area are fetched from OpenStreetMap, and how it ended; nothing
 * when the area was fetched before, when there is no city near, or when the server is offline.
 * When the server cannot reach OpenStreetMap (no internet), one notice for the area where that
 * was first learnt, gone once the visitor moves on and never shown again; no "Fetching…" pill
 * then, since nothing is fetched. Over the map, and on a city page (`inline`).
 */
export function LiveAreaLine({
  area,
  inline = false,
}: {
  area: LiveArea | null;
  inline?: boolean;
}) {
  const city = area?.enabled ? area.city_name : null;
  const unreachable = area?.reachable === false;
  const noticeHere = showNotice(city, unreachable);
  if (!area || !city) return null;
  const className = inline ? styles.inline : styles.status;
  if (unreachable) {
    return noticeHere ? (
      <p className={className} role="status">
        {unreachableNotice}
      </p>
    ) : null;
  }
  if (area.status === 'queued' || area.status === 'running') {
    return (
      <p className={className} role="status">
        Fetching places around {city} from OpenStreetMap…
      </p>
    );
  }
  if (area.status === 'failed') {
    return (
      <p className={className} role="status">
        Places around {city} could not be fetched from OpenStreetMap just now.
      </p>
    );
  }
  return null;
}
