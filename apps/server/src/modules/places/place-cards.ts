import { categoryTreeOf, type CategoryTreeName } from '@ai-map/osm';
import type { AppContext } from '../../app-context';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import type { UserRow } from '../auth/auth.repository';
import { regionBy } from '../catalog/catalog.repository';
import { findCity, findCountry } from '../catalog/catalog.service';
import { marksFor } from '../social/votes.repository';
import * as repo from './places.repository';
import {
  presentAttraction,
  presentAttractionDetail,
  presentEvent,
  presentEventDetail,
  presentImage,
  presentRestaurant,
  presentRestaurantDetail,
  presentShop,
  presentShopDetail,
} from './places.presenter';
import { requestAreaAround } from '../live-places/live-area-queue';

export type Viewer = UserRow | null;
export type CardKind = 'attraction' | 'shop' | 'food' | 'event';

const cards = {
  attraction: presentAttraction,
  shop: presentShop,
  food: presentRestaurant,
  event: presentEvent,
} as const;
const details = {
  attraction: presentAttractionDetail,
  shop: presentShopDetail,
  food: presentRestaurantDetail,
  event: presentEventDetail,
} as const;
type Card<K extends CardKind> = ReturnType<(typeof cards)[K]>;
type Detail<K extends CardKind> = ReturnType<(typeof details)[K]>;

/** What the 404s call each kind. */
export const kindLabel: Record<CardKind, string> = {
  attraction: 'attraction',
  shop: 'shop',
  food: 'food place',
  event: 'event',
};

/** Cards of one kind with the viewer's marks and the photos, in two queries. */
export async function presentCards<K extends CardKind>(
  ctx: AppContext,
  viewer: Viewer,
  kind: K,
  rows: repo.PlaceWithLocation[],
): Promise<Card<K>[]> {
  const ids = rows.map((r) => r.place.id);
  const [marks, images] = await Promise.all([
    marksFor(ctx.db, viewer?.id ?? null, kind, ids),
    repo.imagesOf(ctx.db, ids),
  ]);
  const present = cards[kind] as (...args: Parameters<typeof presentShop>) => Card<K>;
  return rows.map((r) =>
    present(r, marks.get(r.place.id)!, images.get(r.place.id)!, viewer?.id ?? null),
  );
}

export async function findPlace(ctx: AppContext, kind: CardKind, id: number) {
  const row = await repo.placeById(ctx.db, kind, id);
  if (!row) throw notFound(`No ${kindLabel[kind]} with id ${id}.`);
  return row;
}

/** The page of one place (detail variant of the card, with meta). */
export async function placeDetail<K extends CardKind>(
  ctx: AppContext,
  viewer: Viewer,
  kind: K,
  id: number,
): Promise<Detail<K>> {
  const row = await findPlace(ctx, kind, id);
  // A place opened (from search, a card, the map): its area is fetched in the background.
  requestAreaAround(ctx, row.place);
  const [marks, images] = await Promise.all([
    marksFor(ctx.db, viewer?.id ?? null, kind, [id]),
    repo.imagesOf(ctx.db, [id]),
  ]);
  const present = details[kind] as (...args: Parameters<typeof presentShop>) => Detail<K>;
  return present(row, marks.get(id)!, images.get(id)!, viewer?.id ?? null);
}

export async function placeImages(ctx: AppContext, viewer: Viewer, kind: CardKind, id: number) {
  await findPlace(ctx, kind, id);
  const images = await repo.imagesOf(ctx.db, [id]);
  return { image: images.get(id)!.map((image) => presentImage(image, viewer?.id ?? null)) };
}

/** A resolved location of a list path, with the place filter that selects what lies in it. */
export interface Location {
  level: 'country' | 'region' | 'city';
  id: number;
  name: string;
  slug: string;
  countryId: number;
  countryName: string;
  countrySlug: string;
  countryIso2: string;
  /** The region of a region, or of a city (null when the city has none). */
  regionId?: number | null;
  filter: Pick<repo.PlaceFilter, 'countryId' | 'regionIds' | 'cityId'>;
}

export async function countryLocation(ctx: AppContext, slug: string): Promise<Location> {
  const c = await findCountry(ctx, slug);
  return {
    level: 'country',
    id: c.id,
    name: c.name,
    slug: c.slug,
    countryId: c.id,
    countryName: c.name,
    countrySlug: c.slug,
    countryIso2: c.iso2,
    filter: { countryId: c.id },
  };
}

