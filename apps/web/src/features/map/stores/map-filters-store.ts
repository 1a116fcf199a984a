import {
  type GeoKind,
  RATING_RANGE,
  type SeasonSchema,
  TEMPERATURE_RANGE,
} from '@ai-map/contracts';
import type { z } from 'zod';
import { create } from 'zustand';

export type Season = z.infer<typeof SeasonSchema>;

/** The filters of one point kind, as the sidebar tabs and the advanced modal set them. */
export interface PointFilters {
  /** Category slugs of the kind's filter tree. */
  categories: string[];
  rating: [number, number];
  localCulture: boolean;
  /** Shops only. */
  typeOfShop: string[];
  /** Events only: both dates or none (ISO YYYY-MM-DD). */
  dates: { start: string | null; end: string | null };
  /** Food only. */
  cuisines: string[];
  typeOfDish: string[];
}

export const emptyPointFilters = (): PointFilters => ({
  categories: [],
  rating: [RATING_RANGE[0], RATING_RANGE[1]],
  localCulture: false,
  typeOfShop: [],
  dates: { start: null, end: null },
  cuisines: [],
  typeOfDish: [],
});

/**
 * The advanced-filter choices that are not point filters: where and when to travel. They narrow
 * the countries and cities the advanced search counts and travel with a shared filter link.
 */
export interface AdvancedSelection {
  /** Country slugs (ids of the `country_filter` entries). */
  countries: string[];
  /** Ids of the `type_of_terrain` tree. */
  terrain: string[];
  climate: Season[];
  /** The month climate and temperature look at (1–12); null is the current month. */
  month: number | null;
  /** Id of a `cost_and_expenses` band ("500-1000", "1500-"); null is any cost. */
  costBand: string | null;
  /** Day temperature, °C; sent only when it differs from the default range (§5). */
  temperature: [number, number];
  /** Ids of the `other` tree. */
  other: string[];
  /** Ids of the `friendly` and `traffic` trees (empty trees today: no open data). */
  friendly: string[];
  traffic: string[];
}

export const emptyAdvancedSelection = (): AdvancedSelection => ({
  countries: [],
  terrain: [],
  climate: [],
  month: null,
  costBand: null,
  temperature: [TEMPERATURE_RANGE[0], TEMPERATURE_RANGE[1]],
  other: [],
  friendly: [],
  traffic: [],
});

interface MapFiltersState {
  filters: Record<GeoKind, PointFilters>;
  advanced: AdvancedSelection;
  setFilters: (kind: GeoKind, patch: Partial<PointFilters>) => void;
  resetFilters: (kind: GeoKind) => void;
  /** Applies the advanced modal: the point filters it sets and its other choices. */
  applyAdvanced: (
    points: Partial<Record<GeoKind, Partial<PointFilters>>>,
    advanced: AdvancedSelection,
  ) => void;
  /** Replaces every filter at once (a shared filter link). */
  replaceAll: (filters: Record<GeoKind, PointFilters>, advanced?: AdvancedSelection) => void;
}

export const emptyAllPointFilters = (): Record<GeoKind, PointFilters> => ({
  attraction: emptyPointFilters(),
  shop: emptyPointFilters(),
  food: emptyPointFilters(),
  event: emptyPointFilters(),
});

export const useMapFiltersStore = create<MapFiltersState>()((set) => ({
  filters: emptyAllPointFilters(),
  advanced: emptyAdvancedSelection(),
  setFilters: (kind, patch) =>
    set((state) => ({
      filters: { ...state.filters, [kind]: { ...state.filters[kind], ...patch } },
    })),
  resetFilters: (kind) =>
    set((state) => ({ filters: { ...state.filters, [kind]: emptyPointFilters() } })),
  applyAdvanced: (points, advanced) =>
    set((state) => {
      const filters = { ...state.filters };
      for (const [kind, patch] of Object.entries(points) as [GeoKind, Partial<PointFilters>][]) {
        filters[kind] = { ...filters[kind], ...patch };
      }
      return { filters, advanced };
    }),
  replaceAll: (filters, advanced = emptyAdvancedSelection()) => set({ filters, advanced }),
}));

/**
 * The filter fields of a geo call for the kinds shown, by the rules of §5: lists only when not
 * empty, dates only when both are set, the rating only when narrowed. With several kinds the
 * per-kind filters merge (each slug filters its own kind's tree on the server).
 */
export function geoFilterBody(kinds: GeoKind[], all: Record<GeoKind, PointFilters>) {
  const body: Record<string, unknown> = {};
  const categories = kinds.flatMap((kind) => all[kind].categories);
  if (categories.length > 0) body.categories = categories;
  if (kinds.length === 1) {
    const filters = all[kinds[0]!];
    if (filters.rating[0] !== RATING_RANGE[0] || filters.rating[1] !== RATING_RANGE[1]) {
      body.rating = filters.rating;
    }
  }
  if (kinds.some((kind) => all[kind].localCulture)) body.local_culture = true;
  if (kinds.includes('shop') && all.shop.typeOfShop.length > 0) {
    body.type_of_shop = all.shop.typeOfShop;
  }
  if (kinds.includes('event') && all.event.dates.start && all.event.dates.end) {
    body.date = { start_date: all.event.dates.start, finish_date: all.event.dates.end };
  }
  if (kinds.includes('food')) {
    if (all.food.cuisines.length > 0) body.country_cuisine_holder = all.food.cuisines;
    if (all.food.typeOfDish.length > 0) body.type_of_dish = all.food.typeOfDish;
  }
  return body;
}
