import { haversineKm, type LatLng } from '@ai-map/contracts';
import { solveOpenPath, type CostMatrix } from './tour';

/** Great-circle km between every two points. */
function distanceMatrix(points: readonly LatLng[]): CostMatrix {
  const n = points.length;
  const cost = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const km = haversineKm(points[i]!, points[j]!);
      cost[i * n + j] = km;
      cost[j * n + i] = km;
    }
  }
  return { n, cost };
}

export interface StopAnchors {
  /** Where the traveller comes from: the path starts near it. */
  start?: LatLng;
  /** Where the traveller goes next: the path ends near it. */
  end?: LatLng;
}

/**
 * The visiting order of `points` (indices) as the shortest open path by distance, from the
 * `start` anchor and towards the `end` anchor when given (docs/itinerary.md: order). Ordering by
 * distance rather than by modelled minutes keeps the cost symmetric and metric, which the tour
 * search relies on; minutes grow with distance anyway.
 */
export function orderStops(points: readonly LatLng[], anchors: StopAnchors = {}): number[] {
  const nodes = [
    ...(anchors.start ? [anchors.start] : []),
    ...points,
    ...(anchors.end ? [anchors.end] : []),
  ];
  const offset = anchors.start ? 1 : 0;
  const path = solveOpenPath(distanceMatrix(nodes), {
    start: anchors.start ? 0 : undefined,
    end: anchors.end ? nodes.length - 1 : undefined,
  });
  return path.map((node) => node - offset).filter((index) => index >= 0 && index < points.length);
}
