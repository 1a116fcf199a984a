import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { sitelinkBonus } from '@ai-map/osm';
import type { Database } from '../../db/client';
import { placeImages, places, wikidataEntities, wikipediaItems } from '../../db/schema';
import type { CommonsPhoto, WikidataFacts } from './wikimedia.clients';

export interface PlaceToEnrich {
  id: number;
  wikidata: string;
  wikipedia: string | null;
  hasDescription: boolean;
}

/**
 * Places with a Wikidata id whose item was never fetched or was fetched before `staleBefore`,
 * the best rated first (the ones people open first).
 */
export async function placesToEnrich(
  db: Database,
  staleBefore: Date,
  limit: number,
): Promise<PlaceToEnrich[]> {
  const rows = await db
    .select({
      id: places.id,
      wikidata: places.wikidata,
      wikipedia: places.wikipedia,
      hasDescription: sql<boolean>`${places.description} is not null`,
    })
    .from(places)
    .leftJoin(wikidataEntities, eq(wikidataEntities.qid, places.wikidata))
    .where(
      and(
        isNotNull(places.wikidata),
        or(isNull(wikidataEntities.qid), lt(wikidataEntities.fetchedAt, staleBefore)),
      ),
    )
    .orderBy(desc(places.rating), places.id)
    .limit(limit);
  return rows.map((row) => ({ ...row, wikidata: row.wikidata! }));
}

/** The places of one Wikidata item (a few imports may share it) by id. */
export async function placeIdsOf(db: Database, qids: string[]) {
  if (!qids.length) return [];
  return db
    .select({ id: places.id, wikidata: places.wikidata })
    .from(places)
    .where(inArray(places.wikidata, qids));
}

export interface Enrichment {
  /** Every item asked for: the ones Wikidata did not know are stored empty, so not asked again. */
  facts: WikidataFacts[];
  /** The Commons photo of each place that has one. */
  photos: { placeId: number; photo: CommonsPhoto }[];
  /** Wikipedia leads for places without a description. */
  descriptions: { placeId: number; text: string; url: string }[];
  fetchedAt: Date;
}

/** Writes one batch in one transaction: the cache, the places' photos, websites and descriptions. */
export async function saveEnrichment(db: Database, batch: Enrichment): Promise<void> {
  await db.transaction(async (tx) => {
    const qids = batch.facts.map((facts) => facts.qid);
    const cached = qids.length
      ? await tx
          .select({ qid: wikidataEntities.qid, sitelinks: wikidataEntities.sitelinks })
          .from(wikidataEntities)
          .where(inArray(wikidataEntities.qid, qids))
      : [];
    const sitelinksBefore = new Map(cached.map((row) => [row.qid, row.sitelinks]));
    for (const facts of batch.facts) {
      const values = {
        qid: facts.qid,
        sitelinks: facts.sitelinks,
        imageFile: facts.imageFile,
        heritage: facts.heritage,
        website: facts.website,
        description: facts.description,
        fetchedAt: batch.fetchedAt,
      };
      await tx
        .insert(wikidataEntities)
        .values(values)
        .onConflictDoUpdate({ target: wikidataEntities.qid, set: values });
      // What a place lacks and Wikidata knows: the official website, the heritage mark.
      if (facts.website) {
        await tx
          .update(places)
          .set({ website: facts.website })
          .where(and(eq(places.wikidata, facts.qid), isNull(places.website)));
      }
      if (facts.heritage) {
        await tx.update(places).set({ heritage: true }).where(eq(places.wikidata, facts.qid));
      }
      // The rating's sitelink term (packages/osm sitelinkBonus): the cached count's term, already
      // in the rating, is replaced by the new one's.
      const change =
        sitelinkBonus(facts.sitelinks) - sitelinkBonus(sitelinksBefore.get(facts.qid) ?? null);
      if (change !== 0) {
        await tx
          .update(places)
          .set({
            rating: sql`least(10, greatest(0, round((${places.rating} + ${change})::numeric, 1)))::real`,
          })
          .where(eq(places.wikidata, facts.qid));
      }
    }
    const placeIds = batch.photos.map(({ placeId }) => placeId);
    if (placeIds.length) {
      // One Commons photo per place, replaced on each refresh; uploads are never touched.
      await tx
        .delete(placeImages)
        .where(and(inArray(placeImages.placeId, placeIds), eq(placeImages.source, 'commons')));
      await tx.insert(placeImages).values(
        batch.photos.map(({ placeId, photo }) => ({
          placeId,
          source: 'commons' as const,
          file: photo.file,
          url: photo.url,
          pageUrl: photo.pageUrl,
          author: photo.author,
          licence: photo.licence,
          licenceUrl: photo.licenceUrl,
        })),
      );
    }
    for (const { placeId, text, url } of batch.descriptions) {
      await tx
        .update(places)
        .set({ description: text, descriptionUrl: url })
        .where(and(eq(places.id, placeId), isNull(places.description)));
    }
  });
}

