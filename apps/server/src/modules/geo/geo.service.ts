import {
  clusterZoom,
  GEO_KINDS,
  GEO_LIMITS,
  iconOfKind,
  longitudeRanges,
  sizeClass,
  type BoundingBox,
  type GeoClustersRequest,
  type GeoKind,
  type GeoMarker,
  type GeoMarkersRequest,
} from '@ai-map/contracts';
import { categoryTreeOf, type CategoryTreeName } from '@ai-map/osm';
import type { Database } from '../../db/client';
import type { Box, ClusterSink } from './cluster-layer';
import type { GeoPoint, IndexScope, PointFilter, PointSet } from './geo-index';
import { presentSingle } from './present-cluster';
import { flagKey, flagsOf, noFlags, type Flags, type Viewer } from './viewer-flags';

type Filters = Omit<GeoMarkersRequest, 'top_left' | 'bottom_right' | 'zoom'>;

const treeKind: Record<CategoryTreeName, GeoKind> = {
  attraction: 'attraction',
  shopping: 'shop',
  food: 'food',
  event: 'event',
};

const anyOf = (wanted: readonly string[], have: readonly string[]) =>
  have.some((v) => wanted.includes(v));

/**
 * The filter of one kind, or undefined when none of the request's filters applies to it.
 * Categories filter only the kind of their own tree; type_of_shop shops; date events;
 * cuisines, dishes and dish types food; rating and local_culture every kind.
 */
export function kindFilter(kind: GeoKind, f: Filters): PointFilter | undefined {
  const keys: string[] = [];
  const tests: ((p: GeoPoint) => boolean)[] = [];
  if (f.rating) {
    const [min, max] = f.rating;
    keys.push(`r${min}-${max}`);
    tests.push((p) => p.rating >= min && p.rating <= max);
  }
  const categories = (f.categories ?? []).filter((slug) => {
    const tree = categoryTreeOf(slug);
    return tree !== undefined && treeKind[tree] === kind;
  });
  if (categories.length) {
    keys.push(`c${[...categories].sort().join(',')}`);
    tests.push((p) => anyOf(categories, p.categories));
  }
  if (f.local_culture) {
    keys.push('lc');
    tests.push((p) => p.localCulture);
  }
  const list = (name: string, values: string[] | undefined, get: (p: GeoPoint) => string[]) => {
    if (!values?.length) return;
    keys.push(`${name}${[...values].sort().join(',')}`);
    tests.push((p) => anyOf(values, get(p)));
  };
  if (kind === 'shop') list('t', f.type_of_shop, (p) => (p.type ? [p.type] : []));
  if (kind === 'food') {
    list('k', f.country_cuisine_holder, (p) => p.cuisines);
    list('d', f.dishes_ids, (p) => p.categories);
    list('t', f.type_of_dish, (p) => (p.type ? [p.type] : []));
  }
  if (kind === 'event' && f.date) {
    const { start_date: start, finish_date: finish } = f.date;
    keys.push(`d${start}-${finish}`);
    tests.push(
      (p) => p.startDate !== null && p.startDate <= finish && (p.endDate ?? p.startDate) >= start,
    );
  }
  if (!tests.length) return undefined;
  return { key: `${kind}:${keys.join(';')}`, test: (p) => tests.every((t) => t(p)) };
}

/** Whether any filter is set: most map requests have none, and then no filter is built. */
const filtersAny = (f: Filters) =>
  f.rating !== undefined ||
  !!f.categories?.length ||
  !!f.local_culture ||
  !!f.type_of_shop?.length ||
  f.date !== undefined ||
  !!f.country_cuisine_holder?.length ||
  !!f.dishes_ids?.length ||
  !!f.type_of_dish?.length;

/** The filter of a scope: one kind's, or each point's own kind's for the all-kinds index. */
export function scopeFilter(scope: IndexScope, f: Filters): PointFilter | undefined {
  if (!filtersAny(f)) return undefined;
  if (scope !== 'all') return kindFilter(scope, f);
  const parts = GEO_KINDS.map((kind) => [kind, kindFilter(kind, f)] as const).filter(
    (part): part is readonly [GeoKind, PointFilter] => part[1] !== undefined,
  );
  if (!parts.length) return undefined;
  const byKind = new Map(parts);
  return {
    key: parts.map(([, filter]) => filter.key).join('|'),
    test: (p) => byKind.get(p.kind)?.test(p) ?? true,
  };
}

const idField = {
  attraction: 'attraction_id',
  shop: 'shop_id',
  food: 'restaurant_id',
  event: 'event_id',
} as const;

