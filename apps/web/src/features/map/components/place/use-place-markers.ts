import type { Feature, Point } from 'geojson';
import { useMemo } from 'react';
import { useClusters } from '../../api/get-clusters';
import { useLocalMarkersRequest } from '../../hooks/use-local-markers-request';
import { type ClusterFeatureProps, clusterFeatures } from '../../lib/cluster-features';

/**
 * The single places of the clusters answer the map draws (the same cached query as the cluster
 * layer, so no extra request); null while the local markers are hidden or not loaded.
 */
export function usePlaceMarkers(): Feature<Point, ClusterFeatureProps>[] | null {
  const request = useLocalMarkersRequest();
  const { data } = useClusters(request);
  const visible = request !== null && request.kinds.length > 0;
  return useMemo(() => {
    if (!visible || !data) return null;
    return clusterFeatures(data.results).features.filter((feature) => !feature.properties.cluster);
  }, [visible, data]);
}
