import type { AdvisoryView } from '@ai-map/contracts';

/** The State Department's scale; the contract allows 1–4 only. */
export type AdvisoryLevel = 1 | 2 | 3 | 4;

export const ADVISORY_LEVELS: readonly AdvisoryLevel[] = [1, 2, 3, 4];

export const isAdvisoryLevel = (level: number): level is AdvisoryLevel =>
  level === 1 || level === 2 || level === 3 || level === 4;

/**
 * The U.S. State Department's four levels as it names them (travel.state.gov), for the legend;
 * a country's own line comes from the server with the title of its advisory.
 */
export const ADVISORY_LEVEL_TITLES: Record<AdvisoryLevel, string> = {
  1: 'Exercise normal precautions',
  2: 'Exercise increased caution',
  3: 'Reconsider travel',
  4: 'Do not travel',
};

/** Green to red by level; each carries white text at a contrast of at least 4.5:1. */
export const ADVISORY_LEVEL_COLORS: Record<AdvisoryLevel, string> = {
  1: '#15803d',
  2: '#a16207',
  3: '#c2410c',
  4: '#b91c1c',
};

/** Countries the State Department publishes no advisory for. */
export const NO_ADVISORY_COLOR = '#94a3b8';

/** The colour of a level; grey for anything off the scale, which the contract already refuses. */
export const advisoryColor = (level: number): string =>
  isAdvisoryLevel(level) ? ADVISORY_LEVEL_COLORS[level] : NO_ADVISORY_COLOR;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "2024-12-31" → "31 Dec 2024", read from the digits so that no time zone moves the day (a Date
 * would be midnight UTC, the day before in the Americas).
 */
export function formatAdvisoryDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return iso;
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/** Short names of advisory sources for tight places (map tooltips). */
const SHORT_SOURCE: Record<AdvisoryView['source'], string> = {
  'U.S. State Department': 'U.S. State Dept.',
};

/** The tooltip's line, still saying whose advice and when: "U.S. State Dept.: Level 2 (31 Dec 2024)". */
export function shortAdvisoryLine(advisory: Pick<AdvisoryView, 'source' | 'level' | 'updated'>) {
  return `${SHORT_SOURCE[advisory.source]}: Level ${advisory.level} (${formatAdvisoryDate(advisory.updated)})`;
}
