import { haversineKm, type LatLng } from '@ai-map/contracts';
import TinyQueue from 'tinyqueue';

/** The land mask's grid (land-mask.ts): cells of 0.25°, rows from the south pole. */
export const CELL_DEG = 0.25;
export const COLS = 360 / CELL_DEG;
export const ROWS = 180 / CELL_DEG;

export const rowOf = (lat: number) =>
  Math.min(ROWS - 1, Math.max(0, Math.floor((lat + 90) / CELL_DEG)));
export const colOf = (lng: number) =>
  Math.min(COLS - 1, Math.max(0, Math.floor((lng + 180) / CELL_DEG)));

/**
 * A shortest way over the grid's cells that hold the landmass (a coast road runs through the
 * cells its coast crosses), 8 neighbours, inside the two points' box widened by the larger of 1°
 * and their span. Coast cells on both sides of a strait narrower than a cell touch, so only seas
 * wider than about 25 km stop it: enough to tell a coast road from a gulf (Helsinki–Tallinn).
 */
export function landRouteKm(
  from: LatLng,
  to: LatLng,
  holds: (row: number, col: number) => boolean,
): number | null {
  const [r1, c1, r2, c2] = [rowOf(from.lat), colOf(from.lng), rowOf(to.lat), colOf(to.lng)];
  if (Math.abs(c1 - c2) > COLS / 2) return null; // across the antimeridian: never a land trip here
  const margin = Math.max(1 / CELL_DEG, Math.abs(r1 - r2), Math.abs(c1 - c2));
  const top = Math.max(0, Math.min(r1, r2) - margin);
  const left = Math.max(0, Math.min(c1, c2) - margin);
  const height = Math.min(ROWS - 1, Math.max(r1, r2) + margin) - top + 1;
  const width = Math.min(COLS - 1, Math.max(c1, c2) + margin) - left + 1;
  const centre = (r: number, c: number) => ({
    lat: -90 + (top + r + 0.5) * CELL_DEG,
    lng: -180 + (left + c + 0.5) * CELL_DEG,
  });
  const known = new Int8Array(width * height); // 0 not asked, 1 holds the landmass, 2 not
  const passable = (r: number, c: number) => {
    const i = r * width + c;
    if (!known[i]) known[i] = holds(top + r, left + c) ? 1 : 2;
    return known[i] === 1;
  };
  // Dijkstra (a heap of [km, cell]); the ends' own cells count as land (a harbour).
  const distance = new Float64Array(width * height).fill(Infinity);
  const start = (r1 - top) * width + (c1 - left);
  const goal = (r2 - top) * width + (c2 - left);
  const heap = new TinyQueue<[number, number]>([[0, start]], (a, b) => a[0] - b[0]);
  distance[start] = 0;
  while (heap.length) {
    const [km, cell] = heap.pop()!;
    if (cell === goal) return km;
    if (km > distance[cell]!) continue;
    const [r, c] = [Math.floor(cell / width), cell % width];
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        const [nr, nc] = [r + dr, c + dc];
        if ((!dr && !dc) || nr < 0 || nc < 0 || nr >= height || nc >= width) continue;
        const next = nr * width + nc;
        if (next !== goal && !passable(nr, nc)) continue;
        const through = km + haversineKm(centre(r, c), centre(nr, nc));
        if (through < distance[next]!) {
          distance[next] = through;
          heap.push([through, next]);
        }
      }
    }
  }
  return null;
}
