import {
  CLUSTER_ICONS,
  clusterIcons,
  clusterZoom,
  GEO_KINDS,
  GEO_LIMITS,
  iconOfKind,
  sizeClass,
  type BoundingBox,
  type Cluster,
  type ClusterComponent,
  type GeoClustersRequest,
  type GeoKind,
  type GeoMarker,
  type GeoMarkersRequest,
} from '@ai-map/contracts';
import { categoryTreeOf, type CategoryTreeName } from '@ai-map/osm';
import { and, eq, inArray } from 'drizzle-orm';
import type { ClusterFeature, PointFeature } from 'supercluster';
import type { Database } from '../../db/client';
import { votes } from '../../db/schema';
import type { UserRow } from '../auth/auth.repository';
import type { ClusterProps, GeoPoint, IndexScope, PointFilter, PointSet } from './geo-index';

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

/** The filter of a scope: one kind's, or each point's own kind's for the all-kinds index. */
export function scopeFilter(scope: IndexScope, f: Filters): PointFilter | undefined {
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

type Bbox = [number, number, number, number];
const bboxOf = (box: BoundingBox): Bbox => [
  box.top_left.lng,
  box.bottom_right.lat,
  box.bottom_right.lng,
  box.top_left.lat,
];

export type Viewer = UserRow | null;
interface Flags {
  isStared: boolean;
  isActive: boolean;
  isVisited: boolean;
}
const noFlags: Flags = { isStared: false, isActive: false, isVisited: false };

/**
 * The viewer's flags on these points in one query: favourite → isStared, visited → isVisited,
 * like → isActive. Anonymous viewers get none (and no query).
 */
async function flagsOf(db: Database, viewer: Viewer, points: readonly GeoPoint[]) {
  const flags = new Map<string, Flags>();
  if (!viewer || !points.length) return flags;
  const rows = await db
    .select({ type: votes.objectType, id: votes.objectId, vote: votes.vote })
    .from(votes)
    .where(
      and(
        eq(votes.userId, viewer.id),
        inArray(votes.objectType, [...new Set(points.map((p) => p.kind))]),
        inArray(votes.objectId, [...new Set(points.map((p) => p.id))]),
      ),
    );
  for (const row of rows) {
    const key = `${row.type}:${row.id}`;
    const f = flags.get(key) ?? { ...noFlags };
    if (row.vote === 'favourite') f.isStared = true;
    if (row.vote === 'visited') f.isVisited = true;
    if (row.vote === 'like') f.isActive = true;
    flags.set(key, f);
  }
  return flags;
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

function componentsOf(props: ClusterProps): ClusterComponent[] {
  return CLUSTER_ICONS.map((type) => ({ type, count: props[type] }))
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count);
}

const isCluster = (
  f: ClusterFeature<ClusterProps> | PointFeature<GeoPoint>,
): f is ClusterFeature<ClusterProps> => 'cluster' in f.properties && f.properties.cluster === true;

export interface ClusterOptions {
  /** Outline every cluster (polygon_clusters). */
  outlines?: boolean;
}

/**
 * Clusters of the box at the request's cluster zoom: each kind clustered on its own (`kinds`),
 * or all four together (scope 'all').
 */
export async function clusters(
  db: Database,
  set: PointSet,
  viewer: Viewer,
  request: GeoClustersRequest,
  scopes: readonly IndexScope[],
  options: ClusterOptions = {},
): Promise<{ results: Cluster[]; cluster_zoom: number }> {
  const zoom = clusterZoom(request.zoom);
  const bbox = bboxOf(request);
  const results: Cluster[] = [];
  const singles: { cluster: Cluster; point: GeoPoint }[] = [];
  for (const scope of scopes) {
    const index = set.index(scope, scopeFilter(scope, request));
    for (const feature of index.getClusters(bbox, zoom)) {
      const coordinates = feature.geometry.coordinates;
      const lng = coordinates[0]!;
      const lat = coordinates[1]!;
      // Every answer is one literal of one shape (no spreads): this loop is the hot path.
      if (isCluster(feature)) {
        const props = feature.properties;
        const components = componentsOf(props);
        const { icons, more } = clusterIcons(components);
        const nested = options.outlines
          ? [{ geo_circle_json: outline(props), cluster_type: components[0]!.type }]
          : [];
        results.push({
          id: `${scope}:c${props.cluster_id}`,
          position: { lat, lng },
          geo_points_json: [lng, lat],
          amount: props.point_count,
          object: { amount: props.point_count },
          isNumberMarker: true,
          components,
          icons,
          more,
          rating: props.best,
          size: sizeClass(props.best),
          nested_cluster: nested,
          nested_clusters: nested.length,
          items: [],
        });
      } else {
        const p = feature.properties;
        const components = [{ type: iconOfKind[p.kind], count: 1 }];
        const cluster: Cluster = {
          id: `${p.kind}:${p.id}`,
          position: { lat, lng },
          geo_points_json: [lng, lat],
          amount: 1,
          object: { amount: 1 },
          isNumberMarker: false,
          components,
          icons: components,
          more: 0,
          rating: p.rating,
          size: sizeClass(p.rating),
          nested_cluster: [],
          nested_clusters: 0,
          items: [],
        };
        singles.push({ cluster, point: p });
        results.push(cluster);
      }
    }
  }
  const flags = await flagsOf(
    db,
    viewer,
    singles.map((s) => s.point),
  );
  for (const { cluster, point } of singles) {
    cluster.items = [presentMarker(point, flags.get(`${point.kind}:${point.id}`))];
  }
  return { results, cluster_zoom: zoom };
}

/** The closed ring of a cluster's bounding rectangle, [lng, lat] pairs. */
function outline(p: ClusterProps): [number, number][] {
  return [
    [p.minLng, p.maxLat],
    [p.maxLng, p.maxLat],
    [p.maxLng, p.minLat],
    [p.minLng, p.minLat],
    [p.minLng, p.maxLat],
  ];
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
  const index = set.index(scope, scopeFilter(scope, request));
  // Above the cluster max zoom supercluster answers the original points of the box.
  const inBox = index
    .getClusters(bboxOf(request), GEO_LIMITS.clusterMaxZoom + 1)
    .map((f) => f.properties as GeoPoint);
  const points = bestRated(inBox, GEO_LIMITS.maxMarkers);
  const flags = await flagsOf(db, viewer, points);
  return {
    results: points.map((p) => presentMarker(p, flags.get(`${p.kind}:${p.id}`))),
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