export function presentMarker(p: GeoPoint, flags: Flags = noFlags): GeoMarker {
  return {
    id: p.id,
    kind: p.kind,
    [idField[p.kind]]: p.id,
    name: p.name,
    rating: p.rating,
    size: sizeClass(p.rating),
    geo_points_json: [p.lng, p.lat],
    category_icons: [{ type: iconOfKind[p.kind], count: 1 }],
    local_culture: p.localCulture,
    ...flags,
    is_advertising: false,
    imgLink: null,
  };
}

/** The request's box as supercluster boxes: one, or two across the antimeridian. */
const boxesOf = (box: BoundingBox): Box[] =>
  longitudeRanges(box).map(([west, east]) => [west, box.bottom_right.lat, east, box.top_left.lat]);

export interface ClusterOptions {
  /** Outline every cluster (polygon_clusters). */
  outlines?: boolean;
}

/**
 * `{"results":[…],"cluster_zoom":z}` from the clusters' JSON in one `join`: a template around
 * `parts.join(',')` would leave a rope that is copied once more when the answer is measured and
 * written, and dense answers are tens of KB.
 */
function answer(parts: readonly string[], zoom: number): string {
  const list = ['{"results":['];
  for (const [i, part] of parts.entries()) {
    if (i > 0) list.push(',');
    list.push(part);
  }
  list.push(`],"cluster_zoom":${zoom}}`);
  return list.join('');
}

/**
 * The JSON text of the clusters answer (ClustersResponseSchema) for the box at the request's
 * cluster zoom: each kind clustered on its own (`kinds`), or all four together (scope 'all').
 * Every cluster comes as the JSON its layer wrote once (cluster-layer.ts); for a signed-in viewer
 * the single points that carry one of the viewer's flags are written again with them.
 */
export async function clusters(
  db: Database,
  set: PointSet,
  viewer: Viewer,
  request: GeoClustersRequest,
  scopes: readonly IndexScope[],
  options: ClusterOptions = {},
): Promise<string> {
  const zoom = clusterZoom(request.zoom);
  const boxes = boxesOf(request);
  const sink: ClusterSink = { parts: [], singles: viewer ? [] : null };
  for (const scope of scopes) {
    const layer = set.layer(scope, scopeFilter(scope, request));
    for (const box of boxes) layer.gather(box, zoom, options.outlines ?? false, sink);
  }
  if (sink.singles?.length) {
    const flags = await flagsOf(
      db,
      viewer,
      sink.singles.map((s) => s.point),
    );
    for (const { at, point, lng, lat } of sink.singles) {
      const own = flags.get(flagKey(point));
      if (own) sink.parts[at] = JSON.stringify(presentSingle(point, lng, lat, own));
    }
  }
  return answer(sink.parts, zoom);
}

/**
 * Markers of one scope in the box with the request's filters, the best rated first, at most
 * GEO_LIMITS.maxMarkers of them (`truncated` says when more were in the box).
 */
export async function markers(
  db: Database,
  set: PointSet,
  viewer: Viewer,
  request: Filters & BoundingBox,
  scope: IndexScope,
) {
  const { index } = set.layer(scope, scopeFilter(scope, request));
  // Above the cluster max zoom supercluster answers the original points of the box.
  const inBox = boxesOf(request).flatMap((box) =>
    index.getClusters(box, GEO_LIMITS.clusterMaxZoom + 1).map((f) => f.properties as GeoPoint),
  );
  const points = bestRated(inBox, GEO_LIMITS.maxMarkers);
  const flags = await flagsOf(db, viewer, points);
  return {
    results: points.map((p) => presentMarker(p, flags.get(flagKey(p)))),
    count: points.length,
    truncated: inBox.length > points.length,
  };
}

const byRating = (a: GeoPoint, b: GeoPoint) => b.rating - a.rating || a.id - b.id;

/**
 * The `limit` best rated points, best first. A large box (a world view holds every point) is
 * first cut with a histogram of ratings in tenths, so only the candidates get sorted.
 */
export function bestRated(points: GeoPoint[], limit: number): GeoPoint[] {
  if (points.length > limit * 4) {
    const bucket = (r: number) => Math.min(100, Math.max(0, Math.floor(r * 10)));
    const histogram = new Array<number>(101).fill(0);
    for (const p of points) histogram[bucket(p.rating)]! += 1;
    let threshold = 100;
    for (let above = histogram[100]!; threshold > 0 && above < limit;) {
      threshold -= 1;
      above += histogram[threshold]!;
    }
    points = points.filter((p) => bucket(p.rating) >= threshold);
  }
  return points.sort(byRating).slice(0, limit);
}
