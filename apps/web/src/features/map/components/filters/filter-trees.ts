import type { FilterNode, FilterTrees, GeoKind } from '@ai-map/contracts';

/** The filter tree of each point kind in `GET filter/tree/`. */
export const TREE_OF_KIND: Record<GeoKind, 'attraction' | 'shopping' | 'food' | 'event'> = {
  attraction: 'attraction',
  shop: 'shopping',
  food: 'food',
  event: 'event',
};

/** Food tree branches the client shows on their own rather than as place categories. */
const CUISINES_ID = 'cuisines';
const DISH_TYPES_ID = 'dish-types';
/** Dropped from the food filter (spec 001 §5). */
const COOKING_STYLE_ID = 'cooking_style';

/** Food as the filters show it: place categories, the dish types ("Food") and the cuisines. */
export interface FoodTree {
  categories: FilterNode[];
  /**
   * Dish types with the dish type's name as id: the geo calls' `type_of_dish` matches names
   * ("Main courses"), as `food/types_of_dish/` gives them in `text`.
   */
  dishes: FilterNode[];
  /** Cuisine groups whose leaves are the `country_cuisine_holder` values. */
  cuisines: FilterNode[];
}

function withoutCookingStyle(nodes: readonly FilterNode[]): FilterNode[] {
  return nodes
    .filter((node) => node.id !== COOKING_STYLE_ID)
    .map((node) => ({ ...node, children: withoutCookingStyle(node.children) }));
}

/**
 * Splits the food tree (spec 001 §5): cooking_style is dropped, the dish types are shown as
 * "Food", and the cuisines become their own list since the geo calls filter them by
 * `country_cuisine_holder`, not by category.
 */
export function splitFoodTree(root: FilterNode): FoodTree {
  const branches = withoutCookingStyle(root.children);
  const branch = (id: string) => branches.find((node) => node.id === id)?.children ?? [];
  return {
    categories: branches.filter((node) => node.id !== CUISINES_ID && node.id !== DISH_TYPES_ID),
    dishes: branch(DISH_TYPES_ID).map((node) => ({ ...node, id: node.name, children: [] })),
    cuisines: branch(CUISINES_ID),
  };
}

/** The nodes a point tab offers as categories. */
export function kindCategoryNodes(trees: FilterTrees, kind: GeoKind): FilterNode[] {
  const root = trees[TREE_OF_KIND[kind]];
  return kind === 'food' ? splitFoodTree(root).categories : root.children;
}

/** A group id: its name without spaces (spec 001 §3). */
export const groupId = (name: string) => name.replace(/\s+/g, '');

/** Groups the Asia filter merges into one "Asia" group (spec 001 §5), by group id. */
export const ASIA_GROUP_IDS = [
  'CentralAsia',
  'EastAsia',
  'MiddleEast',
  'SouthAsia',
  'SoutheastAsia',
  'WesternAsia',
];

/** Drops groups that have no children (spec 001 §3). */
export const dropEmptyGroups = (groups: readonly FilterNode[]) =>
  groups.filter((group) => group.children.length > 0);

/**
 * The country groups of `country_filter` as the advanced filter lists them: empty groups
 * dropped, ids rebuilt from the names, the Asian subregions merged into one "Asia" group in the
 * place of the first of them, its countries in alphabetical order.
 */
export function countryGroups(countryFilter: Record<string, FilterNode>): FilterNode[] {
  const groups = dropEmptyGroups(Object.values(countryFilter)).map((group) => ({
    ...group,
    id: groupId(group.name),
  }));
  const asian = groups.filter((group) => ASIA_GROUP_IDS.includes(group.id));
  if (asian.length === 0) return groups;
  const children = asian
    .flatMap((group) => group.children)
    .sort((a, b) => a.name.localeCompare(b.name));
  const asia: FilterNode = { id: 'Asia', name: 'Asia', count: children.length, children };
  const first = groups.indexOf(asian[0]!);
  const rest = groups.filter((group) => !ASIA_GROUP_IDS.includes(group.id));
  return [...rest.slice(0, first), asia, ...rest.slice(first)];
}
