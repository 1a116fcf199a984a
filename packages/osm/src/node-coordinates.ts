/**
 * Coordinates of a fixed set of nodes, filled during the node pass. Ids are kept sorted in a
 * Float64Array and found by binary search: 24 bytes per wanted node (id, lat, lon), about a
 * fifth of a Map<number, [number, number]>, which matters for extracts with millions of refs.
 */
export class NodeCoordinates {
  private readonly ids: Float64Array;
  private readonly lats: Float64Array;
  private readonly lons: Float64Array;

  constructor(ids: Iterable<number>) {
    const sorted = Float64Array.from(ids).sort();
    let count = 0;
    for (let i = 0; i < sorted.length; i++) {
      if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[count++] = sorted[i]!;
    }
    this.ids = sorted.slice(0, count);
    this.lats = new Float64Array(count).fill(Number.NaN);
    this.lons = new Float64Array(count).fill(Number.NaN);
  }

  /** Stores the position when the node is one of the wanted ones. */
  set(id: number, lat: number, lon: number): void {
    const index = this.indexOf(id);
    if (index < 0) return;
    this.lats[index] = lat;
    this.lons[index] = lon;
  }

  /**
   * Mean position of the nodes that were found (nodes clipped out of the extract are left
   * out); null when none was. A closed ring's repeated first node is counted once.
   */
  centroid(refs: readonly number[]): { lat: number; lon: number } | null {
    const closed = refs.length > 2 && refs[0] === refs[refs.length - 1];
    const end = closed ? refs.length - 1 : refs.length;
    let lat = 0;
    let lon = 0;
    let found = 0;
    for (let i = 0; i < end; i++) {
      const index = this.indexOf(refs[i]!);
      if (index < 0 || Number.isNaN(this.lats[index]!)) continue;
      lat += this.lats[index]!;
      lon += this.lons[index]!;
      found++;
    }
    return found === 0 ? null : { lat: lat / found, lon: lon / found };
  }

  /** The node's position as [lon, lat] (GeoJSON order), or null when it was not found. */
  position(id: number): [number, number] | null {
    const index = this.indexOf(id);
    if (index < 0 || Number.isNaN(this.lats[index]!)) return null;
    return [this.lons[index]!, this.lats[index]!];
  }

  /**
   * The positions of `refs` in order; null when any node was not found, since a line with a
   * node clipped out of the extract would be drawn wrong.
   */
  line(refs: readonly number[]): [number, number][] | null {
    const positions: [number, number][] = [];
    for (const ref of refs) {
      const position = this.position(ref);
      if (position === null) return null;
      positions.push(position);
    }
    return positions;
  }

  private indexOf(id: number): number {
    const ids = this.ids;
    let low = 0;
    let high = ids.length - 1;
    if (high < 0 || id < ids[0]! || id > ids[high]!) return -1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const value = ids[mid]!;
      if (value === id) return mid;
      if (value < id) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  }
}
