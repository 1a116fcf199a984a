import type { LiveArea } from '@ai-map/contracts';
import { useLiveArea } from '../hooks/use-live-area';
import styles from './live-area-status.module.css';

/** The status line of the area the map shows (see {@link LiveAreaLine}). */
export function LiveAreaStatus() {
  return <LiveAreaLine area={useLiveArea()} />;
}

/**
 * A line while the places of an area are fetched from OpenStreetMap, and how it ended; nothing
 * when the area was fetched before, when there is no city near, or when the server is offline.
 * Over the map, and on a city page (`inline`).
 */
export function LiveAreaLine({
  area,
  inline = false,
}: {
  area: LiveArea | null;
  inline?: boolean;
}) {
  if (!area?.enabled || !area.city_name) return null;
  const city = area.city_name;
  const className = inline ? styles.inline : styles.status;
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
