import type { Position } from 'geojson';

/**
 * Joins the node-id lists of a multipolygon's member ways into closed rings: closed ways are
 * rings already, open ones are chained end to end (reversed where needed). Pieces that never
 * close — the relation was cut by the extract's border — are dropped.
 */
export function joinRings(ways: readonly (readonly number[])[]): number[][] {
  const rings: number[][] = [];
  const open: number[][] = [];
  for (const way of ways) {
    if (way.length < 2) continue;
    if (way[0] === way[way.length - 1]) rings.push([...way]);
    else open.push([...way]);
  }
  for (let ring = open.pop(); ring !== undefined; ring = open.pop()) {
    for (;;) {
      const end: number | undefined = ring[ring.length - 1];
      if (ring[0] === end) break;
      const index = open.findIndex((piece) => piece[0] === end || piece[piece.length - 1] === end);
      if (index < 0) break;
      const piece = open.splice(index, 1)[0]!;
      ring = ring.concat((piece[0] === end ? piece : piece.reverse()).slice(1));
    }
    if (ring[0] === ring[ring.length - 1]) rings.push(ring);
  }
  // A ring needs three distinct corners: a-b-a encloses nothing.
  return rings.filter((ring) => ring.length >= 4);
}

/**
 * Coordinates rounded to `decimals` (6 ≈ 0.1 m), without the repeated points rounding can make;
 * null when fewer than `minimum` positions remain.
 */
export function roundedLine(
  positions: readonly [number, number][],
  decimals: number,
  minimum: number,
): Position[] | null {
  const factor = 10 ** decimals;
  const line: Position[] = [];
  for (const [lon, lat] of positions) {
    const point = [Math.round(lon * factor) / factor, Math.round(lat * factor) / factor];
    const last = line[line.length - 1];
    if (last && last[0] === point[0] && last[1] === point[1]) continue;
    line.push(point);
  }
  return line.length >= minimum ? line : null;
}

/** Whether the point lies inside the closed ring (even-odd rule). */
export function ringContains(ring: readonly Position[], point: Position): boolean {
  const [x = 0, y = 0] = point;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i]!;
    const [xj = 0, yj = 0] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Signed area in square degrees: positive when the ring runs counter-clockwise. */
export function ringArea(ring: readonly Position[]): number {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i]!;
    const [xj = 0, yj = 0] = ring[j]!;
    twice += (xj - xi) * (yj + yi);
  }
  return twice / 2;
}

/**
 * Polygons (GeoJSON coordinate arrays) from outer and inner rings: each hole goes to the
 * smallest outer ring holding its first point, so a hole in an island inside a lake lands on
 * the island; holes outside every outer ring are invalid data and dropped.
 */
export function polygonsOf(outers: Position[][], inners: Position[][]): Position[][][] {
  const polygons = outers
    .map((outer) => ({ area: Math.abs(ringArea(outer)), rings: [outer] }))
    .sort((a, b) => a.area - b.area);
  for (const inner of inners) {
    const home = polygons.find(({ rings }) => ringContains(rings[0]!, inner[0]!));
    home?.rings.push(inner);
  }
  return polygons.map(({ rings }) => rings);
}
