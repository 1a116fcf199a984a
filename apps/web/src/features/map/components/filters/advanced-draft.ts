import {
  type GeoKind,
  SeasonSchema,
  type SearchFilters,
  TEMPERATURE_RANGE,
} from '@ai-map/contracts';
import {
  type AdvancedSelection,
  emptyAdvancedSelection,
  type PointFilters,
  type Season,
} from '../../stores/map-filters-store';
import type { AdvancedField, AdvancedGroup } from './advanced-groups';

/** What the advanced modal edits before "Apply": its own choices and the point categories. */
export interface AdvancedDraft extends AdvancedSelection {
  attraction: string[];
  shopping: string[];
  food: string[];
  /** Dish type names (`type_of_dish`). */
  dishes: string[];
  cuisines: string[];
}

export const emptyAdvancedDraft = (): AdvancedDraft => ({
  ...emptyAdvancedSelection(),
  attraction: [],
  shopping: [],
  food: [],
  dishes: [],
  cuisines: [],
});

/** The draft the modal opens with: the filters in force. */
export function draftFromFilters(
  filters: Record<GeoKind, PointFilters>,
  advanced: AdvancedSelection,
): AdvancedDraft {
  return {
    ...advanced,
    attraction: filters.attraction.categories,
    shopping: filters.shop.categories,
    food: filters.food.categories,
    dishes: filters.food.typeOfDish,
    cuisines: filters.food.cuisines,
  };
}

const LOCAL_CULTURE = 'local_culture';
const hasLocalCulture = (draft: AdvancedDraft) => draft.other.includes(LOCAL_CULTURE);

/**
 * What "Apply" writes: the point filters of the kinds the modal sets and the rest of its
 * choices. Choosing or dropping "Local culture" in "Other" also switches the attraction and shop
 * toggles; left as it was, it leaves those toggles as the tabs set them.
 */
export function applyDraft(
  draft: AdvancedDraft,
  initial: AdvancedDraft,
): {
  points: Partial<Record<GeoKind, Partial<PointFilters>>>;
  advanced: AdvancedSelection;
} {
  const { attraction, shopping, food, dishes, cuisines, ...advanced } = draft;
  const localCulture =
    hasLocalCulture(draft) === hasLocalCulture(initial)
      ? {}
      : { localCulture: hasLocalCulture(draft) };
  return {
    points: {
      attraction: { categories: attraction, ...localCulture },
      shop: { categories: shopping, ...localCulture },
      food: { categories: food, typeOfDish: dishes, cuisines },
    },
    advanced,
  };
}

/** The choice of a section as a list of node ids (a single choice is a list of one or none). */
export function sectionValue(draft: AdvancedDraft, field: AdvancedField): string[] {
  if (field === 'month') return draft.month === null ? [] : [String(draft.month)];
  if (field === 'costBand') return draft.costBand === null ? [] : [draft.costBand];
  return draft[field];
}

const isSeason = (id: string): id is Season => SeasonSchema.safeParse(id).success;

export function withSectionValue(
  draft: AdvancedDraft,
  field: AdvancedField,
  ids: string[],
): AdvancedDraft {
  switch (field) {
    case 'month': {
      const month = Number(ids[0]);
      return { ...draft, month: Number.isInteger(month) && month >= 1 ? month : null };
    }
    case 'costBand':
      return { ...draft, costBand: ids[0] ?? null };
    case 'climate':
      return { ...draft, climate: ids.filter(isSeason) };
    default:
      return { ...draft, [field]: ids };
  }
}

const temperatureChanged = (draft: AdvancedDraft) =>
  draft.temperature[0] !== TEMPERATURE_RANGE[0] || draft.temperature[1] !== TEMPERATURE_RANGE[1];

/** A group cleared by its Reset button; the climate group also owns the temperature range. */
export function resetGroup(draft: AdvancedDraft, group: AdvancedGroup): AdvancedDraft {
  let next = group.sections.reduce(
    (current, section) => withSectionValue(current, section.field, []),
    draft,
  );
  if (group.key === 'climate')
    next = { ...next, temperature: emptyAdvancedSelection().temperature };
  return next;
}

/** How many choices a group holds, for its heading and whether its Reset is useful. */
export function groupChoiceCount(draft: AdvancedDraft, group: AdvancedGroup): number {
  const chosen = group.sections.reduce(
    (sum, section) => sum + sectionValue(draft, section.field).length,
    0,
  );
  return chosen + (group.key === 'climate' && temperatureChanged(draft) ? 1 : 0);
}

/** Search ranges are closed; an open-ended band ("1500-") ends at the search's maximum. */
const COST_MAX = 100_000;

/** "500-1000" → [500, 1000]; "1500-" → [1500, 100000]; null for anything else. */
export function costBandRange(band: string): [number, number] | null {
  const match = /^(\d+)-(\d*)$/.exec(band);
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] ? Number(match[2]) : COST_MAX;
  return min <= max ? [min, max] : null;
}

/**
 * The `POST search/{countries|cities}/` filters of the draft's where-and-when choices, which
 * say how many countries and cities match. Place-only choices (categories, local culture,
 * heritage) are left out: they would drop every country and city from the count.
 */
export function locationSearchFilters(draft: AdvancedDraft): SearchFilters {
  const filters: SearchFilters = {};
  if (draft.countries.length > 0) filters.country = draft.countries;
  if (draft.terrain.length > 0) filters.terrain = draft.terrain;
  if (draft.climate.length > 0) filters.climate = draft.climate;
  if (draft.month !== null) filters.month = draft.month;
  if (temperatureChanged(draft)) filters.temperature = draft.temperature;
  const cost = draft.costBand === null ? null : costBandRange(draft.costBand);
  if (cost) filters.cost_for_week = cost;
  if (draft.other.includes('capital')) filters.other = ['capital'];
  return filters;
}
