import { describe, expect, it } from 'vitest';
import { advancedGroups } from './advanced-groups';
import { sampleTrees } from './sample-filter-trees';

describe('advancedGroups', () => {
  const groups = advancedGroups(sampleTrees());
  const byKey = (key: string) => groups.find((g) => g.key === key);

  it('drops groups without choices', () => {
    expect(groups.map((g) => g.key)).toEqual([
      'countries',
      'attraction',
      'shopping',
      'food_and_drinks',
      'type_of_terrain',
      'climate',
      'season',
      'cost_and_expenses',
      'other',
    ]);
  });

  it('names groups by title without spaces and marks the resettable ones', () => {
    expect(byKey('type_of_terrain')).toMatchObject({ id: 'Typeofterrain', resettable: true });
    expect(byKey('cost_and_expenses')).toMatchObject({ resettable: false });
  });

  it('shows food as categories, "Food" (dish types) and cuisines', () => {
    const food = byKey('food_and_drinks')!;
    expect(food.sections.map((s) => [s.field, s.title])).toEqual([
      ['food', undefined],
      ['dishes', 'Food'],
      ['cuisines', 'Cuisines'],
    ]);
  });

  it('offers one month and one cost band at a time', () => {
    expect(byKey('season')!.sections[0]!.mode).toBe('single');
    expect(byKey('cost_and_expenses')!.sections[0]!.mode).toBe('single');
  });
});
