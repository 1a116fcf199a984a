import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';

/** What the fake Wikidata knows about an item. */
export interface FakeItem {
  sitelinks: number;
  /** Commons file name of its P18 image. */
  image?: string;
  heritage?: string;
  website?: string;
  description?: string;
  /** Its English Wikipedia article's title, underscored as in URLs. */
  article?: string;
}

/** What the fake Commons says about a file: the Artist is HTML, as Commons gives it. */
export interface FakeFile {
  artistHtml: string;
  licence: string;
  licenceUrl: string;
}

export interface FakeWikimediaData {
  items: Record<string, FakeItem>;
  files: Record<string, FakeFile>;
  /** English Wikipedia leads by title. */
  articles: Record<string, string>;
  /** English Wikipedia redirects, underscored titles: from → to. */
  redirects?: Record<string, string>;
}

/** A solid-colour PNG of the given size (a real image the browser decodes). */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array<Buffer>(height).fill(row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * One local server standing in for the three Wikimedia services, each speaking its documented
 * protocol:
 * - `POST /sparql`: the Wikidata Query Service; reads the `wd:Q…` items of the query's VALUES and
 *   answers in the SPARQL 1.1 Query Results JSON format (`head.vars`, `results.bindings` of
 *   `{type, value}`; literals with `xml:lang` or `datatype`), P18 values as
 *   `http://commons.wikimedia.org/wiki/Special:FilePath/…` URIs as WDQS gives them.
 * - `GET /w/api.php?action=query&prop=imageinfo&formatversion=2…`: Commons' action API with
 *   `normalized` titles and `pages[].imageinfo[]` (`thumburl`, `url`, `descriptionurl`,
 *   `extmetadata` {Artist, LicenseShortName, LicenseUrl} as `{value, source, hidden}`); unknown
 *   files come back `missing`.
 * - `GET /{lang}/api/rest_v1/page/summary/{title}`: the Wikipedia REST summary (type, title,
 *   extract, content_urls), 404 for unknown titles.
 * - `GET /{lang}/w/api.php?action=query&prop=pageprops&ppprop=wikibase_item&redirects=1…`: the
 *   Wikipedia action API (formatversion 2): `normalized` and `redirects` as `{from, to}`, then
 *   `pages[]` with `pageprops.wikibase_item` for English articles that an item names as its
 *   `article`, `missing` for titles it knows nothing of.
 * Thumbnails themselves are PNGs under `/thumb/`. `busy` makes every call answer 429 with
 * Retry-After. Every request is kept, with its User-Agent.
 */
export async function startFakeWikimedia(data: FakeWikimediaData) {
  const requests: { method: string; path: string; userAgent: string; body: string }[] = [];
  let busy = false;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        userAgent: String(req.headers['user-agent'] ?? ''),
        body,
      });
      const json = (status: number, value: unknown, type = 'application/json') => {
        res.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' });
        res.end(JSON.stringify(value));
      };
      if (busy && !url.pathname.startsWith('/thumb/')) {
        res.writeHead(429, { 'retry-after': '7' });
        return res.end();
      }
      if (url.pathname === '/sparql' && req.method === 'POST') {
        const query = new URLSearchParams(body).get('query') ?? '';
        const values = /VALUES \?item \{([^}]*)\}/.exec(query)?.[1] ?? '';
        const qids = [...values.matchAll(/wd:(Q\d+)/g)].map((m) => m[1]!);
        const vars = [
          'item',
          'sitelinks',
          'image',
          'heritageLabel',
          'website',
          'description',
          'article',
        ];
        const bindings = qids.flatMap((qid) => {
          const item = data.items[qid];
          if (!item) return [];
          const row: Record<string, Record<string, string>> = {
            item: { type: 'uri', value: `http://www.wikidata.org/entity/${qid}` },
            sitelinks: {
              type: 'literal',
              datatype: 'http://www.w3.org/2001/XMLSchema#integer',
              value: String(item.sitelinks),
            },
          };
          if (item.image) {
            row.image = {
              type: 'uri',
              value: `http://commons.wikimedia.org/wiki/Special:FilePath/${encodeURIComponent(item.image)}`,
            };
          }
          if (item.heritage)
            row.heritageLabel = { type: 'literal', 'xml:lang': 'en', value: item.heritage };
          if (item.website) row.website = { type: 'uri', value: item.website };
          if (item.description) {
            row.description = { type: 'literal', 'xml:lang': 'en', value: item.description };
          }
          if (item.article) {
            row.article = { type: 'uri', value: `https://en.wikipedia.org/wiki/${item.article}` };
          }
          return [row];
        });
        return json(
          200,
          { head: { vars }, results: { bindings } },
          'application/sparql-results+json',
        );
      }
      if (url.pathname === '/w/api.php' && url.searchParams.get('prop') === 'imageinfo') {
        const titles = (url.searchParams.get('titles') ?? '').split('|').filter(Boolean);
        const width = Number(url.searchParams.get('iiurlwidth') ?? 0);
        const normalized = titles
          .filter((t) => t.includes('_'))
          .map((from) => ({ fromencoded: false, from, to: from.replace(/_/g, ' ') }));
        const pages = titles.map((asked) => {
          const title = asked.replace(/_/g, ' ');
          const name = title.replace(/^File:/, '');
          const file = data.files[name];
          if (!file) return { ns: 6, title, missing: true, known: false, imagerepository: '' };
          const slug = encodeURIComponent(name.replace(/ /g, '_'));
          return {
            ns: 6,
            title,
            imagerepository: 'local',
            imageinfo: [
              {
                thumburl: `${origin}/thumb/${width}px-${slug}.png`,
                thumbwidth: width,
                thumbheight: Math.round(width * 0.75),
                url: `${origin}/thumb/${slug}.png`,
                descriptionurl: `${origin}/wiki/File:${slug}`,
                descriptionshorturl: `${origin}/w/index.php?curid=1`,
                extmetadata: {
                  Artist: { value: file.artistHtml, source: 'commons-desc-page' },
                  LicenseShortName: {
                    value: file.licence,
                    source: 'commons-desc-page',
                    hidden: '',
                  },
                  LicenseUrl: { value: file.licenceUrl, source: 'commons-desc-page', hidden: '' },
                },
              },
            ],
          };
        });
        return json(200, { batchcomplete: true, query: { normalized, pages } });
      }
      const wiki = /^\/([a-z-]+)\/w\/api\.php$/.exec(url.pathname);
      if (wiki && url.searchParams.get('prop') === 'pageprops') {
        const titles = (url.searchParams.get('titles') ?? '').split('|').filter(Boolean);
        const normalized = titles
          .filter((t) => t.includes('_'))
          .map((from) => ({ fromencoded: false, from, to: from.replace(/_/g, ' ') }));
        const redirects = titles.flatMap((asked) => {
          const to = data.redirects?.[asked.replace(/ /g, '_')];
          return to ? [{ from: asked.replace(/_/g, ' '), to: to.replace(/_/g, ' ') }] : [];
        });
        const pages = titles.map((asked, index) => {
          const underscored = asked.replace(/ /g, '_');
          const article = data.redirects?.[underscored] ?? underscored;
          const qid =
            wiki[1] === 'en'
              ? Object.entries(data.items).find(([, item]) => item.article === article)?.[0]
              : undefined;
          const title = article.replace(/_/g, ' ');
          return qid
            ? { pageid: 1000 + index, ns: 0, title, pageprops: { wikibase_item: qid } }
            : { ns: 0, title, missing: true };
        });
        return json(200, { batchcomplete: true, query: { normalized, redirects, pages } });
      }
      const summary = /^\/([a-z-]+)\/api\/rest_v1\/page\/summary\/(.+)$/.exec(url.pathname);
      if (summary) {
        const title = decodeURIComponent(summary[2]!).replace(/ /g, '_');
        const extract = summary[1] === 'en' ? data.articles[title] : undefined;
        if (!extract) {
          return json(
            404,
            {
              type: 'https://mediawiki.org/wiki/HyperSwitch/errors/not_found',
              title: 'Not found.',
              method: 'get',
              detail: 'Page or revision not found.',
            },
            'application/problem+json',
          );
        }
        return json(
          200,
          {
            type: 'standard',
            title: title.replace(/_/g, ' '),
            displaytitle: title.replace(/_/g, ' '),
            extract,
            extract_html: `<p>${extract}</p>`,
            lang: 'en',
            dir: 'ltr',
            content_urls: {
              desktop: { page: `https://en.wikipedia.org/wiki/${title}` },
              mobile: { page: `https://en.m.wikipedia.org/wiki/${title}` },
            },
          },
          'application/json; charset=utf-8; profile="https://www.mediawiki.org/wiki/Specs/Summary/1.4.2"',
        );
      }
      if (url.pathname.startsWith('/thumb/')) {
        res.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
        return res.end(solidPng(80, 60, [201, 120, 40]));
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** The environment that points the app at this server. */
    env: {
      OFFLINE: 'false',
      WIKIDATA_SPARQL_URL: `${origin}/sparql`,
      COMMONS_API_URL: `${origin}/w/api.php`,
      WIKIPEDIA_REST_URL: `${origin}/{lang}/api/rest_v1`,
    },
    requests,
    setBusy(value: boolean) {
      busy = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
