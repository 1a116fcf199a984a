import { shopTypeLabel } from '@ai-map/contracts';
import { categoryTreeOf, findCategory } from '@ai-map/osm';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import type { UserRow } from '../auth/auth.repository';
import type { PageRequest } from '../catalog/ordering';
import {
  checkCategory,
  findPlace,
  listPageOf,
  placeDetail,
  placeImages,
  placeName,
  presentCards,
  type Location,
  type Viewer,
} from '../places/place-cards';
import * as places from '../places/places.repository';
import * as repo from './shops.repository';

const SIMILAR_PAGE_SIZE = 12;
const BEST_COUNT = 12;

export interface ShopQuery {
  category?: string;
  type_of_shop: string[];
}

function shopFilter(q: ShopQuery, location?: Location): places.PlaceFilter {
  return {
    kind: 'shop',
    categories: q.category ? [checkCategory(q.category, 'shopping')] : undefined,
    types: q.type_of_shop.length ? q.type_of_shop : undefined,
    ...location?.filter,
  };
}

/** Shops of the world or of a location, filtered by category and type_of_shop. */
export async function listShops(
  ctx: AppContext,
  viewer: Viewer,
  p: PageRequest,
  q: ShopQuery,
  location?: Location,
) {
  const { rows, total } = await places.listPlaces(ctx.db, shopFilter(q, location), p);
  const where = location ? placeName(location) : 'the world';
  const what = q.category ? findCategory(q.category)!.name : 'Shops and markets';
  return listPageOf(
    p,
    total,
    await presentCards(ctx, viewer, 'shop', rows),
    location ? `${location.level}_shop` : 'shop',
    {
      title: `${what} of ${where}`,
      description: `${what} in ${where} from OpenStreetMap, best rated first.`,
    },
  );
}

export const getShop = (ctx: AppContext, viewer: Viewer, id: number) =>
  placeDetail(ctx, viewer, 'shop', id);

export const shopImages = (ctx: AppContext, viewer: Viewer, id: number) =>
  placeImages(ctx, viewer, 'shop', id);

/** The `shop=` values with how many shops have each, most common first. */
export async function typesOfShop(ctx: AppContext, category: string | undefined) {
  const counts = await places.typeCounts(ctx.db, shopFilter({ category, type_of_shop: [] }));
  return {
    types_of_shop: counts.map((t) => ({
      name: t.type,
      text: shopTypeLabel(t.type),
      countable: true,
      count: t.count,
    })),
  };
}

export async function bestShops(ctx: AppContext, viewer: Viewer, category: string | undefined) {
  const { rows } = await places.listPlaces(ctx.db, shopFilter({ category, type_of_shop: [] }), {
    page: 1,
    page_size: BEST_COUNT,
    ordering: '-rating',
  });
  return presentCards(ctx, viewer, 'shop', rows);
}

/** Shops of the same most specific category as this one, best rated first. */
export async function similarShops(ctx: AppContext, viewer: Viewer, id: number, page: number) {
  const shop = await findPlace(ctx, 'shop', id);
  const leaf = shop.place.categories[0];
  if (!leaf) return { page, count: 0, results: [] };
  const { rows, total } = await places.listPlaces(
    ctx.db,
    { kind: 'shop', categories: [leaf], excludeId: id },
    { page, page_size: SIMILAR_PAGE_SIZE, ordering: '-rating' },
  );
  return { page, count: total, results: await presentCards(ctx, viewer, 'shop', rows) };
}

/** The closest other shops. */
export async function nearbyShops(ctx: AppContext, viewer: Viewer, id: number, page: number) {
  const shop = await findPlace(ctx, 'shop', id);
  const { rows, total } = await places.nearestPlaces(
    ctx.db,
    { kind: 'shop', excludeId: id },
    shop.place,
    { page, page_size: SIMILAR_PAGE_SIZE },
  );
  return { page, count: total, results: await presentCards(ctx, viewer, 'shop', rows) };
}

/**
 * Flips a set of favourite categories together: when every one is already a favourite they are
 * all removed, otherwise all are added. Answers the new state and the user's whole list.
 */
async function toggleCategories(ctx: AppContext, viewer: UserRow, slugs: string[]) {
  const current = new Set(await repo.favouriteCategorySlugs(ctx.db, viewer.id));
  const on = !slugs.every((s) => current.has(s));
  if (on) await repo.addFavouriteCategories(ctx.db, viewer.id, slugs);
  else await repo.removeFavouriteCategories(ctx.db, viewer.id, slugs);
  return {
    user_favourite: on,
    categories: slugs,
    favourite_categories: await repo.favouriteCategorySlugs(ctx.db, viewer.id),
  };
}

export async function toggleFavouriteCategory(ctx: AppContext, viewer: UserRow, slug: string) {
  if (categoryTreeOf(slug) !== 'shopping') throw notFound(`No shop category "${slug}".`);
  return toggleCategories(ctx, viewer, [slug]);
}

/** The categories of a shop (its sub-category and the groups above it). */
export async function toggleShopCategories(ctx: AppContext, viewer: UserRow, shopId: number) {
  const shop = await findPlace(ctx, 'shop', shopId);
  const slugs = shop.place.categories.filter((s) => findCategory(s) !== undefined);
  if (!slugs.length) throw notFound(`Shop ${shopId} has no category to mark.`);
  return toggleCategories(ctx, viewer, slugs);
}