function regionLocation(
  region: { id: number; name: string; slug: string },
  country: { id: number; name: string; slug: string; iso2: string },
): Location {
  return {
    level: 'region',
    id: region.id,
    name: region.name,
    slug: region.slug,
    countryId: country.id,
    countryName: country.name,
    countrySlug: country.slug,
    countryIso2: country.iso2,
    regionId: region.id,
    filter: { regionIds: [region.id] },
  };
}

/** A region named by its country (slug) and its own slug or id. */
export async function regionInCountry(
  ctx: AppContext,
  countrySlug: string,
  regionSlugOrId: string,
): Promise<Location> {
  const country = await findCountry(ctx, countrySlug);
  const region = await regionBy(
    ctx.db,
    /^\d+$/.test(regionSlugOrId)
      ? { id: Number(regionSlugOrId) }
      : { countryId: country.id, slug: regionSlugOrId },
  );
  if (!region || region.countryId !== country.id)
    throw notFound(`No region "${regionSlugOrId}" in ${country.name}.`);
  return regionLocation(region, country);
}

/**
 * A region named alone, by id or by slug; a slug several countries use is refused with 400 (use
 * the id or the country/region path then).
 */
export async function regionAlone(ctx: AppContext, idOrSlug: string, field = 'id') {
  let region;
  if (/^\d+$/.test(idOrSlug)) {
    region = await regionBy(ctx.db, { id: Number(idOrSlug) });
  } else {
    const found = await repo.regionsBySlug(ctx.db, idOrSlug);
    if (found.length > 1)
      throw new HttpError(
        400,
        'invalid',
        `Several countries have a region "${idOrSlug}": name it by id.`,
        { [field]: [`Several countries have a region "${idOrSlug}": name it by id.`] },
      );
    region = found[0];
  }
  if (!region) throw notFound(`No region "${idOrSlug}".`);
  const country = await findCountry(ctx, String(region.countryId));
  return regionLocation(region, country);
}

export async function cityLocation(ctx: AppContext, idOrSlug: string): Promise<Location> {
  const { city, countryName, countrySlug } = await findCity(ctx, idOrSlug);
  const country = await findCountry(ctx, String(city.countryId));
  return {
    level: 'city',
    id: city.id,
    name: city.name,
    slug: city.slug,
    countryId: city.countryId,
    countryName,
    countrySlug,
    countryIso2: country.iso2,
    regionId: city.regionId,
    filter: { cityId: city.id },
  };
}

/** A city named by country slug, region slug (or id) and city slug (or id): all must agree. */
export async function cityInRegion(
  ctx: AppContext,
  countrySlug: string,
  regionSlugOrId: string,
  cityIdOrSlug: string,
): Promise<Location> {
  const region = await regionInCountry(ctx, countrySlug, regionSlugOrId);
  const { city } = await findCity(ctx, cityIdOrSlug);
  if (city.regionId !== region.id)
    throw notFound(`No city "${cityIdOrSlug}" in ${region.name}, ${region.countryName}.`);
  return cityLocation(ctx, String(city.id));
}

/** "in Paris, Île-de-France"-style wording of a location for list meta. */
export const placeName = (l: Location) =>
  l.level === 'country' ? l.name : `${l.name}, ${l.countryName}`;

/** A page of a list (spec 001 §3 "Lists"). */
export function listPageOf<T>(
  p: { page: number; page_size: number },
  count: number,
  list: T[],
  listType: string,
  meta: { title: string; description: string },
) {
  return { page: p.page, page_size: p.page_size, count, list, listType, meta };
}

/** 400 naming the field unless the slug is a category of the tree. */
export function checkCategory(slug: string, tree: CategoryTreeName, field = 'category') {
  if (categoryTreeOf(slug) !== tree)
    throw fieldError({ [field]: [`Unknown ${treeLabel[tree]} category "${slug}".`] });
  return slug;
}
const treeLabel: Record<CategoryTreeName, string> = {
  attraction: 'attraction',
  shopping: 'shop',
  food: 'food',
  event: 'event',
};

/** The events filter of a location: its own events and the nationwide or region-wide ones. */
export function concerning(l: Location): NonNullable<repo.PlaceFilter['concerning']> {
  if (l.level === 'country') return { countryId: l.countryId };
  if (l.level === 'region') return { countryId: l.countryId, regionId: l.id };
  return { countryId: l.countryId, regionId: l.regionId ?? null, cityId: l.id };
}
