import { z } from 'zod';
import {
  checkBoundingBox,
  GeoDataLatLngSchema,
  MAP_MAX_LAT,
  type GeoDataBox,
} from './geo-data-box';
import { apiPathTable } from './routes';

/**
 * Map geo calls of spec 001 §7 (points and clusters): request rules of §5 and §9, the cluster
 * and marker shapes of §2/§3.
 */
export const GEO_LIMITS = {
  zoomMin: 3,
  zoomMax: 20,
  /** Supercluster radius in pixels of a 256 px tile (§9). */
  clusterRadius: 120,
  clusterMaxZoom: 19,
  /** The map keeps latitudes within ±85 (§2): boxes are clamped to it, never refused. */
  maxLat: MAP_MAX_LAT,
  /** Marker calls answer at most this many markers, the best rated first (`truncated: true`). */
  maxMarkers: 500,
  ratingMin: 0,
  ratingMax: 10,
} as const;

export const GEO_KINDS = ['attraction', 'shop', 'food', 'event'] as const;
export type GeoKind = (typeof GEO_KINDS)[number];

/**
 * The map calls (spec 000 §7), relative to `API_BASE`. The server also answers each with a
 * trailing slash. A marker's own card is the kind's `onMap` path (`geo/{kind}s/{id}/`).
 */
export const geoPaths = apiPathTable({
  clusters: 'geo/clusters',
  generalClusters: 'geo/general_clusters',
  polygonClusters: 'geo/polygon_clusters',
  markers: {
    attraction: 'geo/attractions',
    shop: 'geo/shops',
    event: 'geo/events',
    food: 'geo/foods',
  } satisfies Record<GeoKind, string>,
  localCulture: 'geo/local_culture',
  general: 'geo/general',
});

/** The cluster category icons of §2, one per kind. */
export const CLUSTER_ICONS = ['attractions', 'events', 'shopping', 'food_and_drinks'] as const;
export type ClusterIcon = (typeof CLUSTER_ICONS)[number];
export const iconOfKind: Record<GeoKind, ClusterIcon> = {
  attraction: 'attractions',
  event: 'events',
  shop: 'shopping',
  food: 'food_and_drinks',
};

/**
 * The bounding box fields of every geo call: corners rounded to 6 decimals and clamped to the
 * world (geo-data.ts), a box upside down refused on `top_left` by {@link checkBoundingBox}, a box
 * across the antimeridian (west edge east of the east edge) split by `longitudeRanges`.
 */
export const boundingBoxShape = {
  top_left: GeoDataLatLngSchema,
  bottom_right: GeoDataLatLngSchema,
};
export type BoundingBox = GeoDataBox;

/** Zoom: any number, rounded (§5), then 3..20 (§2). */
export const ZoomSchema = z
  .number()
  .transform((z) => Math.round(z))
  .pipe(
    z
      .number()
      .min(
        GEO_LIMITS.zoomMin,
        `Zoom must be between ${GEO_LIMITS.zoomMin} and ${GEO_LIMITS.zoomMax}.`,
      )
      .max(
        GEO_LIMITS.zoomMax,
        `Zoom must be between ${GEO_LIMITS.zoomMin} and ${GEO_LIMITS.zoomMax}.`,
      ),
  );

/**
 * The zoom the server clusters at: odd numbers only (§5), an even zoom z is treated as z - 1,
 * and never above the cluster max zoom (19).
 */
export function clusterZoom(zoom: number): number {
  const odd = zoom % 2 === 0 ? zoom - 1 : zoom;
  return Math.min(odd, GEO_LIMITS.clusterMaxZoom);
}

const ratingValue = z.number().min(GEO_LIMITS.ratingMin).max(GEO_LIMITS.ratingMax);
/** [min, max] within 0..10 (§9). */
export const RatingRangeSchema = z
  .tuple([ratingValue, ratingValue])
  .refine(([min, max]) => min <= max, 'The rating range must be [min, max] with min ≤ max.');

const slug = z.string().min(1).max(100);
/** A list filter that may also arrive as one string; an empty list means "no filter" (§5). */
const stringList = z
  .union([slug, z.array(slug).max(200)])
  .transform((v) => (Array.isArray(v) ? v : [v]));

/** Both dates, ISO `YYYY-MM-DD`; events overlapping [start_date, finish_date] are kept. */
export const DateRangeSchema = z
  .object({ start_date: z.iso.date(), finish_date: z.iso.date() })
  .refine((d) => d.start_date <= d.finish_date, 'start_date must not be after finish_date.');

/** Every filter the marker and cluster calls understand; each applies to the kinds it names. */
export const geoFilterShape = {
  /** Attractions, shops, food, events: rating within [min, max]. */
  rating: RatingRangeSchema.optional(),
  /** Category slugs of the filter trees; each filters the kind of its own tree. */
  categories: stringList.optional(),
  /** true: only local-culture places; false or absent: no filter. */
  local_culture: z.boolean().optional(),
  /** Shops: any of these shop types. */
  type_of_shop: stringList.optional(),
  /** Events: overlapping these dates. */
  date: DateRangeSchema.optional(),
  /** Food: any of these cuisines. */
  country_cuisine_holder: stringList.optional(),
  /** Food: any of these food category ids (slugs of the food tree). */
  dishes_ids: stringList.optional(),
  /** Food: any of these dish types (e.g. "Main courses", "Drinks"). */
  type_of_dish: stringList.optional(),
};

export const GeoMarkersRequestSchema = z
  .object({ ...boundingBoxShape, zoom: ZoomSchema.optional(), ...geoFilterShape })
  .superRefine(checkBoundingBox);
export type GeoMarkersRequest = z.infer<typeof GeoMarkersRequestSchema>;

