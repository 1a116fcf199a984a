import type { AppContext } from '../../app-context';
import { unreachableHosts } from '../../lib/unreachable-hosts';
import {
  articleOf,
  type CommonsPhoto,
  fetchCommonsPhotos,
  fetchWikidataFacts,
  fetchWikipediaSummary,
  QID,
  WikimediaBusyError,
} from './wikimedia.clients';
import { type Enrichment, placesToEnrich, saveEnrichment } from './wikimedia.repository';

/** Items per SPARQL query and files per imageinfo request (Commons scales at most 50 at once). */
export const BATCH_SIZE = 50;
const DAY_MS = 86_400_000;

export interface BatchResult {
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
  const empty = { places: 0, items: 0, photos: 0, descriptions: 0 };
  if (!config) return empty;
  const staleBefore = new Date(now.getTime() - config.refreshDays * DAY_MS);
  const todo = (await placesToEnrich(ctx.db, staleBefore, BATCH_SIZE * 4)).filter((place) =>
    QID.test(place.wikidata),
  );
  const qids = [...new Set(todo.map((place) => place.wikidata))].slice(0, BATCH_SIZE);
  if (!qids.length) return empty;
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
        if (result.places) ctx.log.info(result, 'wikimedia: places enriched');
        schedule(result.places ? config.intervalMs : config.intervalMs * 10);
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
