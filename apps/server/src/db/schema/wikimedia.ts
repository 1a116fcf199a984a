import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What Wikidata says about an item the catalogue points at (`places.wikidata`), cached so each
 * item is asked for once per refresh period (modules/wikimedia). Null fields: Wikidata has none.
 */
export const wikidataEntities = pgTable('wikidata_entities', {
  qid: text('qid').primaryKey(),
  /** Wikipedia and sister-project pages about the item: how widely known it is. */
  sitelinks: integer('sitelinks'),
  /** The Commons file of its image (P18), without the `File:` prefix. */
  imageFile: text('image_file'),
  /** Its heritage designation (P1435), by English label. */
  heritage: text('heritage'),
  /** Its official website (P856). */
  website: text('website'),
  /** Its short English description. */
  description: text('description'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The Wikidata item of each Wikipedia article a place links without an item (the bundle's
 * sights from Wikipedia carry none), as MediaWiki's `pageprops` answered it; null when the
 * article has no item or no longer exists. Kept apart from `places` so a re-imported catalogue
 * gets its items back without asking again.
 */
export const wikipediaItems = pgTable('wikipedia_items', {
  /** The article's address exactly as `places.wikipedia` holds it. */
  articleUrl: text('article_url').primaryKey(),
  qid: text('qid'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});
