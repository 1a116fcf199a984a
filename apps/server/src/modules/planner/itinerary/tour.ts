import { iteratedLocalSearch } from './local-search';

/**
 * Travelling-salesman tours and paths over a symmetric cost matrix (docs/itinerary.md: order).
 *
 * - Up to EXACT_MAX_NODES nodes: Held–Karp dynamic programming, exact.
 * - Larger (local-search.ts): nearest neighbour, then iterated local search: 2-opt and Or-opt (segments of 1–3
 *   nodes, either way round) over 10-nearest-neighbour candidate lists with don't-look bits,
 *   kicked by segment-local double bridges and keeping the best tour. The kicks come from a
 *   seeded generator and the iteration count is fixed, so the same input gives the same tour.
 * - Open paths (free ends, a fixed start and/or end) become closed tours through one extra
 *   dummy node whose costs tie it to the fixed ends.
 */

/** Costs between nodes, row-major: `cost[i * n + j]`. Symmetric, zero diagonal. */
export interface CostMatrix {
  n: number;
  cost: Float64Array;
}

export interface TourOptions {
  /** Seed of the kick generator. */
  seed?: number;
  /** Iterated-local-search rounds; default scales with n (`defaultIterations`, local-search.ts). */
  iterations?: number;
}

export interface PathOptions extends TourOptions {
  /** Node the path must begin with. */
  start?: number;
  /** Node the path must end with (may equal `start` only when n is 1). */
  end?: number;
}

/**
 * Largest instance solved exactly (2^12 · 13² ≈ 0.7 M steps, a few ms): a day of 10 stops
 * between its two neighbours, plus the open path's dummy node.
 */
const EXACT_MAX_NODES = 13;

export function tourCost(matrix: CostMatrix, tour: readonly number[]): number {
  let total = 0;
  for (let i = 0; i < tour.length; i++) {
    total += matrix.cost[tour[i]! * matrix.n + tour[(i + 1) % tour.length]!]!;
  }
  return total;
}

export function pathCost(matrix: CostMatrix, path: readonly number[]): number {
  let total = 0;
  for (let i = 0; i + 1 < path.length; i++) {
    total += matrix.cost[path[i]! * matrix.n + path[i + 1]!]!;
  }
  return total;
}

/** A short closed tour visiting every node once, starting at node 0. */
export function solveClosedTour(matrix: CostMatrix, options: TourOptions = {}): number[] {
  const { n } = matrix;
  if (n <= 3) return Array.from({ length: n }, (_, i) => i);
  const tour = n <= EXACT_MAX_NODES ? heldKarpTour(matrix) : iteratedLocalSearch(matrix, options);
  const at = tour.indexOf(0);
  return [...tour.slice(at), ...tour.slice(0, at)];
}

/** A short open path visiting every node once, honouring a fixed start and/or end. */
export function solveOpenPath(matrix: CostMatrix, options: PathOptions = {}): number[] {
  const { n } = matrix;
  const { start, end } = options;
  if (n === 0) return [];
  if (n === 1) return [0];
  if (start !== undefined && start === end) throw new RangeError('start and end must differ');
  // The dummy node closes the path into a tour: free ends cost 0 to reach from it, and a fixed
  // end is the only cheap neighbour, so any good tour runs dummy → start … end → dummy.
  const big = 1 + 2 * maxCost(matrix) * n;
  const size = n + 1;
  const cost = new Float64Array(size * size);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) cost[i * size + j] = matrix.cost[i * n + j]!;
    const toDummy =
      start === undefined && end === undefined
        ? 0
        : i === start || i === end
          ? 0
          : start !== undefined && end !== undefined
            ? 2 * big
            : big;
    cost[i * size + n] = toDummy;
    cost[n * size + i] = toDummy;
  }
  const tour = solveClosedTour({ n: size, cost }, options);
  const at = tour.indexOf(n);
  const path = [...tour.slice(at + 1), ...tour.slice(0, at)];
  if (start !== undefined ? path[0] !== start : end !== undefined && path[0] === end) {
    path.reverse();
  }
  return path;
}

function maxCost(matrix: CostMatrix): number {
  let max = 0;
  for (const value of matrix.cost) if (value > max) max = value;
  return max;
}

/** Exact minimum tour by Held–Karp over subsets containing node 0. */
function heldKarpTour({ n, cost }: CostMatrix): number[] {
  const full = 1 << (n - 1);
  // best[mask * n + j]: cheapest path from 0 through the nodes of mask (bits for 1..n-1) ending at j.
  const best = new Float64Array(full * n).fill(Infinity);
  const parent = new Int8Array(full * n).fill(-1);
  for (let j = 1; j < n; j++) best[(1 << (j - 1)) * n + j] = cost[j]!;
  for (let mask = 1; mask < full; mask++) {
    for (let j = 1; j < n; j++) {
      const here = best[mask * n + j]!;
      if (here === Infinity) continue;
      for (let k = 1; k < n; k++) {
        const bit = 1 << (k - 1);
        if (mask & bit) continue;
        const next = (mask | bit) * n + k;
        const value = here + cost[j * n + k]!;
        if (value < best[next]!) {
          best[next] = value;
          parent[next] = j;
        }
      }
    }
  }
  let last = 1;
  let bestTotal = Infinity;
  for (let j = 1; j < n; j++) {
    const value = best[(full - 1) * n + j]! + cost[j * n]!;
    if (value < bestTotal) {
      bestTotal = value;
      last = j;
    }
  }
  const tour: number[] = [];
  let mask = full - 1;
  for (let j = last; j > 0;) {
    tour.push(j);
    const previous = parent[mask * n + j]!;
    mask &= ~(1 << (j - 1));
    j = previous;
  }
  tour.push(0);
  return tour.reverse();
}
