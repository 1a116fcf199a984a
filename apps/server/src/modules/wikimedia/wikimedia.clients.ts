import { z } from 'zod';
import type { Config } from '../../config';

type WikimediaConfig = NonNullable<Config['wikimedia']>;

/** A Wikimedia service answered 429 or 503: wait before the next batch (Retry-After when given). */
export class WikimediaBusyError extends Error {
  constructor(
    readonly service: string,
    readonly retryAfterMs: number,
  ) {
    super(`${service} is busy; retry in ${retryAfterMs} ms`);
  }
}

const REQUEST_TIMEOUT_MS = 30_000;

async function request(
  config: WikimediaConfig,
  service: string,
  url: string,
  init: RequestInit = {},
): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    headers: { 'user-agent': config.userAgent, ...init.headers },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (response.status === 429 || response.status === 503) {
    const seconds = Number(response.headers.get('retry-after'));
    throw new WikimediaBusyError(
      service,
      Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 60_000,
    );
  }
  return response;
}

// ---- Wikidata Query Service: SPARQL 1.1 over POST, results in the SPARQL 1.1 JSON format ----

const Binding = z.object({ type: z.string(), value: z.string() });
const SparqlResultsSchema = z.object({
  head: z.object({ vars: z.array(z.string()) }),
  results: z.object({ bindings: z.array(z.record(z.string(), Binding)) }),
});

export interface WikidataFacts {
  qid: string;
  sitelinks: number | null;
  imageFile: string | null;
  heritage: string | null;
  website: string | null;
  description: string | null;
  /** The English Wikipedia article, when there is one. */
  article: string | null;
}

export const QID = /^Q[1-9]\d{0,11}$/;

/** The query for a batch of items: ids are checked against QID before they are written in. */
export function factsQuery(qids: readonly string[]): string {
  const values = qids.map((qid) => `wd:${qid}`).join(' ');
  return `SELECT ?item ?sitelinks ?image ?heritageLabel ?website ?description ?article WHERE {
  VALUES ?item { ${values} }
  OPTIONAL { ?item wikibase:sitelinks ?sitelinks . }
  OPTIONAL { ?item wdt:P18 ?image . }
  OPTIONAL { ?item wdt:P1435 ?heritage . ?heritage rdfs:label ?heritageLabel . FILTER(LANG(?heritageLabel) = "en") }
  OPTIONAL { ?item wdt:P856 ?website . }
  OPTIONAL { ?item schema:description ?description . FILTER(LANG(?description) = "en") }
  OPTIONAL { ?article schema:about ?item ; schema:isPartOf <https://en.wikipedia.org/> . }
}`;
}

