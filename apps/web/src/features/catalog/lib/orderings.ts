/**
 * Sort options of the catalogue lists, labelled as spec 001 §9 names them. The values are the
 * server's `ordering` parameters.
 */
export const COUNTRY_ORDERINGS = [
  { value: '-rating', label: 'Rating' },
  { value: 'name', label: 'Name A-Z' },
  { value: 'cost_for_week', label: 'Price low to high' },
  { value: '-tourist_amount', label: 'Tourist amount' },
  { value: '-places', label: 'Popular first' },
] as const;
export type CountryOrdering = (typeof COUNTRY_ORDERINGS)[number]['value'];

export const CITY_ORDERINGS = [
  { value: '-rating', label: 'Rating' },
  { value: 'name', label: 'Name A-Z' },
  { value: 'cost_for_week', label: 'Price low to high' },
  { value: '-popularity', label: 'Popular first' },
  { value: '-places', label: 'Places to visit' },
] as const;
export type CityOrdering = (typeof CITY_ORDERINGS)[number]['value'];

export const ATTRACTION_ORDERINGS = [
  { value: '-rating', label: 'Rating' },
  { value: 'name', label: 'Name A-Z' },
  { value: '-visitors', label: 'Popular first' },
] as const;
export type AttractionOrdering = (typeof ATTRACTION_ORDERINGS)[number]['value'];

export const DEFAULT_ORDERING = '-rating';

export function orderingValues<T extends { value: string }>(options: readonly T[]): T['value'][] {
  return options.map((option) => option.value);
}
