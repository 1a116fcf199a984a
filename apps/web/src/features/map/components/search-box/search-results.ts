import type { SearchResult } from '@ai-map/contracts';
import type { FlyTarget, SelectedObject } from '../../stores/map-view-store';

type ResultKind = SearchResult['kind'];

/** Result groups in the order the box lists them. */
export const RESULT_GROUPS: readonly { kind: ResultKind; label: string }[] = [
  { kind: 'country', label: 'Countries' },
  { kind: 'city', label: 'Cities' },
  { kind: 'attraction', label: 'Attractions' },
  { kind: 'shop', label: 'Shops' },
  { kind: 'food', label: 'Food and drinks' },
  { kind: 'event', label: 'Events' },
];

export interface ResultGroup {
  kind: ResultKind;
  label: string;
  /** Each result with its place in the flat order the arrow keys walk. */
  items: { result: SearchResult; index: number }[];
}

/** Results grouped by kind (empty groups left out), numbered in display order. */
export function groupResults(results: readonly SearchResult[]): ResultGroup[] {
  let index = 0;
  return RESULT_GROUPS.map(({ kind, label }) => ({
    kind,
    label,
    items: results
      .filter((result) => result.kind === kind)
      .map((result) => ({ result, index: index++ })),
  })).filter((group) => group.items.length > 0);
}

/** The zoom a chosen result opens at: a country whole, a city, a place at street level. */
const ZOOM: Record<ResultKind, number> = {
  country: 5,
  city: 12,
  attraction: 17,
  shop: 17,
  food: 17,
  event: 17,
};

export function resultFlyTarget(result: SearchResult): Omit<FlyTarget, 'key'> {
  return { center: result.geo_points_json, zoom: ZOOM[result.kind] };
}

/** Places open in the selected view; countries and cities only move the map. */
export function resultSelection(result: SearchResult): SelectedObject | null {
  if (result.kind === 'country' || result.kind === 'city') return null;
  return { type: result.kind, id: result.id };
}

/** The next active option for an arrow key, wrapping round; -1 is none. */
export function nextActive(active: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}

export const optionId = (index: number) => `map-search-option-${index}`;