/** `http://commons.wikimedia.org/wiki/Special:FilePath/Some%20file.jpg` → `Some file.jpg`. */
export function commonsFileOf(uri: string): string | null {
  const match = /\/Special:FilePath\/([^/?#]+)$/.exec(uri);
  return match ? decodeURIComponent(match[1]!).replace(/_/g, ' ') : null;
}

/** Facts of up to a batch of items in one query; items Wikidata does not know are left out. */
export async function fetchWikidataFacts(
  config: WikimediaConfig,
  qids: readonly string[],
): Promise<WikidataFacts[]> {
  const safe = qids.filter((qid) => QID.test(qid));
  if (!safe.length) return [];
  const response = await request(config, 'Wikidata', config.sparqlUrl, {
    method: 'POST',
    headers: {
      accept: 'application/sparql-results+json',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ query: factsQuery(safe) }).toString(),
  });
  if (!response.ok) throw new Error(`Wikidata SPARQL answered ${response.status}`);
  const { results } = SparqlResultsSchema.parse(await response.json());
  const byQid = new Map<string, WikidataFacts>();
  // One row per combination of values: the first value of each variable is kept.
  for (const row of results.bindings) {
    const qid = row.item?.value.split('/').pop();
    if (!qid || !QID.test(qid)) continue;
    const facts = byQid.get(qid) ?? {
      qid,
      sitelinks: null,
      imageFile: null,
      heritage: null,
      website: null,
      description: null,
      article: null,
    };
    facts.sitelinks ??= row.sitelinks ? Number(row.sitelinks.value) : null;
    facts.imageFile ??= row.image ? commonsFileOf(row.image.value) : null;
    facts.heritage ??= row.heritageLabel?.value ?? null;
    facts.website ??= row.website?.value ?? null;
    facts.description ??= row.description?.value ?? null;
    facts.article ??= row.article?.value ?? null;
    byQid.set(qid, facts);
  }
  return [...byQid.values()];
}

// ---- Commons: MediaWiki action API, prop=imageinfo with extmetadata (formatversion=2) ----

const MetaValue = z.object({ value: z.union([z.string(), z.number()]) }).optional();
const ImageInfoSchema = z.object({
  query: z
    .object({
      normalized: z.array(z.object({ from: z.string(), to: z.string() })).optional(),
      pages: z.array(
        z.object({
          title: z.string(),
          missing: z.boolean().optional(),
          imageinfo: z
            .array(
              z.object({
                thumburl: z.string().optional(),
                url: z.string(),
                descriptionurl: z.string(),
                extmetadata: z
                  .object({ Artist: MetaValue, LicenseShortName: MetaValue, LicenseUrl: MetaValue })
                  .partial()
                  .optional(),
              }),
            )
            .optional(),
        }),
      ),
    })
    .optional(),
});

export interface CommonsPhoto {
  file: string;
  url: string;
  pageUrl: string;
  author: string | null;
  licence: string | null;
  licenceUrl: string | null;
}

/** Commons' extmetadata values are HTML (the author is often a link): the text of it. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Thumbnail width asked of Commons: the detail page's slider is at most this wide. */
export const THUMB_WIDTH = 800;

/** Thumbnails and credits of up to 50 files (Commons scales at most 50 per request). */
export async function fetchCommonsPhotos(
  config: WikimediaConfig,
  files: readonly string[],
): Promise<CommonsPhoto[]> {
  if (!files.length) return [];
  const params = new URLSearchParams({
    action: 'query',
    format: 'json',
    formatversion: '2',
    prop: 'imageinfo',
    iiprop: 'url|extmetadata',
    iiurlwidth: String(THUMB_WIDTH),
    iiextmetadatafilter: 'Artist|LicenseShortName|LicenseUrl',
    titles: files.map((file) => `File:${file}`).join('|'),
  });
  const response = await request(config, 'Commons', `${config.commonsApiUrl}?${params}`);
  if (!response.ok) throw new Error(`Commons answered ${response.status}`);
  const { query } = ImageInfoSchema.parse(await response.json());
  const asked = new Map(files.map((file) => [`File:${file}`, file]));
  for (const { from, to } of query?.normalized ?? []) {
    const file = asked.get(from);
    if (file) asked.set(to, file);
  }
  const photos: CommonsPhoto[] = [];
  for (const page of query?.pages ?? []) {
    const info = page.imageinfo?.[0];
    const file = asked.get(page.title);
    if (page.missing || !info || !file) continue;
    const meta = info.extmetadata ?? {};
    const text = (value: { value: string | number } | undefined) =>
      value ? plainText(String(value.value)) || null : null;
    photos.push({
      file,
      url: info.thumburl ?? info.url,
      pageUrl: info.descriptionurl,
      author: text(meta.Artist),
      licence: text(meta.LicenseShortName),
      licenceUrl: meta.LicenseUrl ? String(meta.LicenseUrl.value) : null,
    });
  }
  return photos;
}

// ---- Wikipedia: REST page summary ----

const SummarySchema = z.object({
  type: z.string(),
  title: z.string(),
  extract: z.string().optional(),
  content_urls: z.object({ desktop: z.object({ page: z.string() }) }).optional(),
});

/** `https://en.wikipedia.org/wiki/Eiffel_Tower` → `{lang: 'en', title: 'Eiffel_Tower'}`. */
export function articleOf(url: string): { lang: string; title: string } | null {
  const match = /^https?:\/\/([a-z][a-z-]{1,11})\.wikipedia\.org\/wiki\/([^?#]+)$/.exec(url);
  return match ? { lang: match[1]!, title: match[2]! } : null;
}

/** The article's lead as plain text and its page, or null (missing, or a disambiguation page). */
export async function fetchWikipediaSummary(
  config: WikimediaConfig,
  article: { lang: string; title: string },
): Promise<{ extract: string; pageUrl: string } | null> {
  const base = config.wikipediaRestUrl.replace('{lang}', article.lang);
  // The title arrives percent-encoded from the article URL; decode first so it is encoded once.
  const title = encodeURIComponent(decodeURIComponent(article.title));
  const response = await request(config, 'Wikipedia', `${base}/page/summary/${title}`, {
    headers: { accept: 'application/json' },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Wikipedia answered ${response.status}`);
  const summary = SummarySchema.parse(await response.json());
  if (summary.type !== 'standard' || !summary.extract?.trim()) return null;
  return {
    extract: summary.extract.trim(),
    pageUrl:
      summary.content_urls?.desktop.page ??
      `https://${article.lang}.wikipedia.org/wiki/${article.title}`,
  };
}

// ---- Wikipedia: the action API's page properties (an article's Wikidata item) ----

const FromTo = z.array(z.object({ from: z.string(), to: z.string() }));
const PagePropsSchema = z.object({
  query: z
    .object({
      normalized: FromTo.optional(),
      redirects: FromTo.optional(),
      pages: z.array(
        z.object({
          title: z.string(),
          missing: z.boolean().optional(),
          invalid: z.boolean().optional(),
          pageprops: z.object({ wikibase_item: z.string().optional() }).optional(),
        }),
      ),
    })
    .optional(),
});

/**
 * The Wikidata item of up to 50 articles of one Wikipedia edition (MediaWiki `prop=pageprops`,
 * `ppprop=wikibase_item`, redirects followed), keyed by the title as asked (underscores, not
 * percent-encoded); null for an article that has none or does not exist.
 */
export async function fetchArticleItems(
  config: WikimediaConfig,
  lang: string,
  titles: readonly string[],
): Promise<Map<string, string | null>> {
  const items = new Map<string, string | null>(titles.map((title) => [title, null]));
  if (!titles.length) return items;
  const params = new URLSearchParams({
    action: 'query',
    format: 'json',
    formatversion: '2',
    prop: 'pageprops',
    ppprop: 'wikibase_item',
    redirects: '1',
    titles: titles.join('|'),
  });
  const base = config.wikipediaApiUrl.replace('{lang}', lang);
  const response = await request(config, 'Wikipedia', `${base}?${params}`);
  if (!response.ok) throw new Error(`Wikipedia answered ${response.status}`);
  const { query } = PagePropsSchema.parse(await response.json());
  // Each page answers under its final title: follow normalisation and redirects back.
  const askedAs = new Map(titles.map((title) => [title, title]));
  for (const { from, to } of [...(query?.normalized ?? []), ...(query?.redirects ?? [])]) {
    const asked = askedAs.get(from);
    if (asked) askedAs.set(to, asked);
  }
  for (const page of query?.pages ?? []) {
    const asked = askedAs.get(page.title);
    const qid = page.pageprops?.wikibase_item;
    if (asked && !page.missing && !page.invalid && qid && QID.test(qid)) items.set(asked, qid);
  }
  return items;
}
