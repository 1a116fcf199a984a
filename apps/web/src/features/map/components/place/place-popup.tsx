import type { PositionAnchor } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { type MapRef, Popup, useMap } from 'react-map-gl/maplibre';
import { CloseIcon } from '../../../../shared/ui/icons';
import { TripDragHandle } from '../../../planner';
import { placeOverlayStore, usePlaceOverlay } from './place-overlay-store';
import { PlaceOverview } from './place-overview';
import { type PlaceTarget, targetMarkerId } from './place-target';
import { popupAnchor } from './popup-anchor';
import styles from './place.module.css';

/** Marks the popup's element, so that focus coming back from it can be told apart. */
export const POPUP_ATTRIBUTE = 'data-place-popup';

const POPUP_OFFSET = 16;
/** The card's width (place.module.css) and about the height of a place with photos. */
const POPUP_WIDTH = 300;
const POPUP_HEIGHT = 330;
/** The map sidebar's panel (map-sidebar.tsx), which lies over the map's left side. */
const SIDEBAR_PANEL_ID = 'map-sidebar-panel';
/** The search bar over the map's top (map-search-bar.tsx). */
const SEARCH_BAR_SELECTOR = '[data-map-search-bar]';

function anchorFor(map: MapRef, target: PlaceTarget): PositionAnchor {
  const box = map.getContainer().getBoundingClientRect();
  const sidebar = document.getElementById(SIDEBAR_PANEL_ID)?.getBoundingClientRect();
  const searchBar = document.querySelector(SEARCH_BAR_SELECTOR)?.getBoundingClientRect();
  const point = map.project(target.lngLat);
  return popupAnchor({
    x: point.x,
    y: point.y,
    mapWidth: box.width,
    mapHeight: box.height,
    leftInset: sidebar ? Math.max(0, sidebar.right - box.left) : 0,
    topInset: searchBar ? Math.max(0, searchBar.bottom - box.top) : 0,
    popupWidth: POPUP_WIDTH,
    popupHeight: POPUP_HEIGHT,
    offset: POPUP_OFFSET,
  });
}

/** Closes the overlay; if the focus was inside it, the focus goes back to what opened it. */
function closeRestoringFocus(
  container: HTMLElement | null,
  openerRef: { current: HTMLElement | null },
) {
  const focusInside = container?.contains(document.activeElement) ?? false;
  const opener = focusInside ? openerRef.current : null;
  openerRef.current = null;
  placeOverlayStore.getState().close();
  if (opener?.isConnected) opener.focus();
}

/**
 * The place tooltip (hover) and info window (pinned) anchored at the marker. Over it the pointer
 * keeps a tooltip open (§4); Escape or the close button closes it and, when the keyboard had
 * moved into it, gives the focus back to where it came from.
 */
export function PlacePopup() {
  const shown = usePlaceOverlay((state) => state.shown);
  const pinned = usePlaceOverlay((state) => state.pinned);
  const focusOnOpen = usePlaceOverlay((state) => state.focusOnOpen);
  const containerRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const { enterTooltip, leaveTooltip } = placeOverlayStore.getState();
  const { current: map } = useMap();
  // Bumped after each move so that the anchor is chosen again for the marker's new place.
  const [, setMoves] = useState(0);

  useEffect(() => {
    if (!map) return;
    const refresh = () => setMoves((count) => count + 1);
    map.on('moveend', refresh);
    return () => {
      map.off('moveend', refresh);
    };
  }, [map]);

  useEffect(() => {
    if (!pinned || !focusOnOpen) return;
    openerRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    containerRef.current?.focus();
  }, [shown, pinned, focusOnOpen]);

  const isShown = shown !== null;
  useEffect(() => {
    if (!isShown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRestoringFocus(containerRef.current, openerRef);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isShown]);

  if (!shown || !map) return null;
  const [longitude, latitude] = shown.lngLat;
  return (
    <Popup
      longitude={longitude}
      latitude={latitude}
      anchor={anchorFor(map, shown)}
      offset={POPUP_OFFSET}
      maxWidth="none"
      closeButton={false}
      closeOnClick={false}
      closeOnMove={false}
      focusAfterOpen={false}
      className={styles.popup}
    >
      <div
        ref={containerRef}
        className={styles.popupBody}
        role="dialog"
        aria-label={shown.name || 'Place'}
        tabIndex={-1}
        data-testid="place-popup"
        data-marker-id={targetMarkerId(shown)}
        data-pinned={pinned}
        {...{ [POPUP_ATTRIBUTE]: '' }}
        onMouseEnter={enterTooltip}
        onMouseLeave={leaveTooltip}
      >
        {pinned && (
          <button
            type="button"
            className={styles.close}
            onClick={() => closeRestoringFocus(containerRef.current, openerRef)}
            aria-label="Close"
          >
            <CloseIcon size={18} />
          </button>
        )}
        <PlaceOverview key={targetMarkerId(shown)} target={shown} />
        {pinned && <TripDragHandle object={shown.kind} id={shown.id} name={shown.name} />}
      </div>
    </Popup>
  );
}