export const GeoClustersRequestSchema = z
  .object({
    ...boundingBoxShape,
    zoom: ZoomSchema,
    /** Which kinds to cluster (each kind clustered on its own); all four when absent. */
    kinds: z.array(z.enum(GEO_KINDS)).min(1).max(4).optional(),
    ...geoFilterShape,
  })
  .superRefine(checkBoundingBox);
export type GeoClustersRequest = z.infer<typeof GeoClustersRequestSchema>;

export const GeoGeneralRequestSchema = z
  .object({ ...boundingBoxShape, zoom: ZoomSchema.optional() })
  .superRefine(checkBoundingBox);

export const ClusterComponentSchema = z.object({ type: z.enum(CLUSTER_ICONS), count: z.number() });
export type ClusterComponent = z.infer<typeof ClusterComponentSchema>;
export const SizeClassSchema = z.enum(['small', 'medium', 'large']);
export type SizeClass = z.infer<typeof SizeClassSchema>;

/** Rating 0..10 split in thirds (§2). */
export function sizeClass(rating: number): SizeClass {
  if (rating < 10 / 3) return 'small';
  if (rating < 20 / 3) return 'medium';
  return 'large';
}

/**
 * The icon rule of §2: components sorted by count; up to three fit as they are, and from four
 * on the marker shows the first two icons and "+N" for the rest.
 */
export function clusterIcons(components: ClusterComponent[]) {
  if (components.length < 4) return { icons: components, more: 0 };
  return { icons: components.slice(0, 2), more: components.length - 2 };
}

/**
 * One marker. The id field is named as in the place cards (attraction_id, shop_id,
 * restaurant_id, event_id). Flags of the signed-in user (false when anonymous):
 * isStared = in favourites, isVisited = marked visited, isActive = liked by the user.
 */
export const GeoMarkerSchema = z.object({
  id: z.number(),
  kind: z.enum(GEO_KINDS),
  attraction_id: z.number().optional(),
  shop_id: z.number().optional(),
  restaurant_id: z.number().optional(),
  event_id: z.number().optional(),
  name: z.string(),
  rating: z.number(),
  size: SizeClassSchema,
  geo_points_json: z.tuple([z.number(), z.number()]),
  category_icons: z.array(ClusterComponentSchema),
  local_culture: z.boolean(),
  isStared: z.boolean(),
  isActive: z.boolean(),
  isVisited: z.boolean(),
  is_advertising: z.boolean(),
  imgLink: z.string().nullable(),
});
export type GeoMarker = z.infer<typeof GeoMarkerSchema>;

export const NestedClusterSchema = z.object({
  /** Closed ring of [lng, lat] outlining the cluster's points (their bounding rectangle). */
  geo_circle_json: z.array(z.tuple([z.number(), z.number()])),
  cluster_type: z.enum(CLUSTER_ICONS),
});

/**
 * A single place of a cluster answer (the one item of an amount-1 cluster): what its marker needs
 * beyond the cluster itself. Position, rating and icon are the cluster's (geo_points_json,
 * rating, components) and the size class follows from the rating, so they are not repeated here;
 * `kind` + `id` name the place (the marker id of §4). Flags as in {@link GeoMarkerSchema}.
 */
export const ClusterItemSchema = z.object({
  id: z.number(),
  kind: z.enum(GEO_KINDS),
  name: z.string(),
  local_culture: z.boolean(),
  isStared: z.boolean(),
  isActive: z.boolean(),
  isVisited: z.boolean(),
});
export type ClusterItem = z.infer<typeof ClusterItemSchema>;

/**
 * A cluster (§3), or a single point (amount 1, isNumberMarker false, the place in `items`).
 * geo_points_json is [lng, lat]; position is the same point as {lat, lng}; both at 6 decimals.
 * Dense map views answer hundreds of these, so nothing the client can derive is sent: the icons
 * to draw and "+N" come from `components` by {@link clusterIcons}, the size class from `rating`
 * by {@link sizeClass}.
 */
export const ClusterSchema = z.object({
  id: z.string(),
  position: z.object({ lat: z.number(), lng: z.number() }),
  geo_points_json: z.tuple([z.number(), z.number()]),
  amount: z.number(),
  object: z.object({ amount: z.number() }),
  isNumberMarker: z.boolean(),
  /** Every category icon with its count, the largest first. */
  components: z.array(ClusterComponentSchema),
  /** The best rating among the cluster's places (a single place: its rating). */
  rating: z.number(),
  /** Outlines (polygon_clusters only, and only with polyline on). */
  nested_cluster: z.array(NestedClusterSchema),
  nested_clusters: z.number(),
  items: z.array(ClusterItemSchema),
});
export type Cluster = z.infer<typeof ClusterSchema>;

export const ClustersResponseSchema = z.object({
  results: z.array(ClusterSchema),
  /** The zoom the server clustered at (odd, ≤ 19). */
  cluster_zoom: z.number(),
});

export const MarkersResponseSchema = z.object({
  results: z.array(GeoMarkerSchema),
  count: z.number(),
  truncated: z.boolean(),
});

export const GeneralAreaSchema = z.object({
  type: z.enum(['country', 'city']),
  id: z.number(),
  country_id: z.number().optional(),
  country_name: z.string().optional(),
  country_slug: z.string().optional(),
  city_id: z.number().optional(),
  city_name: z.string().optional(),
  slug: z.string(),
  rating: z.number(),
  size: SizeClassSchema,
  geo_points_json: z.tuple([z.number(), z.number()]),
  category_icons: z.array(ClusterComponentSchema),
});
export const GeneralResponseSchema = z.object({
  results: z.array(GeneralAreaSchema),
  count: z.number(),
  truncated: z.boolean(),
});
