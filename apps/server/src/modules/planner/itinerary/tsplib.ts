import type { CostMatrix } from './tour';

/** A TSPLIB instance with EUC_2D coordinates (bench/data/tsplib; TSPLIB, G. Reinelt, 1991). */
export interface TsplibInstance {
  name: string;
  points: [number, number][];
}

/** Reads the header's NAME and the NODE_COORD_SECTION; only EUC_2D instances are accepted. */
export function parseTsplib(text: string): TsplibInstance {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const header = (key: string) =>
    lines
      .find((line) => new RegExp(`^${key}\\s*:`).test(line))
      ?.slice(key.length)
      .replace(/^\s*:/, '')
      .trim();
  const type = header('EDGE_WEIGHT_TYPE');
  if (type !== 'EUC_2D') throw new Error(`unsupported EDGE_WEIGHT_TYPE: ${type ?? 'none'}`);
  const dimension = Number(header('DIMENSION'));
  const from = lines.indexOf('NODE_COORD_SECTION') + 1;
  if (from === 0) throw new Error('no NODE_COORD_SECTION');
  const points: [number, number][] = [];
  for (const line of lines.slice(from)) {
    if (line === 'EOF' || line === '') break;
    const [, x, y] = line.split(/\s+/).map(Number);
    if (!Number.isFinite(x) || !Number.isFinite(y)) throw new Error(`bad node line: ${line}`);
    points.push([x!, y!]);
  }
  if (points.length !== dimension) {
    throw new Error(`DIMENSION ${dimension} but ${points.length} nodes`);
  }
  return { name: header('NAME') ?? '', points };
}

/** TSPLIB's EUC_2D distance: the Euclidean distance rounded to the nearest integer (nint). */
export function euc2dMatrix(points: readonly [number, number][]): CostMatrix {
  const n = points.length;
  const cost = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const [xi, yi] = points[i]!;
      const [xj, yj] = points[j]!;
      cost[i * n + j] = Math.round(Math.hypot(xi - xj, yi - yj));
    }
  }
  return { n, cost };
}
