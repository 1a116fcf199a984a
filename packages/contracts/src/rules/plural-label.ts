/** "Place" when the count is 1, otherwise "Places" (spec 000 §9). */
export function placesLabel(count: number): string {
  return count === 1 ? 'Place' : 'Places';
}
