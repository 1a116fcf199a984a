import { LOCAL_CULTURE_MIN_ZOOM } from '@ai-map/contracts';
import { Button } from '../../../../shared/ui/button';
import { useLocalCulture } from '../../api/general-local-culture';
import { useMapViewStore } from '../../stores/map-view-store';
import styles from './general.module.css';
import { QueryStatus } from './query-status';
import { useGeneralView } from './use-general-view';

const KIND_LABELS = {
  attraction: 'Attraction',
  shop: 'Shop',
  food: 'Food & drinks',
  event: 'Event',
};

/** The local-culture sub-filter: its places once the map is close enough (zoom 7, §4). */
export function LocalCultureOptions() {
  const { box, zoom } = useGeneralView();
  const close = zoom >= LOCAL_CULTURE_MIN_ZOOM;
  const places = useLocalCulture(close && box ? { box, zoom } : null);
  const select = useMapViewStore((state) => state.select);
  const flyTo = useMapViewStore((state) => state.flyTo);

  return (
    <section className={styles.section} aria-labelledby="general-culture-heading">
      <h3 id="general-culture-heading" className={styles.heading}>
        Local culture
      </h3>
      <p className={styles.note}>
        Places that say something about the destination’s own culture: heritage sites, places of
        worship and history, theatres, arts centres and regional food.
      </p>
      {!close ? (
        <div className={styles.section}>
          <p className={styles.message}>Zoom in to zoom {LOCAL_CULTURE_MIN_ZOOM} to see them.</p>
          <Button variant="secondary" onClick={() => flyTo({ zoom: LOCAL_CULTURE_MIN_ZOOM })}>
            Zoom in
          </Button>
        </div>
      ) : (
        <QueryStatus query={places} what="the local culture of this view">
          {places.data && places.data.results.length === 0 ? (
            <p className={styles.status}>No local-culture place in this view.</p>
          ) : (
            <ul className={`${styles.list} ${styles.scrollList}`}>
              {(places.data?.results ?? []).map((place) => (
                <li key={`${place.kind}:${place.id}`}>
                  <button
                    type="button"
                    className={styles.item}
                    onClick={() => select({ type: place.kind, id: place.id })}
                  >
                    <span className={styles.itemName}>{place.name}</span>
                    <span className={styles.itemMeta}>
                      {KIND_LABELS[place.kind]} · {place.rating.toFixed(1)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </QueryStatus>
      )}
    </section>
  );
}
