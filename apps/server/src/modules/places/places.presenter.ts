import type { Attraction, AttractionDetail, PlaceImage } from '@ai-map/contracts';
import { MEDIA_BASE } from '@ai-map/contracts';
import { findCategory } from '@ai-map/osm';
import type { placeImages } from '../../db/schema';
import type { Marks } from '../social/votes.repository';
import type { PlaceWithLocation } from './places.repository';

export const categoryName = (slug: string) => findCategory(slug)?.name ?? slug;

export function presentImage(row: typeof placeImages.$inferSelect): PlaceImage {
  return {
    id: row.id,
    image: `${MEDIA_BASE}/${row.file}`,
    is_published: row.isPublished,
    uploading: false,
  };
}

/** Fields every kind of place shares: location, rating, photos, the viewer's marks. */
export function presentPlaceCommon(
  row: PlaceWithLocation,
  marks: Marks,
  images: (typeof placeImages.$inferSelect)[],
  signedIn: boolean,
) {
  const p = row.place;
  const photos = images.map(presentImage);
  return {
    name: p.name,
    address: p.address,
    rating: p.rating,
    opening_hours: p.openingHours,
    geo_points_json: [p.lng, p.lat] as [number, number],
    category_icons: [],
    tile_image: photos[0]?.image ?? null,
    image: photos,
    is_blurred: !signedIn && photos.length > 0,
    number_of_likes: marks.number_of_likes,
    is_like: marks.is_liked,
    is_liked: marks.is_liked,
    is_favourite: marks.is_favourite,
    is_visited: marks.is_visited,
    place_to_visit_id: null,
    wikipedia: p.wikipedia,
    source: p.source,
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

/** An attraction card: phone and website only say whether they exist (revealed by get_contacts). */
export function presentAttraction(
  row: PlaceWithLocation,
  marks: Marks,
  images: (typeof placeImages.$inferSelect)[],
  signedIn: boolean,
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
    ...presentPlaceCommon(row, marks, images, signedIn),
    category_icons: [{ type: 'attractions', count: 1 }],
  };
}

export function presentAttractionDetail(
  row: PlaceWithLocation,
  marks: Marks,
  images: (typeof placeImages.$inferSelect)[],
  signedIn: boolean,
): AttractionDetail {
  const p = row.place;
  const where = [row.cityName, row.regionName, row.countryName].filter(Boolean).join(', ');
  const kind = p.categories[0] ? categoryName(p.categories[0]).toLowerCase() : 'attraction';
  return {
    ...presentAttraction(row, marks, images, signedIn),
    entertainment_details: {
      id: p.id,
      category: p.categories,
      region: [row.regionSlug, row.countrySlug].filter((s): s is string => s !== null),
    },
    meta: {
      title: where ? `${p.name}, ${where}` : p.name,
      description: `${p.name}: ${kind}${where ? ` in ${where}` : ''}, rated ${p.rating} out of 10${
        p.visitors ? `, about ${p.visitors.toLocaleString('en-US')} visitors a year` : ''
      }.`,
      image: images[0] ? presentImage(images[0]).image : null,
    },
  };
}
