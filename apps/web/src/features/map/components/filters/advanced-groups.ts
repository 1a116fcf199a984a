import type { FilterNode, FilterTrees } from '@ai-map/contracts';
import type { SelectionMode } from './category-selection';
import { countryGroups, groupId, splitFoodTree } from './filter-trees';

/** The draft fields the advanced filter's sections write. */
export type AdvancedField =
  | 'countries'
  | 'attraction'
  | 'shopping'
  | 'food'
  | 'dishes'
  | 'cuisines'
  | 'terrain'
  | 'climate'
  | 'month'
  | 'costBand'
  | 'other'
  | 'friendly'
  | 'traffic';

export const ADVANCED_GROUP_KEYS = [
  'countries',
  'attraction',
  'shopping',
  'food_and_drinks',
  'type_of_terrain',
  'climate',
  'season',
  'cost_and_expenses',
  'friendly',
  'traffic',
  'other',
] as const;
export type AdvancedGroupKey = (typeof ADVANCED_GROUP_KEYS)[number];

/** Groups with their own Reset button (spec 001 §5); the others clear with "Reset all". */
export const RESETTABLE_GROUPS: readonly AdvancedGroupKey[] = [
  'countries',
  'attraction',
  'shopping',
  'food_and_drinks',
  'type_of_terrain',
  'climate',
  'season',
  'friendly',
  'traffic',
  'other',
];

export interface AdvancedSection {
  field: AdvancedField;
  /** A heading inside the group, when the group has several sections. */
  title?: string;
  nodes: FilterNode[];
  /** `single`: one choice at most (a month, a cost band). */
  mode: SelectionMode | 'single';
}

export interface AdvancedGroup {
  key: AdvancedGroupKey;
  /** The title without spaces (spec 001 §3). */
  id: string;
  title: string;
  description?: string;
  resettable: boolean;
  sections: AdvancedSection[];
}

const list = (field: AdvancedField, root: FilterNode): AdvancedSection => ({
  field,
  nodes: root.children,
  mode: 'leaves',
});

function group(
  key: AdvancedGroupKey,
  title: string,
  sections: AdvancedSection[],
  description?: string,
): AdvancedGroup {
  return {
    key,
    id: groupId(title),
    title,
    ...(description ? { description } : {}),
    resettable: RESETTABLE_GROUPS.includes(key),
    sections: sections.filter((section) => section.nodes.length > 0),
  };
}

/**
 * The advanced filter's groups from `GET filter/tree/`, in the order the modal shows them, by
 * the rules of spec 001 §3 and §5: groups without choices are dropped, the Asian country groups
 * merged, cooking_style dropped from food and its dish types shown as "Food".
 */
export function advancedGroups(trees: FilterTrees): AdvancedGroup[] {
  const food = splitFoodTree(trees.food);
  const groups = [
    group('countries', 'Countries', [
      { field: 'countries', nodes: countryGroups(trees.country_filter), mode: 'leaves' },
    ]),
    group('attraction', trees.attraction.name, [
      { field: 'attraction', nodes: trees.attraction.children, mode: 'covering' },
    ]),
    group('shopping', trees.shopping.name, [
      { field: 'shopping', nodes: trees.shopping.children, mode: 'covering' },
    ]),
    group('food_and_drinks', trees.food.name, [
      { field: 'food', nodes: food.categories, mode: 'covering' },
      { field: 'dishes', title: 'Food', nodes: food.dishes, mode: 'leaves' },
      { field: 'cuisines', title: 'Cuisines', nodes: food.cuisines, mode: 'leaves' },
    ]),
    group(
      'type_of_terrain',
      trees.type_of_terrain.name,
      [list('terrain', trees.type_of_terrain)],
      trees.type_of_terrain.description,
    ),
    group(
      'climate',
      trees.climate.name,
      [list('climate', trees.climate)],
      trees.climate.description,
    ),
    group(
      'season',
      trees.season.name,
      [{ field: 'month', nodes: trees.season.children, mode: 'single' }],
      trees.season.description,
    ),
    group(
      'cost_and_expenses',
      trees.cost_and_expenses.name,
      [{ field: 'costBand', nodes: trees.cost_and_expenses.children, mode: 'single' }],
      trees.cost_and_expenses.description,
    ),
    group('friendly', trees.friendly.name, [list('friendly', trees.friendly)]),
    group('traffic', trees.traffic.name, [list('traffic', trees.traffic)]),
    group('other', trees.other.name, [list('other', trees.other)]),
  ];
  return groups.filter((entry) => entry.sections.length > 0);
}
