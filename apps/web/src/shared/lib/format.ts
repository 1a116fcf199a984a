/** Display rules of spec 001 §9: "$" prices, score and rating colours, clipboard toast text. */

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Prices show with a dollar sign: "$1,059"; nothing known gives an em dash. */
export function formatPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const sign = value < 0 ? '-' : '';
  return `${sign}$${wholeNumber.format(Math.abs(Math.round(value)))}`;
}

/** "66,553,766". */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return wholeNumber.format(value);
}

/** Tourist arrivals are given in millions: 89.322 → "89.3 million". */
export function formatMillions(millions: number | null | undefined): string {
  if (millions === null || millions === undefined || !Number.isFinite(millions)) return '—';
  const rounded = millions >= 10 ? millions.toFixed(1) : millions.toFixed(2);
  return `${String(Number(rounded))} million`;
}

/** Large counts in short form: 30000000 → "30M", 12500 → "12.5K". */
export function formatCompact(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(
    value,
  );
}

export type ScoreColour = 'great' | 'good' | 'medium' | 'bad';

/** Score colours on the 0–10 scale: 7.5–10 great, 6–7.5 good, 4–6 medium, 0–4 bad. */
export function scoreColour(score: number): ScoreColour {
  if (score >= 7.5) return 'great';
  if (score >= 6) return 'good';
  if (score >= 4) return 'medium';
  return 'bad';
}

/** Rating colours on the 0–100 scale: above 80 great, above 60 good, above 40 medium. */
export function ratingColour(rating: number | null | undefined): ScoreColour | 'none' {
  if (rating === null || rating === undefined || !Number.isFinite(rating)) return 'none';
  if (rating > 80) return 'great';
  if (rating > 60) return 'good';
  if (rating > 40) return 'medium';
  return 'bad';
}

/** A 0–10 score with one decimal: 9 → "9.0". */
export function formatScore(score: number): string {
  return score.toFixed(1);
}

/** The clipboard toast of spec 001 §4, spelled as the spec spells it. */
export function copiedToastText(label: string): string {
  return `${label} Successfuly copied`;
}
