import type { Feature, Point } from 'geojson';
import { type FocusEvent, useEffect, useMemo, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { formatScore } from '../../../../shared/lib/format';
import type { ClusterFeatureProps } from '../../lib/cluster-features';
import { placeOverlayStore } from './place-overlay-store';
import { POPUP_ATTRIBUTE } from './place-popup';
import { type PlaceKind, type PlaceTarget, targetFromMarker, targetMarkerId } from './place-target';
import styles from './place.module.css';

const KIND_LABELS: Record<PlaceKind, string> = {
  attraction: 'attraction',
  shop: 'shop',
  food: 'food and drinks',
  event: 'event',
  city: 'city',
};

interface PlaceMarkerListProps {
  markers: Feature<Point, ClusterFeatureProps>[];
  /** A marker activated (Enter, Space, click): the same as clicking it on the map. */
  onActivate: (target: PlaceTarget) => void;
}

/**
 * The places drawn on the map as a list of buttons: WebGL markers cannot take the focus, so
 * keyboard and screen reader users reach them here. Visually hidden until a button is focused.
 * Focusing a button opens the marker's tooltip, activating it what a click on the marker opens.
 * Each button carries the marker's id and its position on screen (data-x, data-y: viewport
 * pixels, refreshed after every move), which end-to-end tests use to point at the real marker.
 */
export function PlaceMarkerList({ markers, onActivate }: PlaceMarkerListProps) {
  const { current: map } = useMap();
  // Bumped after each move or resize so that the positions are read again.
  const [, setMoves] = useState(0);

  useEffect(() => {
    if (!map) return;
    const refresh = () => setMoves((count) => count + 1);
    map.on('moveend', refresh);
    map.on('resize', refresh);
    return () => {
      map.off('moveend', refresh);
      map.off('resize', refresh);
    };
  }, [map]);

  // Best rated first, like the marker labels draw attention to them.
  const targets = useMemo(
    () =>
      [...markers]
        .sort((a, b) => b.properties.rating - a.properties.rating)
        .flatMap((feature) => {
          const coordinates = feature.geometry.coordinates as [number, number];
          const target = targetFromMarker({ ...feature.properties }, coordinates);
          return target ? [{ target, rating: feature.properties.rating }] : [];
        }),
    [markers],
  );

  if (!map || targets.length === 0) return null;
  const box = map.getContainer().getBoundingClientRect();

  const onFocus = (target: PlaceTarget) => (event: FocusEvent<HTMLButtonElement>) => {
    // Focus handed back from a closed info window must not reopen it as a tooltip.
    const from = event.relatedTarget;
    if (from instanceof Element && from.closest(`[${POPUP_ATTRIBUTE}]`)) return;
    placeOverlayStore.getState().enterMarker(target);
  };

  return (
    <nav className={styles.markerList} aria-label="Places on the map">
      <ul>
        {targets.map(({ target, rating }) => {
          const point = map.project(target.lngLat);
          return (
            <li key={targetMarkerId(target)}>
              <button
                type="button"
                className={styles.markerButton}
                data-marker-id={targetMarkerId(target)}
                data-x={Math.round(box.left + point.x)}
                data-y={Math.round(box.top + point.y)}
                onFocus={onFocus(target)}
                onBlur={() => placeOverlayStore.getState().leaveMarker()}
                onClick={() => onActivate(target)}
              >
                {target.name || 'Unnamed place'}, {KIND_LABELS[target.kind]}, rated{' '}
                {formatScore(rating)}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
