import type { PickedPlace } from './place-picker.repository';

/** How the planner's picks are told apart and ordered (plan-trip.ts). */

/** Names as a traveller reads them: "The Helix Bridge" and "the helix bridge" are one stop. */
export const sameName = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/^the\s+/, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The places, best first, with those past `most` of one main category moved to the end. */
export function varied(found: PickedPlace[], most: number): PickedPlace[] {
  const counts = new Map<string, number>();
  const first: PickedPlace[] = [];
  const later: PickedPlace[] = [];
  for (const place of found) {
    const kind = place.categories.find((c) => c !== 'sights' && c !== 'architecture') ?? 'sights';
    const n = counts.get(kind) ?? 0;
    counts.set(kind, n + 1);
    (n < most ? first : later).push(place);
  }
  return [...first, ...later];
}