export interface ArticleToLink {
  /** The place's link, e.g. `https://en.wikipedia.org/wiki/Charles_Bridge`. */
  articleUrl: string;
  /** The item the cache already holds for it (a re-imported catalogue lost it), or null. */
  cachedQid: string | null;
}

/**
 * Articles linked by places without a Wikidata item whose item is not cached, was cached before
 * `staleBefore` as none, or is cached and only needs writing back; the best rated first (in
 * the order of `places_article_without_item_idx`, which the query walks instead of sorting).
 */
export async function articlesToLink(
  db: Database,
  staleBefore: Date,
  limit: number,
): Promise<ArticleToLink[]> {
  const rows = await db
    .select({ articleUrl: places.wikipedia, cachedQid: wikipediaItems.qid })
    .from(places)
    .leftJoin(wikipediaItems, eq(wikipediaItems.articleUrl, places.wikipedia))
    .where(
      and(
        isNull(places.wikidata),
        isNotNull(places.wikipedia),
        or(
          isNull(wikipediaItems.articleUrl),
          isNotNull(wikipediaItems.qid),
          lt(wikipediaItems.fetchedAt, staleBefore),
        ),
      ),
    )
    .orderBy(sql`${places.rating} desc nulls last`, places.id)
    .limit(limit);
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    if (!row.articleUrl || seen.has(row.articleUrl)) return [];
    seen.add(row.articleUrl);
    return [{ articleUrl: row.articleUrl, cachedQid: row.cachedQid }];
  });
}

/**
 * Stores what MediaWiki answered for a batch of articles and writes each item found, and the
 * cached items of `cachedUrls`, to the places that link the article without one, in one
 * transaction. A place given an item whose
 * facts are already cached gets that item's sitelink term now: the item sweep will not ask for
 * it again before the cache is stale (a new item's term comes with its first facts).
 */
export async function saveArticleItems(
  db: Database,
  items: { articleUrl: string; qid: string | null }[],
  fetchedAt: Date,
  cachedUrls: string[] = [],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const item of items) {
      const values = { ...item, fetchedAt };
      await tx
        .insert(wikipediaItems)
        .values(values)
        .onConflictDoUpdate({ target: wikipediaItems.articleUrl, set: values });
    }
    const urls = [...items.map((item) => item.articleUrl), ...cachedUrls];
    const linked = urls.length
      ? await tx
          .select({
            articleUrl: wikipediaItems.articleUrl,
            qid: wikipediaItems.qid,
            sitelinks: wikidataEntities.sitelinks,
          })
          .from(wikipediaItems)
          .leftJoin(wikidataEntities, eq(wikidataEntities.qid, wikipediaItems.qid))
          .where(and(inArray(wikipediaItems.articleUrl, urls), isNotNull(wikipediaItems.qid)))
      : [];
    for (const row of linked) {
      const bonus = sitelinkBonus(row.sitelinks);
      await tx
        .update(places)
        .set({
          wikidata: row.qid,
          ...(bonus
            ? {
                rating: sql`least(10, greatest(0, round((${places.rating} + ${bonus})::numeric, 1)))::real`,
              }
            : {}),
        })
        .where(and(eq(places.wikipedia, row.articleUrl), isNull(places.wikidata)));
    }
  });
}
