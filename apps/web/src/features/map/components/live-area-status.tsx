import { useLiveArea } from '../hooks/use-live-area';
import styles from './live-area-status.module.css';

/**
 * A line over the map while the places of the area in view are fetched from OpenStreetMap, and
 * how it ended; nothing when the area was fetched before, when there is no city near, or when
 * the server is offline.
 */
export function LiveAreaStatus() {
  const area = useLiveArea();
  if (!area?.enabled || !area.city_name) return null;
  const city = area.city_name;
  if (area.status === 'queued' || area.status === 'running') {
    return (
      <p className={styles.status} role="status">
        Fetching places around {city} from OpenStreetMap…
      </p>
    );
  }
  if (area.status === 'failed') {
    return (
      <p className={styles.status} role="status">
        Places around {city} could not be fetched from OpenStreetMap just now.
      </p>
    );
  }
  return null;
}
