import { categoryTreeOf, categoryTrees, findCategory, withAncestors } from '@ai-map/osm';
import type { AppContext } from '../../app-context';
import { fieldError } from '../../lib/http-error';
import type { PageRequest } from '../catalog/ordering';
import {
  listPageOf,
  placeDetail,
  placeName,
  presentCards,
  type Location,
  type Viewer,
} from '../places/place-cards';
import { categoryName, DISH_TYPES } from '../places/places.presenter';
import * as places from '../places/places.repository';
import * as repo from './food.repository';

/**
 * "Drink" places are those whose dish type is drinks or coffee and cakes (bars, pubs, beer
 * gardens, cafés); "dish" places serve main courses, snacks or desserts (restaurants, fast food,
 * ice cream). Every food place has exactly one dish type (docs/osm-import.md).
 */
export const DRINK_DISH_TYPES = ['drinks', 'coffee-and-cakes'];
export const EAT_DISH_TYPES = [...DISH_TYPES].filter((d) => !DRINK_DISH_TYPES.includes(d));

/** The `{category}` of food paths: all, dish, drink, or a slug of the food tree. */
export type FoodScope = string;

const isCuisine = (slug: string) => withAncestors(slug).includes('cuisines');
/** Cuisine leaves under a slug of the cuisines branch (the slug itself for a leaf). */
function cuisineLeaves(slug: string): string[] {
  const node = findCategory(slug)!;
  if (!node.children.length) return [slug];
  return node.children.flatMap((c) => cuisineLeaves(c.id));
}

/** The place filter a food category stands for; 400 for an unknown one. */
export function foodScope(category: string, field = 'category'): Omit<places.PlaceFilter, 'kind'> {
  if (category === 'all') return {};
  if (category === 'dish') return { categories: EAT_DISH_TYPES };
  if (category === 'drink') return { categories: DRINK_DISH_TYPES };
  if (categoryTreeOf(category) !== 'food')
    throw fieldError({ [field]: [`Unknown food category "${category}".`] });
  // Cuisines live in their own column; the other slugs are categories of the place.
  if (isCuisine(category)) return { cuisines: cuisineLeaves(category) };
  return { categories: [category] };
}

function scopeTitle(category: string): string {
  if (category === 'all') return 'Food and drink';
  if (category === 'dish') return 'Places to eat';
  if (category === 'drink') return 'Places to drink';
  return categoryName(category);
}

export interface FoodQuery {
  type_of_dish: string[];
}

export async function listFood(
  ctx: AppContext,
  viewer: Viewer,
  p: PageRequest,
  category: string,
  q: FoodQuery,
  location?: Location,
) {
  for (const dish of q.type_of_dish) {
    if (!DISH_TYPES.has(dish))
      throw fieldError({ type_of_dish: [`Unknown type of dish "${dish}".`] });
  }
  const filter: places.PlaceFilter = {
    kind: 'food',
    ...foodScope(category),
    alsoCategories: q.type_of_dish.length ? q.type_of_dish : undefined,
    ...location?.filter,
  };
  const { rows, total } = await places.listPlaces(ctx.db, filter, p);
  const where = location ? placeName(location) : 'the world';
  const what = scopeTitle(category);
  const listType = location ? `${location.level}_food` : 'food';
  return listPageOf(p, total, await presentCards(ctx, viewer, 'food', rows), listType, {
    title: `${what} in ${where}`,
    description: `${what} in ${where} from OpenStreetMap, best rated first.`,
  });
}

export const getFood = (ctx: AppContext, viewer: Viewer, id: number) =>
  placeDetail(ctx, viewer, 'food', id);

/** The dish types of the food tree with how many places serve each. */
export async function typesOfDish(ctx: AppContext) {
  const counts = await places.categoryCounts(ctx.db, 'food');
  const dishTypes = categoryTrees.food.find((n) => n.id === 'dish-types')!.children;
  return {
    types_of_dish: dishTypes.map((d) => ({
      name: d.id,
      text: d.name,
      countable: true,
      count: counts.get(d.id) ?? 0,
    })),
  };
}

export async function foodCountries(ctx: AppContext, ordering: string) {
  const rows = await repo.countriesWithFood(ctx.db, ordering);
  return {
    list: rows.map((r) => ({
      country_id: r.id,
      country_name: r.name,
      country_slug: r.slug,
      iso_code: r.iso2,
      count: r.foodCount,
    })),
    count: rows.length,
  };
}
