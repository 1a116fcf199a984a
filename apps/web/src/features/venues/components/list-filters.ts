/** Sort options of the shops, food and events lists (the server's `ordering` values). */
export const PLACE_ORDERINGS = [
  { value: '-rating', label: 'Rating' },
  { value: 'name', label: 'Name A-Z' },
] as const;
export const PLACE_ORDERING_VALUES = PLACE_ORDERINGS.map((option) => option.value);

export const EVENT_ORDERINGS = [
  { value: 'start_date', label: 'Soonest first' },
  { value: '-rating', label: 'Rating' },
  { value: 'name', label: 'Name A-Z' },
] as const;
export const EVENT_ORDERING_VALUES = EVENT_ORDERINGS.map((option) => option.value);

/** Select options with an "All" first: the empty value sends no filter (spec 001 §5). */
export function withAll(
  label: string,
  options: readonly { name: string; text: string; count?: number }[] | undefined,
) {
  return [
    { value: '', label },
    ...(options ?? []).map((option) => ({
      value: option.name,
      label: option.count === undefined ? option.text : `${option.text} (${option.count})`,
    })),
  ];
}
