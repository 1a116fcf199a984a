import { z } from 'zod';
import { CategoryIconSchema, MetaSchema } from './catalog';
import { DataDateSchema } from './catalog-bundle';
import { apiPathTable } from './routes';

/** The attraction calls (spec 000 §7), relative to `API_BASE`, spelled as the spec lists them. */
export const attractionPaths = apiPathTable({
  list: (page: number, pageSize: number) => `attractions/${page}/${pageSize}/`,
  ofCountry: (country: string) => `country/attractions/${encodeURIComponent(country)}/`,
  ofRegion: (country: string, region: string) =>
    `division/attractions/${encodeURIComponent(country)}/${encodeURIComponent(region)}/`,
  ofCity: (city: string) => `city/attractions/${encodeURIComponent(city)}/`,
  onMap: (id: number) => `geo/attractions/${id}/`,
  detail: (id: number) => `attractions/${id}/detail/`,
  similar: (id: number) => `attractions/${id}/similar/objects/`,
  nearby: (id: number) => `attractions/${id}/nearby/objects/`,
  nearbyInCity: (id: number) => `attractions/${id}/nearby_in_city`,
  categories: 'attractions/categories/',
  best: 'attractions/best_attractions',
  images: (id: number) => `attractions/${id}/images/`,
  contacts: (id: number) => `attractions/get_contacts/${id}/`,
  addImage: (id: number) => `attractions/image_add/${id}/`,
  image: (imageId: number) => `image/${imageId}/`,
});

/** A user photo of an attraction or shop (spec 001 §3 Photo). */
/** Ours: the author and licence of a Wikimedia Commons photo, and its file page. */
export const PhotoCreditSchema = z.object({
  author: z.string().nullable(),
  licence: z.string().nullable(),
  licence_url: z.string().nullable(),
  source_url: z.string(),
});
export type PhotoCredit = z.infer<typeof PhotoCreditSchema>;

export const PlaceImageSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  is_published: z.boolean(),
  uploading: z.boolean(),
  /** The viewer uploaded it (and may delete it). */
  is_own: z.boolean(),
  /**
   * Ours: who made a photo from Wikimedia Commons and under which licence, with its file page
   * (`source_url`), as Commons' image metadata gives them; null for users' uploads.
   */
  credit: PhotoCreditSchema.nullable(),
});
export type PlaceImage = z.infer<typeof PlaceImageSchema>;

/** Where a place is: ids, names and slugs of its city, region and country (any may be unknown). */
export const placeLocationFields = {
  city_id: z.number().int().nullable(),
  city_name: z.string().nullable(),
  city_slug: z.string().nullable(),
  region_id: z.number().int().nullable(),
  region_name: z.string().nullable(),
  region_slug: z.string().nullable(),
  country_id: z.number().int().nullable(),
  country_name: z.string().nullable(),
  country_slug: z.string().nullable(),
};

/** Fields every kind of place card carries (see presentPlaceCommon on the server). */
export const placeCommonFields = {
  name: z.string(),
  address: z.string().nullable(),
  rating: z.number(),
  opening_hours: z.string().nullable(),
  /** [longitude, latitude]. */
  geo_points_json: z.tuple([z.number(), z.number()]),
  category_icons: z.array(CategoryIconSchema),
  tile_image: z.string().nullable(),
  image: z.array(PlaceImageSchema),
  /** Photos are shown blurred to visitors who are not signed in. */
  is_blurred: z.boolean(),
  number_of_likes: z.number().int(),
  is_like: z.boolean(),
  is_liked: z.boolean(),
  is_favourite: z.boolean(),
  is_visited: z.boolean(),
  /** Set when the place is in the viewer's trip (planner). */
  place_to_visit_id: z.number().int().nullable(),
  wikipedia: z.string().nullable(),
  /** Where the catalogue has the place from: wikidata, osm, wikipedia or date-holidays. */
  source: z.string(),
  /**
   * When that source's data is from, as precisely as it says: "2018-08-27", "2018-08" or "2012"
   * (an OpenStreetMap extract's date or a live fetch's day, the Wikipedia or Wikidata dump's
   * month); null when unknown. Pages name it when it is over a year old.
   */
  data_date: DataDateSchema.nullable(),
  ...placeLocationFields,
};

/** spec 001 §3 Attraction. Phone and website stay hidden until revealed (get_contacts). */
export const AttractionSchema = z.object({
  attraction_id: z.number().int(),
  suggestion_name: z.string(),
  entertainment_category_name: z.array(z.string()),
  entertainment_category_slug: z.array(z.string()),
  type_of_attraction: z.string().nullable(),
  local_culture: z.boolean(),
  visitors: z.number().int().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  has_phone: z.boolean(),
  has_website: z.boolean(),
  ...placeCommonFields,
});
export type Attraction = z.infer<typeof AttractionSchema>;

export const AttractionDetailSchema = AttractionSchema.extend({
  entertainment_details: z.object({
    id: z.number().int(),
    category: z.array(z.string()),
    region: z.array(z.string()),
  }),
  meta: MetaSchema,
  /** Ours: a few sentences about the place; null when we have none. */
  description: z.string().nullable(),
  /** The Wikipedia article the description comes from, to credit and link; null: ours. */
  description_source_url: z.string().nullable(),
});
export type AttractionDetail = z.infer<typeof AttractionDetailSchema>;

/** `attractions/get_contacts/{id}/`: the revealed phone and website. */
export const ContactsSchema = z.object({
  attraction_id: z.number().int(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
});

/** A node of a category tree (spec 001 §3 Filter trees). */
export interface CategoryNode {
  id: string;
  name: string;
  count?: number;
  children: CategoryNode[];
}
export const CategoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    count: z.number().int().optional(),
    children: z.array(CategoryNodeSchema),
  }),
);

/** The attractions, shops and events lists of a place's neighbourhood: a plain page. */
export function resultsPage<T extends z.ZodType>(item: T) {
  return z.object({ page: z.number().int(), count: z.number().int(), results: z.array(item) });
}
