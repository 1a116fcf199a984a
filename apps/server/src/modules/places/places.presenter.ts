import type {
  Attraction,
  AttractionDetail,
  Event,
  EventDetail,
  MoneyPlace,
  PlaceImage,
  Restaurant,
  RestaurantDetail,
  Shop,
  ShopDetail,
} from '@ai-map/contracts';
import { MEDIA_BASE } from '@ai-map/contracts';
import { categoryTrees, findCategory, withAncestors } from '@ai-map/osm';
import { slugify } from '../catalog/catalog.presenter';
import type { placeImages } from '../../db/schema';
import type { Marks } from '../social/votes.repository';
import type { PlaceWithLocation } from './places.repository';

export const categoryName = (slug: string) => findCategory(slug)?.name ?? slug;

/** A photo as the viewer sees it: `is_own` lets its uploader delete it. */
export function presentImage(
  row: typeof placeImages.$inferSelect,
  viewerId: number | null,
): PlaceImage {
  const commons = row.source === 'commons' && row.url && row.pageUrl;
  return {
    id: row.id,
    image: commons ? row.url! : `${MEDIA_BASE}/${row.file}`,
    is_published: row.isPublished,
    uploading: false,
    is_own: viewerId !== null && row.userId === viewerId,
    credit: commons
      ? {
          author: row.author,
          licence: row.licence,
          licence_url: row.licenceUrl,
          source_url: row.pageUrl!,
        }
      : null,
  };
}

/** Where a place is: its city, region and country by id, name and slug. */
function locationOf({ place: p, ...row }: PlaceWithLocation) {
  return {
    city_id: p.cityId,
    city_name: row.cityName,
    city_slug: row.citySlug,
    region_id: p.regionId,
    region_name: row.regionName,
    region_slug: row.regionSlug,
    country_id: p.countryId,
    country_name: row.countryName,
    country_slug: row.countrySlug,
  };
}

/** Fields every kind of place shares: location, rating, photos, the viewer's marks. */
export function presentPlaceCommon(
  row: PlaceWithLocation,
  marks: Marks,
  images: (typeof placeImages.$inferSelect)[],
  viewerId: number | null,
) {
  const p = row.place;
  const photos = images.map((image) => presentImage(image, viewerId));
  return {
    name: p.name,
    address: p.address,
    rating: p.rating,
    opening_hours: p.openingHours,
    geo_points_json: [p.lng, p.lat] as [number, number],
    category_icons: [],
    tile_image: photos[0]?.image ?? null,
    image: photos,
    is_blurred: viewerId === null && photos.length > 0,
    number_of_likes: marks.number_of_likes,
    is_like: marks.is_liked,
    is_liked: marks.is_liked,
    is_favourite: marks.is_favourite,
    is_visited: marks.is_visited,
    place_to_visit_id: null,
    wikipedia: p.wikipedia,
    source: p.source,
    data_date: p.dataDate,
    ...locationOf(row),
  };
}

/** An attraction card: phone and website only say whether they exist (revealed by get_contacts). */
export function presentAttraction(
  row: PlaceWithLocation,
  marks: Marks,
  images: (typeof placeImages.$inferSelect)[],
  viewerId: number | null,
): Attraction {
  const p = row.place;
  return {
    attraction_id: p.id,
    suggestion_name: p.name,
    entertainment_category_name: p.categories.map(categoryName),
    entertainment_category_slug: p.categories,
    type_of_attraction: p.type,
    local_culture: p.localCulture,
    visitors: p.visitors,
    phone: null,
    website: null,
    has_phone: p.phone !== null,
    has_website: p.website !== null,
    ...presentPlaceCommon(row, marks, images, viewerId),
    category_icons: [{ type: 'attractions', count: 1 }],
  };
}

type Images = (typeof placeImages.$inferSelect)[];

/** "Name, City, Region, Country" and the where-part alone, for titles and descriptions. */
function whereOf(row: PlaceWithLocation) {
  return [row.cityName, row.regionName, row.countryName].filter(Boolean).join(', ');
}

function detailsOf(row: PlaceWithLocation) {
  return {
    id: row.place.id,
    category: row.place.categories,
    region: [row.regionSlug, row.countrySlug].filter((s): s is string => s !== null),
  };
}

function metaOf(row: PlaceWithLocation, images: Images, what: string) {
  const p = row.place;
  const where = whereOf(row);
  return {
    title: where ? `${p.name}, ${where}` : p.name,
    description: `${p.name}: ${what}${where ? ` in ${where}` : ''}.`,
    image: images[0] ? presentImage(images[0], null).image : null,
  };
}

const isKnown = (slug: string) => findCategory(slug) !== undefined;

/**
 * Categories next to a place's most specific known one: its ancestors, then its siblings under
 * the same parent (for a top-level group, its own children). Names, unknown slugs left out.
 */
export function relatedCategoryNames(categories: string[], tree: 'shopping' | 'food'): string[] {
  const leaf = categories.find(isKnown);
  if (!leaf) return [];
  const path = withAncestors(leaf);
  const parent = path[1] ? findCategory(path[1]) : undefined;
  const siblings = parent
    ? parent.children
    : (findCategory(leaf)?.children ?? categoryTrees[tree].filter((n) => n.id === leaf));
  const slugs = [...path.slice(1), ...siblings.map((n) => n.id)].filter((s) => s !== leaf);
  return [...new Set(slugs)].map(categoryName);
}

