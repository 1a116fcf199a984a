/** What the sources say about a place that hints at how worth a visit it is. */
export interface RatingSignals {
  /** Yearly visitors (Wikidata P1174), when known. */
  visitors: number | null;
  /** Has an English (or any) Wikipedia article. */
  wikipedia: boolean;
  /** Has a Wikidata item. */
  wikidata: boolean;
  /** Listed heritage (OSM `heritage=*`, UNESCO tags). */
  heritage: boolean;
  /** How many of website, phone, opening hours the record carries (0–3). */
  details: number;
}

/**
 * Rating on 0–10 from open signals, documented in docs/data.md:
 * 5 to start; visitors add up to 3 on a log scale (1,000 → 0, 10,000 → 0.75, 100,000 → 1.5,
 * 1 million → 2.25, 10 million → 3); a Wikipedia article adds 1, a Wikidata item 0.5, heritage
 * status 1; each of website, phone and opening hours adds 0.1. Rounded to one decimal.
 */
export function ratePlace(signals: RatingSignals): number {
  let rating = 5;
  if (signals.visitors !== null && signals.visitors > 0) {
    rating += Math.min(3, Math.max(0, (Math.log10(signals.visitors) - 3) * 0.75));
  }
  if (signals.wikipedia) rating += 1;
  if (signals.wikidata) rating += 0.5;
  if (signals.heritage) rating += 1;
  rating += Math.min(3, Math.max(0, signals.details)) * 0.1;
  return Math.round(Math.min(10, Math.max(0, rating)) * 10) / 10;
}
