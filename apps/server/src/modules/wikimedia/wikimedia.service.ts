import type { AppContext } from '../../app-context';
import { unreachableHosts } from '../../lib/unreachable-hosts';
import {
  articleOf,
  type CommonsPhoto,
  fetchArticleItems,
  fetchCommonsPhotos,
  fetchWikidataFacts,
  fetchWikipediaSummary,
  QID,
  WikimediaBusyError,
} from './wikimedia.clients';
import {
  articlesToLink,
  type Enrichment,
  placesToEnrich,
  saveArticleItems,
  saveEnrichment,
} from './wikimedia.repository';

/** Items per SPARQL query and files per imageinfo request (Commons scales at most 50 at once). */
export const BATCH_SIZE = 50;
const DAY_MS = 86_400_000;

export interface BatchResult {
  /** Articles whose Wikidata item was asked for or written back from the cache. */
  articles: number;
  places: number;
  items: number;
  photos: number;
  descriptions: number;
}

/**
 * Fetches what Wikidata, Commons and Wikipedia know about the next batch of places whose
 * Wikidata item is not cached (or is older than WIKIMEDIA_REFRESH_DAYS) and stores it. Sends
 * only Wikidata ids, file names and article titles. Does nothing when offline.
 */
export async function enrichNextBatch(ctx: AppContext, now = new Date()): Promise<BatchResult> {
  const config = ctx.config.wikimedia;
  const none = { articles: 0, places: 0, items: 0, photos: 0, descriptions: 0 };
  if (!config) return none;
  const staleBefore = new Date(now.getTime() - config.refreshDays * DAY_MS);
  // Items first: a sight known only by its article (most of the bundle's) gets its photo,
  // description and sitelinks through the item, in a later batch.
  const linked = { ...none, articles: await linkArticles(ctx.db, config, staleBefore, now) };
  const todo = (await placesToEnrich(ctx.db, staleBefore, BATCH_SIZE * 4)).filter((place) =>
    QID.test(place.wikidata),
  );
  const qids = [...new Set(todo.map((place) => place.wikidata))].slice(0, BATCH_SIZE);
  if (!qids.length) return linked;
  const batch = todo.filter((place) => qids.includes(place.wikidata));

  const known = new Map((await fetchWikidataFacts(config, qids)).map((f) => [f.qid, f]));
  const facts = qids.map(
    (qid) =>
      known.get(qid) ?? {
        qid,
        sitelinks: null,
        imageFile: null,
        heritage: null,
        website: null,
        description: null,
        article: null,
      },
  );

  const files = [...new Set(facts.flatMap((f) => (f.imageFile ? [f.imageFile] : [])))];
  const photoOf = new Map<string, CommonsPhoto>();
  for (let i = 0; i < files.length; i += BATCH_SIZE) {
    for (const photo of await fetchCommonsPhotos(config, files.slice(i, i + BATCH_SIZE))) {
      photoOf.set(photo.file, photo);
    }
  }

  const enrichment: Enrichment = { facts, photos: [], descriptions: [], fetchedAt: now };
  for (const place of batch) {
    const item = known.get(place.wikidata);
    const photo = item?.imageFile ? photoOf.get(item.imageFile) : undefined;
    if (photo) enrichment.photos.push({ placeId: place.id, photo });
    if (place.hasDescription) continue;
    // One request at a time: Wikimedia asks API clients not to hammer it in parallel.
    const article = articleOf(place.wikipedia ?? item?.article ?? '');
    const summary = article ? await fetchWikipediaSummary(config, article) : null;
    if (summary) {
      enrichment.descriptions.push({
        placeId: place.id,
        text: summary.extract,
        url: summary.pageUrl,
      });
    }
  }
  await saveEnrichment(ctx.db, enrichment);
  return {
    ...linked,
    places: batch.length,
    items: qids.length,
    photos: enrichment.photos.length,
    descriptions: enrichment.descriptions.length,
  };
}

/**
 * The background sweep, from ready until close (not started when offline): a batch every
 * WIKIMEDIA_INTERVAL_S while there is work, ten times slower once everything is cached, and
 * the wait Wikimedia asks for (Retry-After) after a 429 or 503.
 */
export function startWikimediaSweep(ctx: AppContext): () => Promise<void> {
  const config = ctx.config.wikimedia;
  if (!config) return async () => {};
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(run, ms);
    timer.unref();
  };
  const run = () => {
    running = enrichNextBatch(ctx)
      .then((result) => {
        if (result.items) unreachableHosts.succeeded(config.sparqlUrl, 'Wikidata', ctx.log);
        const worked = result.places > 0 || result.articles > 0;
        if (worked) ctx.log.info(result, 'wikimedia: places enriched');
        schedule(worked ? config.intervalMs : config.intervalMs * 10);
      })
      .catch((error: unknown) => {
        // No internet: wait as long as the host's back-off says, with one warning now and then.
        if (unreachableHosts.failed(config.sparqlUrl, 'Wikidata', error, ctx.log)) {
          schedule(Math.max(unreachableHosts.waitFor(config.sparqlUrl), config.intervalMs));
        } else if (error instanceof WikimediaBusyError) {
          ctx.log.warn(
            { service: error.service, ms: error.retryAfterMs },
            'wikimedia: backing off',
          );
          schedule(error.retryAfterMs);
        } else {
          ctx.log.error({ err: error }, 'wikimedia: batch failed');
          schedule(config.intervalMs * 10);
        }
      })
      .finally(() => {
        running = null;
      });
  };
  schedule(0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

/**
 * Finds the Wikidata items of the next articles that places link without one (MediaWiki
 * pageprops, one edition per request, BATCH_SIZE titles) and writes them to the places;
 * items the cache already holds are written back without asking. Returns how many articles.
 */
async function linkArticles(
  db: AppContext['db'],
  config: NonNullable<AppContext['config']['wikimedia']>,
  staleBefore: Date,
  now: Date,
): Promise<number> {
  const todo = await articlesToLink(db, staleBefore, BATCH_SIZE * 4);
  const cached = todo.filter((article) => article.cachedQid);
  const byLang = new Map<string, { articleUrl: string; title: string }[]>();
  for (const { articleUrl, cachedQid } of todo) {
    const article = cachedQid ? null : articleOf(articleUrl);
    if (!article) continue;
    let title: string;
    try {
      title = decodeURIComponent(article.title);
    } catch {
      continue;
    }
    byLang.set(article.lang, [...(byLang.get(article.lang) ?? []), { articleUrl, title }]);
  }
  // One edition per batch: the one of the best-rated article waiting.
  const [lang, articles = []] = [...byLang][0] ?? [];
  const asked = articles.slice(0, BATCH_SIZE);
  const items = lang
    ? await fetchArticleItems(
        config,
        lang,
        asked.map((a) => a.title),
      )
    : null;
  const answers = asked.map(({ articleUrl, title }) => ({
    articleUrl,
    qid: items?.get(title) ?? null,
  }));
  const writeBack = cached.map((article) => article.articleUrl);
  if (answers.length || writeBack.length) await saveArticleItems(db, answers, now, writeBack);
  return answers.length + writeBack.length;
}
