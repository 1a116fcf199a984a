import { type GeoKind, type GeoMarker, iconOfKind, placesLabel } from '@ai-map/contracts';
import { useMemo, useState } from 'react';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { ScoreBadge } from '../../../../shared/ui/score-badge';
import { usePlacesInView } from '../../api/get-places-in-view';
import { requestZoom, toBoundingBox } from '../../lib/viewport';
import { geoFilterBody, useMapFiltersStore } from '../../stores/map-filters-store';
import { useMapViewStore } from '../../stores/map-view-store';
import { MarkerGlyph } from '../legend/marker-glyph';
import styles from './places-in-view.module.css';

/** A place opens at street level: at least this zoom. */
const PLACE_ZOOM = 17;
const PAGE = 30;

const byRating = (a: GeoMarker, b: GeoMarker) => b.rating - a.rating;

/** The places of a kind in the visible box with the kind's filters, best rated first. */
export function PlacesInView({ kind }: { kind: GeoKind }) {
  const viewport = useMapViewStore((state) => state.viewport);
  const filters = useMapFiltersStore((state) => state.filters);
  const resetFilters = useMapFiltersStore((state) => state.resetFilters);
  const request = useMemo(() => {
    if (!viewport) return null;
    const body = geoFilterBody([kind], filters);
    return { kind, box: toBoundingBox(viewport), zoom: requestZoom(viewport.zoom), filters: body };
  }, [kind, viewport, filters]);
  const places = usePlacesInView(request);
  const [shown, setShown] = useState(PAGE);
  const sorted = useMemo(() => [...(places.data?.results ?? [])].sort(byRating), [places.data]);
  const filtered = request !== null && Object.keys(request.filters).length > 0;

  let body;
  if (places.isError && !places.data) {
    body = (
      <p className={`${styles.status} ${styles.error}`} role="alert">
        The places could not be loaded.
        <button type="button" className={styles.retry} onClick={() => void places.refetch()}>
          Try again
        </button>
      </p>
    );
  } else if (!places.data) {
    body = (
      <ul className={styles.list} aria-busy="true" aria-label="Loading places">
        {Array.from({ length: 5 }, (_, index) => (
          <li key={index} className={styles.skeletonRow}>
            <Skeleton width={28} height={28} radius="50%" />
            <Skeleton height={14} />
          </li>
        ))}
      </ul>
    );
  } else if (sorted.length === 0) {
    body = (
      <div className={styles.status}>
        No places here with these filters — zoom out or reset the filters.
        {filtered && (
          <button type="button" className={styles.retry} onClick={() => resetFilters(kind)}>
            Reset the filters
          </button>
        )}
      </div>
    );
  } else {
    body = (
      <>
        <ul className={styles.list} aria-busy={places.isPlaceholderData || undefined}>
          {sorted.slice(0, shown).map((place) => (
            <li key={place.id}>
              <PlaceRow place={place} />
            </li>
          ))}
        </ul>
        {sorted.length > shown && (
          <button type="button" className={styles.more} onClick={() => setShown(shown + PAGE)}>
            Show more
          </button>
        )}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={`places-in-view-${kind}`}>
      <h3 id={`places-in-view-${kind}`} className={styles.heading}>
        In view
        {places.data && (
          <span className={styles.count} aria-live="polite">
            {places.data.count.toLocaleString('en-US')} {placesLabel(places.data.count)}
            {places.data.truncated && `, the ${places.data.results.length} best rated shown`}
          </span>
        )}
      </h3>
      {body}
    </section>
  );
}

function PlaceRow({ place }: { place: GeoMarker }) {
  const flyTo = useMapViewStore((state) => state.flyTo);
  const select = useMapViewStore((state) => state.select);
  const zoom = useMapViewStore((state) => state.viewport?.zoom ?? PLACE_ZOOM);
  const open = () => {
    flyTo({ center: place.geo_points_json, zoom: Math.max(PLACE_ZOOM, zoom) });
    select({ type: place.kind, id: place.id });
  };
  return (
    <button type="button" className={styles.row} onClick={open}>
      <MarkerGlyph icon={iconOfKind[place.kind]} size={28} />
      <span className={styles.name}>{place.name}</span>
      <ScoreBadge score={place.rating} />
    </button>
  );
}
