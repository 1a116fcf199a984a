/**
 * A tag table (OSM value → what it maps to) as a Map. Looked up in a plain object, a value such
 * as `amenity=constructor` or `shop=toString` would find Object.prototype's members and either
 * match or crash the mapping; a Map holds only the values written here.
 */
export function tagTable<T>(entries: Record<string, T>): ReadonlyMap<string, T> {
  return new Map(Object.entries(entries));
}
