import type { GeoMarker } from '@ai-map/contracts';
import type { ReactNode } from 'react';
import { ScoreBadge } from '../../../../shared/ui/score-badge';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { usePlacesInView } from '../../api/get-places-in-view';
import { requestZoom, toBoundingBox } from '../../lib/viewport';
import { useMapViewStore } from '../../stores/map-view-store';
import styles from './selected.module.css';

/** Close enough to tell the place's marker from its neighbours. */
const PLACE_ZOOM = 17;
const TOP_COUNT = 10;

/**
 * The best rated attractions in the current view, as buttons that select one and fly to it:
 * the selected tab's content while nothing is selected.
 */
export function BestRatedPlaces() {
  const viewport = useMapViewStore((state) => state.viewport);
  const select = useMapViewStore((state) => state.select);
  const flyTo = useMapViewStore((state) => state.flyTo);
  // POST geo/attractions with the view's box and no filters: it answers the best rated first.
  const inView = usePlacesInView(
    viewport && {
      kind: 'attraction',
      box: toBoundingBox(viewport),
      zoom: requestZoom(viewport.zoom),
      filters: {},
    },
  );
  const top = inView.data?.results.slice(0, TOP_COUNT);

  const open = (place: GeoMarker) => {
    select({ type: 'attraction', id: place.id });
    flyTo({
      center: place.geo_points_json,
      zoom: Math.max(viewport?.zoom ?? PLACE_ZOOM, PLACE_ZOOM),
    });
  };

  let content: ReactNode;
  if (!viewport || inView.isPending) {
    content = (
      <div className={styles.bestList} role="status" aria-label="Loading the best rated places">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={44} radius="var(--radius-sm)" />
        ))}
      </div>
    );
  } else if (inView.isError || !top) {
    content = (
      <p className={styles.note} role="alert">
        The best rated places could not be loaded.{' '}
        <button type="button" className={styles.retry} onClick={() => void inView.refetch()}>
          Try again
        </button>
      </p>
    );
  } else if (top.length === 0) {
    content = (
      <p className={styles.note}>
        No attractions in this part of the map. Zoom out or move the map.
      </p>
    );
  } else {
    content = (
      <ol className={styles.bestList} aria-busy={inView.isPlaceholderData || undefined}>
        {top.map((place) => (
          <li key={place.id}>
            <button type="button" className={styles.bestItem} onClick={() => open(place)}>
              <span className={styles.bestName}>{place.name}</span>
              <ScoreBadge score={place.rating} />
            </button>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section className={styles.best} aria-labelledby="best-rated-title">
      <h3 id="best-rated-title" className={styles.bestTitle}>
        Top {TOP_COUNT} attractions in view
      </h3>
      {content}
    </section>
  );
}
