/**
 * The large-instance half of the tour solver (docs/itinerary.md: order): nearest neighbour, then
 * iterated local search — 2-opt and Or-opt (segments of 1–3 nodes, either way round) over
 * 10-nearest-neighbour candidate lists with don't-look bits, kicked by segment-local double
 * bridges and keeping the best tour. The kicks come from a seeded generator and the iteration
 * count is fixed, so the same input gives the same tour. tour.ts calls it above the exact limit.
 */
import type { CostMatrix, TourOptions } from './tour';

/** Candidate neighbours per node for 2-opt and Or-opt. */
const NEIGHBOURS = 10;
/** Longest segment Or-opt moves. */
const OR_OPT_MAX = 3;
const EPSILON = 1e-9;

/**
 * Kicks per node: 5 reach the optimum or within 1% on the TSPLIB benchmark for every seed tried
 * (bench/RESULTS.md), in tens of milliseconds for 100 nodes.
 */
function defaultIterations(n: number): number {
  return Math.min(2000, 5 * n);
}

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
function seeded(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function nearestNeighbourTour({ n, cost }: CostMatrix): number[] {
  const visited = new Uint8Array(n);
  const tour = [0];
  visited[0] = 1;
  for (let step = 1; step < n; step++) {
    const from = tour[tour.length - 1]!;
    let next = -1;
    for (let j = 0; j < n; j++) {
      if (!visited[j] && (next < 0 || cost[from * n + j]! < cost[from * n + next]!)) next = j;
    }
    visited[next] = 1;
    tour.push(next);
  }
  return tour;
}

function candidateLists({ n, cost }: CostMatrix): Int32Array[] {
  const k = Math.min(NEIGHBOURS, n - 1);
  return Array.from({ length: n }, (_, i) => {
    const others = Array.from({ length: n }, (_, j) => j).filter((j) => j !== i);
    others.sort((a, b) => cost[i * n + a]! - cost[i * n + b]!);
    return Int32Array.from(others.slice(0, k));
  });
}

/** A closed tour as an array plus each node's position, with the moves local search needs. */
class ArrayTour {
  readonly order: Int32Array;
  readonly pos: Int32Array;

  constructor(
    readonly n: number,
    readonly cost: Float64Array,
    nodes: readonly number[],
  ) {
    this.order = Int32Array.from(nodes);
    this.pos = new Int32Array(n);
    this.order.forEach((node, i) => (this.pos[node] = i));
  }

  c(a: number, b: number): number {
    return this.cost[a * this.n + b]!;
  }

  next(node: number): number {
    return this.order[(this.pos[node]! + 1) % this.n]!;
  }

  prev(node: number): number {
    return this.order[(this.pos[node]! - 1 + this.n) % this.n]!;
  }

  /** Reverses the path from node `from` forward to node `to`, or equivalently its complement. */
  reverse(from: number, to: number): void {
    const { n, order, pos } = this;
    let i = pos[from]!;
    let j = pos[to]!;
    let length = ((j - i + n) % n) + 1;
    if (2 * length > n) {
      [i, j] = [(j + 1) % n, (i - 1 + n) % n];
      length = n - length;
    }
    for (let s = 0; s < length >> 1; s++) {
      const a = order[i]!;
      const b = order[j]!;
      order[i] = b;
      pos[b] = i;
      order[j] = a;
      pos[a] = j;
      i = (i + 1) % n;
      j = (j - 1 + n) % n;
    }
  }

  /** Moves the segment [first..last] (forward) between `left` and next(left), maybe reversed. */
  moveSegment(first: number, last: number, left: number, reversed: boolean): void {
    const { n, order, pos } = this;
    const segment: number[] = [];
    for (let node = first; ; node = this.next(node)) {
      segment.push(node);
      if (node === last) break;
    }
    if (reversed) segment.reverse();
    const inSegment = new Set(segment);
    const rest: number[] = [];
    for (let s = 0, node = this.next(last); s < n - segment.length; s++, node = this.next(node)) {
      rest.push(node);
    }
    const at = rest.indexOf(left) + 1;
    const nodes = [...rest.slice(0, at), ...segment, ...rest.slice(at)];
    nodes.forEach((node, i) => {
      if (inSegment.has(node) || order[i] !== node) {
        order[i] = node;
        pos[node] = i;
      }
    });
  }

  length(): number {
    let total = 0;
    for (let i = 0; i < this.n; i++) total += this.c(this.order[i]!, this.order[(i + 1) % this.n]!);
    return total;
  }
}

/** 2-opt move around `a`; true when one was made (its four ends are queued again). */
function twoOpt(tour: ArrayTour, a: number, neighbours: Int32Array, wake: (node: number) => void) {
  for (const forward of [true, false]) {
    const b = forward ? tour.next(a) : tour.prev(a);
    const ab = tour.c(a, b);
    for (const c of neighbours) {
      const ac = tour.c(a, c);
      if (ac >= ab) break;
      const d = forward ? tour.next(c) : tour.prev(c);
      if (c === b || d === a) continue;
      if (ac + tour.c(b, d) - ab - tour.c(c, d) < -EPSILON) {
        // forward: a b … c d → a c … b d; backward: d c … b a → d b … c a.
        if (forward) tour.reverse(b, c);
        else tour.reverse(c, b);
        for (const node of [a, b, c, d]) wake(node);
        return true;
      }
    }
  }
  return false;
}

/** Or-opt: moves a segment of 1–3 nodes beginning or ending at `a` next to a near node. */
function orOpt(tour: ArrayTour, a: number, lists: Int32Array[], wake: (node: number) => void) {
  const { n } = tour;
  for (let length = 1; length <= Math.min(OR_OPT_MAX, n - 3); length++) {
    for (const forward of [true, false]) {
      // The segment runs first..last in tour direction; `a` is its first or last node.
      let first = a;
      let last = a;
      for (let s = 1; s < length; s++) {
        if (forward) last = tour.next(last);
        else first = tour.prev(first);
      }
      const p = tour.prev(first);
      const q = tour.next(last);
      const removed = tour.c(p, first) + tour.c(last, q) - tour.c(p, q);
      const head = tour.pos[first]!;
      for (const end of [first, last]) {
        for (const c of lists[end]!) {
          const ec = tour.c(end, c);
          if (ec >= removed) break;
          if ((tour.pos[c]! - head + n) % n < length) continue;
          // Place the segment between c and either of its tour neighbours, with `end` next to c.
          for (const d of [tour.next(c), tour.prev(c)]) {
            if ((tour.pos[d]! - head + n) % n < length) continue;
            const other = end === first ? last : first;
            const delta = ec + tour.c(other, d) - tour.c(c, d) - removed;
            if (delta >= -EPSILON) continue;
            const left = d === tour.next(c) ? c : d;
            // Between left and next(left) the segment reads forward when its head meets left.
            const headAtLeft = (left === c ? end : other) === first;
            tour.moveSegment(first, last, left, !headAtLeft);
            for (const node of [p, q, first, last, c, d]) wake(node);
            return true;
          }
        }
      }
    }
  }
  return false;
}

function localSearch(tour: ArrayTour, lists: Int32Array[], queue: number[], queued: Uint8Array) {
  const wake = (node: number) => {
    if (!queued[node]) {
      queued[node] = 1;
      queue.push(node);
    }
  };
  while (queue.length > 0) {
    const a = queue.pop()!;
    queued[a] = 0;
    if (twoOpt(tour, a, lists[a]!, wake) || orOpt(tour, a, lists, wake)) wake(a);
  }
}

/**
 * Segment-local double bridge: cuts three edges within a window of the tour and reconnects the
 * pieces A C B D. Local kicks suit ILS better than random ones on the whole tour.
 */
function doubleBridge(order: readonly number[], random: () => number) {
  const n = order.length;
  const window = Math.min(n - 1, 50);
  const start = Math.floor(random() * n);
  const cuts = [0, 0, 0].map(() => 1 + Math.floor(random() * (window - 1))).sort((x, y) => x - y);
  const [i, j, k] = cuts as [number, number, number];
  const rotated = Array.from({ length: n }, (_, s) => order[(start + s) % n]!);
  if (i === j || j === k) return { nodes: rotated, touched: [] };
  return {
    nodes: [
      ...rotated.slice(0, i),
      ...rotated.slice(j, k),
      ...rotated.slice(i, j),
      ...rotated.slice(k),
    ],
    // The ends of the three new edges are the only places local search needs to look again.
    touched: [i - 1, i, j - 1, j, k - 1, k % n].map((at) => rotated[at]!),
  };
}

export function iteratedLocalSearch(matrix: CostMatrix, options: TourOptions): number[] {
  const { n, cost } = matrix;
  const random = seeded(options.seed ?? 1);
  const lists = candidateLists(matrix);
  const queued = new Uint8Array(n);
  const queue = (nodes: readonly number[]) => {
    for (const node of nodes) queued[node] = 1;
    return [...new Set(nodes)];
  };

  let current = new ArrayTour(n, cost, nearestNeighbourTour(matrix));
  localSearch(current, lists, queue(Array.from(current.order)), queued);
  let best = Array.from(current.order);
  let bestLength = current.length();

  const iterations = options.iterations ?? defaultIterations(n);
  for (let round = 0; round < iterations; round++) {
    const kick = doubleBridge(best, random);
    current = new ArrayTour(n, cost, kick.nodes);
    localSearch(current, lists, queue(kick.touched), queued);
    const length = current.length();
    if (length < bestLength - EPSILON) {
      bestLength = length;
      best = Array.from(current.order);
    }
  }
  return best;
}
