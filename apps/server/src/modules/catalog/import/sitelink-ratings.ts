import { sitelinkBonus } from '@ai-map/osm';
import type { PlaceRecord } from '@ai-map/contracts';
import type { Database } from '../../../db/client';
import { cachedSitelinks } from './import.repository';

/**
 * Adds to the records' ratings the sitelink term of their Wikidata items where the Wikimedia
 * sweep has cached a count (docs/data.md "Rating"). Every import that writes a rating calls
 * it — a bundle, an extract, an area fetch — so that a rewritten rating holds the same term the
 * sweep put in: the sweep only adds the change when a count changes, and a re-imported bundle
 * would otherwise lose the term for good.
 */
export async function addCachedSitelinkTerms(
  db: Database,
  records: readonly PlaceRecord[],
): Promise<void> {
  const qids = [
    ...new Set(records.flatMap((record) => (record.wikidata ? [record.wikidata] : []))),
  ];
  const sitelinks = await cachedSitelinks(db, qids);
  if (!sitelinks.size) return;
  for (const record of records) {
    const bonus = record.wikidata ? sitelinkBonus(sitelinks.get(record.wikidata) ?? null) : 0;
    // Rounded and capped as the sweep writes it.
    if (bonus) record.rating = Math.min(10, Math.round((record.rating + bonus) * 10) / 10);
  }
}
