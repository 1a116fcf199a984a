import type { DataDrivenPropertyValueSpecification } from 'maplibre-gl';
import { Layer, Source } from 'react-map-gl/maplibre';
import { useBasemapLabelLayer } from '../../../../shared/lib/map-layer-style';

interface CountryShapesLayerProps {
  id: string;
  data: GeoJSON.FeatureCollection;
  color: DataDrivenPropertyValueSpecification<string>;
  opacity: DataDrivenPropertyValueSpecification<number>;
}

/** A country choropleth under the basemap's labels, with thin white borders. */
export function CountryShapesLayer({ id, data, color, opacity }: CountryShapesLayerProps) {
  const beforeId = useBasemapLabelLayer();
  return (
    <Source id={`${id}-shapes`} type="geojson" data={data}>
      <Layer
        id={`${id}-fill`}
        type="fill"
        beforeId={beforeId}
        paint={{ 'fill-color': color, 'fill-opacity': opacity }}
      />
      <Layer
        id={`${id}-border`}
        type="line"
        beforeId={beforeId}
        paint={{ 'line-color': '#ffffff', 'line-width': 0.8, 'line-opacity': 0.8 }}
      />
    </Source>
  );
}
