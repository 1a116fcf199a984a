import type { BoundingBox } from '@ai-map/contracts';
import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import { useAreas } from '../../api/areas-regions';
import { areaCentres, areaShapes } from '../../lib/general-areas';
import { geoShapesVisible } from '../../lib/general-layers';
import { useGeneralStore } from '../../stores/general-store';
import {
  nameLabelLayout,
  nameLabelPaint,
  outlineWidth,
  useBasemapLabelLayer,
} from '../../../../shared/lib/map-layer-style';
import { useLayerPointer } from './use-layer-pointer';

const CENTRES = 'general-areas-centre';
const LAYERS = [CENTRES] as const;
const AREA_COLOR = '#0f766e';

/**
 * The areas sub-filter: regions as circles reaching their farthest city, named at their centre.
 * Outlines follow the geo shape rule of §4: all of them above zoom 12, below it only the area
 * pointed at (forced).
 */
export function AreasLayer({ box, zoom }: { box: BoundingBox; zoom: number }) {
  const { data } = useAreas(box);
  const areas = data?.results;
  const centres = useMemo(() => areaCentres(areas ?? []), [areas]);
  const forcedArea = useGeneralStore((state) => state.forcedArea);
  const shapes = useMemo(() => {
    const all = areaShapes(areas ?? []);
    const features = all.features.filter((area) =>
      geoShapesVisible(zoom, area.properties.areaId === forcedArea),
    );
    return { ...all, features };
  }, [areas, zoom, forcedArea]);
  const beforeId = useBasemapLabelLayer();
  const setForcedArea = useGeneralStore((state) => state.setForcedArea);
  useLayerPointer(LAYERS, {
    onEnter: (feature) => setForcedArea(Number(feature.properties.areaId)),
    onLeave: () => setForcedArea(null),
  });

  return (
    <>
      <Source id="general-area-shapes" type="geojson" data={shapes}>
        <Layer
          id="general-areas-fill"
          type="fill"
          beforeId={beforeId}
          paint={{ 'fill-color': AREA_COLOR, 'fill-opacity': 0.08 }}
        />
        <Layer
          id="general-areas-outline"
          type="line"
          beforeId={beforeId}
          paint={{ 'line-color': AREA_COLOR, 'line-width': outlineWidth, 'line-opacity': 0.7 }}
        />
      </Source>
      <Source id="general-area-centres" type="geojson" data={centres}>
        <Layer
          id={CENTRES}
          type="circle"
          paint={{
            'circle-color': AREA_COLOR,
            'circle-radius': ['case', ['==', ['get', 'areaId'], forcedArea ?? -1], 7, 5],
            'circle-stroke-color': '#ffffff',
            'circle-stroke-width': 2,
          }}
        />
        <Layer
          id="general-areas-name"
          type="symbol"
          layout={{ ...nameLabelLayout, 'text-offset': [0, 0.7] }}
          paint={{ ...nameLabelPaint, 'text-color': '#115e59' }}
        />
      </Source>
    </>
  );
}
