import { type GeoKind, RATING_RANGE } from '@ai-map/contracts';
import { create } from 'zustand';

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

interface MapFiltersState {
  filters: Record<GeoKind, PointFilters>;
  setFilters: (kind: GeoKind, patch: Partial<PointFilters>) => void;
  resetFilters: (kind: GeoKind) => void;
  /** Replaces every kind's filters at once (a shared filter link). */
  replaceAll: (filters: Record<GeoKind, PointFilters>) => void;
}

const emptyAll = (): Record<GeoKind, PointFilters> => ({
  attraction: emptyPointFilters(),
  shop: emptyPointFilters(),
  food: emptyPointFilters(),
  event: emptyPointFilters(),
});

export const useMapFiltersStore = create<MapFiltersState>()((set) => ({
  filters: emptyAll(),
  setFilters: (kind, patch) =>
    set((state) => ({
      filters: { ...state.filters, [kind]: { ...state.filters[kind], ...patch } },
    })),
  resetFilters: (kind) =>
    set((state) => ({ filters: { ...state.filters, [kind]: emptyPointFilters() } })),
  replaceAll: (filters) => set({ filters }),
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
