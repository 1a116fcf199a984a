import { useState } from 'react';
import { Popup } from 'react-map-gl/maplibre';
import type { MapGeoJSONFeature } from 'maplibre-gl';
import styles from './general.module.css';

export interface TooltipContent {
  at: [number, number];
  title: string;
  text: string;
}

/** The hover state of a layer's tooltip: set from a hovered point feature, cleared on leave. */
export function useMarkerTooltip(read: (feature: MapGeoJSONFeature) => Omit<TooltipContent, 'at'>) {
  const [tooltip, setTooltip] = useState<TooltipContent | null>(null);
  return {
    tooltip,
    onEnter: (feature: MapGeoJSONFeature) => {
      if (feature.geometry.type !== 'Point') return;
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      setTooltip({ at: [lng, lat], ...read(feature) });
    },
    onLeave: () => setTooltip(null),
  };
}

/** A small label over a hovered statistical marker: the country and what its marker says. */
export function MarkerTooltip({ tooltip }: { tooltip: TooltipContent | null }) {
  if (!tooltip) return null;
  return (
    <Popup
      // A new line (a country's advisory arriving) can make it taller: placed afresh, it keeps
      // fitting the map.
      key={tooltip.text}
      longitude={tooltip.at[0]}
      latitude={tooltip.at[1]}
      // No fixed anchor: MapLibre puts the tooltip on the side where it fits, so that one over
      // a marker near the map's top edge is not cut off.
      offset={16}
      closeButton={false}
      closeOnClick={false}
      className={styles.tooltip}
    >
      <strong>{tooltip.title}</strong>
      {/* Empty while its line is still loading: the title alone rather than a placeholder. */}
      {tooltip.text && <span>{tooltip.text}</span>}
    </Popup>
  );
}
