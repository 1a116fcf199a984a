import { describe, expect, it } from 'vitest';
import { emptyAllPointFilters, emptyAdvancedSelection } from '../../stores/map-filters-store';
import {
  applyDraft,
  costBandRange,
  draftFromFilters,
  emptyAdvancedDraft,
  groupChoiceCount,
  locationSearchFilters,
  resetGroup,
  sectionValue,
  withSectionValue,
} from './advanced-draft';
import { advancedGroups } from './advanced-groups';
import { sampleTrees } from './sample-filter-trees';

const groups = advancedGroups(sampleTrees());
const group = (key: string) => groups.find((g) => g.key === key)!;

describe('draft and apply', () => {
  it('opens with the filters in force and writes them back', () => {
    const filters = emptyAllPointFilters();
    filters.attraction.categories = ['castles'];
    filters.food.typeOfDish = ['Drinks'];
    const draft = draftFromFilters(filters, { ...emptyAdvancedSelection(), countries: ['malta'] });
    expect(draft).toMatchObject({
      attraction: ['castles'],
      dishes: ['Drinks'],
      countries: ['malta'],
    });

    expect(applyDraft(draft, draft).points.attraction).toEqual({ categories: ['castles'] });
    const applied = applyDraft({ ...draft, other: ['local_culture'] }, draft);
    expect(applied.points.attraction).toEqual({ categories: ['castles'], localCulture: true });
    expect(applyDraft(draft, { ...draft, other: ['local_culture'] }).points.shop).toEqual({
      categories: [],
      localCulture: false,
    });
    expect(applied.points.food).toEqual({ categories: [], typeOfDish: ['Drinks'], cuisines: [] });
    expect(applied.advanced).toEqual({
      ...emptyAdvancedSelection(),
      countries: ['malta'],
      other: ['local_culture'],
    });
  });
});

describe('section values', () => {
  it('reads and writes single choices as lists of one', () => {
    let draft = withSectionValue(emptyAdvancedDraft(), 'month', ['7']);
    expect(draft.month).toBe(7);
    expect(sectionValue(draft, 'month')).toEqual(['7']);
    draft = withSectionValue(draft, 'month', []);
    expect(draft.month).toBeNull();
    draft = withSectionValue(draft, 'costBand', ['0-500']);
    expect(sectionValue(draft, 'costBand')).toEqual(['0-500']);
  });

  it('keeps only known seasons', () => {
    expect(withSectionValue(emptyAdvancedDraft(), 'climate', ['hot', 'tepid']).climate).toEqual([
      'hot',
    ]);
  });
});

describe('resetGroup and groupChoiceCount', () => {
  it('clears every section of a group, the climate group with its temperature', () => {
    const draft = {
      ...emptyAdvancedDraft(),
      food: ['restaurants'],
      cuisines: ['italian'],
      climate: ['hot' as const],
      temperature: [10, 30] as [number, number],
      countries: ['peru'],
    };
    expect(groupChoiceCount(draft, group('food_and_drinks'))).toBe(2);
    expect(groupChoiceCount(draft, group('climate'))).toBe(2);
    const food = resetGroup(draft, group('food_and_drinks'));
    expect(food).toMatchObject({ food: [], cuisines: [], countries: ['peru'] });
    expect(resetGroup(draft, group('climate'))).toMatchObject({
      climate: [],
      temperature: [-30, 30],
    });
  });
});

describe('locationSearchFilters', () => {
  it('sends nothing for an empty draft', () => {
    expect(locationSearchFilters(emptyAdvancedDraft())).toEqual({});
  });

  it('sends where-and-when choices, the temperature only when changed', () => {
    const draft = {
      ...emptyAdvancedDraft(),
      countries: ['malta'],
      terrain: ['island'],
      climate: ['warm' as const],
      month: 7,
      costBand: '1500-',
      other: ['capital', 'local_culture'],
      attraction: ['castles'],
    };
    expect(locationSearchFilters(draft)).toEqual({
      country: ['malta'],
      terrain: ['island'],
      climate: ['warm'],
      month: 7,
      cost_for_week: [1500, 100_000],
      other: ['capital'],
    });
    expect(locationSearchFilters({ ...draft, temperature: [0, 30] }).temperature).toEqual([0, 30]);
  });

  it('reads cost bands', () => {
    expect(costBandRange('500-1000')).toEqual([500, 1000]);
    expect(costBandRange('oops')).toBeNull();
  });
});