export function presentShop(
  row: PlaceWithLocation,
  marks: Marks,
  images: Images,
  viewerId: number | null,
): Shop {
  const p = row.place;
  return {
    shop_id: p.id,
    shop_category_name: p.categories.map(categoryName),
    shop_category_slug: p.categories,
    shop_related_category: relatedCategoryNames(p.categories, 'shopping'),
    type_of_shop: p.type,
    local_culture: p.localCulture,
    phone: p.phone,
    website: p.website,
    ...presentPlaceCommon(row, marks, images, viewerId),
    category_icons: [{ type: 'shopping', count: 1 }],
  };
}

export function presentShopDetail(
  row: PlaceWithLocation,
  marks: Marks,
  images: Images,
  viewerId: number | null,
): ShopDetail {
  const kind = row.place.categories[0] ? categoryName(row.place.categories[0]) : 'Shop';
  return {
    ...presentShop(row, marks, images, viewerId),
    shop_details: detailsOf(row),
    meta: metaOf(row, images, kind.toLowerCase()),
  };
}

/** The food tree's dish types ("main-courses"…): a food place carries one among its categories. */
export const DISH_TYPES = new Set(
  categoryTrees.food.find((n) => n.id === 'dish-types')!.children.map((n) => n.id),
);

export function presentRestaurant(
  row: PlaceWithLocation,
  marks: Marks,
  images: Images,
  viewerId: number | null,
): Restaurant {
  const p = row.place;
  const dish = p.categories.find((slug) => DISH_TYPES.has(slug)) ?? null;
  const categories = p.categories.filter((slug) => !DISH_TYPES.has(slug));
  return {
    restaurant_id: p.id,
    cooking_style: p.cuisines.map(categoryName),
    cooking_style_slug: p.cuisines,
    dish_data: { type_of_dish: dish ? categoryName(dish) : p.type, type_of_dish_slug: dish },
    food_category_name: categories.map(categoryName),
    food_category_slug: categories,
    local_culture: p.localCulture,
    phone: p.phone,
    website: p.website,
    michelin: [],
    worlds_50: [],
    gault_millau: [],
    wine_spectator: [],
    ...presentPlaceCommon(row, marks, images, viewerId),
    category_icons: [{ type: 'food_and_drinks', count: 1 }],
  };
}

export function presentRestaurantDetail(
  row: PlaceWithLocation,
  marks: Marks,
  images: Images,
  viewerId: number | null,
): RestaurantDetail {
  const card = presentRestaurant(row, marks, images, viewerId);
  const kind = card.food_category_name[0] ?? 'Food and drink';
  const cuisine = card.cooking_style.length ? ` (${card.cooking_style.join(', ')})` : '';
  return {
    ...card,
    food_details: detailsOf(row),
    meta: metaOf(row, images, `${kind.toLowerCase()}${cuisine}`),
  };
}

export function presentEvent(
  row: PlaceWithLocation,
  marks: Marks,
  images: Images,
  viewerId: number | null,
): Event {
  const p = row.place;
  return {
    event_id: p.id,
    slug: slugify(p.name) || 'event',
    event_category_name: p.categories.map(categoryName),
    event_category_slug: p.categories,
    type_of_event: p.type,
    start_date: p.startDate,
    finish_date: p.endDate ?? p.startDate,
    is_public_holiday: p.categories.includes('public-holidays'),
    ...presentPlaceCommon(row, marks, images, viewerId),
    category_icons: [{ type: 'events', count: 1 }],
  };
}

export function presentEventDetail(
  row: PlaceWithLocation,
  marks: Marks,
  images: Images,
  viewerId: number | null,
): EventDetail {
  const card = presentEvent(row, marks, images, viewerId);
  const kind = card.event_category_name[0] ?? 'Event';
  const when =
    card.start_date && card.finish_date && card.finish_date !== card.start_date
      ? `from ${card.start_date} to ${card.finish_date}`
      : `on ${card.start_date ?? 'a date to be announced'}`;
  return {
    ...card,
    event_details: detailsOf(row),
    meta: metaOf(row, images, `${kind.toLowerCase()} ${when}`),
  };
}

/** A bank, ATM, currency exchange or car rental: contacts and position, no marks or photos. */
export function presentMoneyPlace(row: PlaceWithLocation): MoneyPlace {
  const p = row.place;
  return {
    id: p.id,
    name: p.name,
    type: p.type,
    address: p.address,
    phone: p.phone,
    website: p.website,
    opening_hours: p.openingHours,
    geo_points_json: [p.lng, p.lat],
    ...locationOf(row),
  };
}

export function presentAttractionDetail(
  row: PlaceWithLocation,
  marks: Marks,
  images: (typeof placeImages.$inferSelect)[],
  viewerId: number | null,
): AttractionDetail {
  const p = row.place;
  const where = whereOf(row);
  const kind = p.categories[0] ? categoryName(p.categories[0]).toLowerCase() : 'attraction';
  return {
    ...presentAttraction(row, marks, images, viewerId),
    entertainment_details: detailsOf(row),
    meta: {
      title: where ? `${p.name}, ${where}` : p.name,
      description: `${p.name}: ${kind}${where ? ` in ${where}` : ''}, rated ${p.rating} out of 10${
        p.visitors ? `, about ${p.visitors.toLocaleString('en-US')} visitors a year` : ''
      }.`,
      image: images[0] ? presentImage(images[0], null).image : null,
    },
    description: p.description,
    description_source_url: p.description ? p.descriptionUrl : null,
  };
}
