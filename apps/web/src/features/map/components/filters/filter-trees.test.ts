import { describe, expect, it } from 'vitest';
import { countryGroups, groupId, kindCategoryNodes, splitFoodTree } from './filter-trees';
import { sampleTrees } from './sample-filter-trees';

describe('splitFoodTree', () => {
  const food = splitFoodTree(sampleTrees().food);

  it('drops cooking_style wherever it is', () => {
    expect(food.categories.map((n) => n.id)).toEqual(['places-to-eat']);
    expect(food.categories[0]!.children.map((n) => n.id)).toEqual(['restaurants']);
  });

  it('gives the dish types by name, the way type_of_dish matches them', () => {
    expect(food.dishes.map((n) => n.id)).toEqual(['Main courses', 'Drinks']);
  });

  it('keeps the cuisines apart from the place categories', () => {
    expect(food.cuisines.map((n) => n.id)).toEqual(['european-cuisines']);
  });
});

describe('kindCategoryNodes', () => {
  it('maps each point kind to its tree', () => {
    const trees = sampleTrees();
    expect(kindCategoryNodes(trees, 'shop').map((n) => n.id)).toEqual(['markets']);
    expect(kindCategoryNodes(trees, 'food').map((n) => n.id)).toEqual(['places-to-eat']);
    expect(kindCategoryNodes(trees, 'event').map((n) => n.id)).toEqual(['concerts']);
  });
});

describe('countryGroups', () => {
  const groups = countryGroups(sampleTrees().country_filter);

  it('builds group ids from names without spaces', () => {
    expect(groupId('Australia and New Zealand')).toBe('AustraliaandNewZealand');
    expect(groups.map((g) => g.id)).toEqual(['SouthernEurope', 'Asia', 'SouthAmerica']);
  });

  it('drops empty groups', () => {
    expect(groups.some((g) => g.name === 'Nowhere Land')).toBe(false);
  });

  it('merges the Asian groups into one, in place of the first, countries by name', () => {
    const asia = groups[1]!;
    expect(asia).toMatchObject({ id: 'Asia', name: 'Asia', count: 3 });
    expect(asia.children.map((c) => c.name)).toEqual(['Armenia', 'Georgia', 'Japan']);
  });
});
