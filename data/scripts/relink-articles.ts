import type { PlaceRecord } from '@ai-map/contracts';
import { foldName } from '@ai-map/osm';
import { haversineKm } from './geo';
import { GridIndex } from './grid-index';
import { classifyArticle, sightName } from './sight-classes';
import { enwikiTitle, enwikiUrl, type WikipediaArticle } from './wikipedia-sights';

/**
 * An item of the Wikidata lists whose English article the 2021 lists do not name ("Berlin Wall")
 * is the article of its exact name within this: the article's title is then the name's primary
 * topic in English Wikipedia, and the item is that topic.
 */
export const PRIMARY_TITLE_KM = 5;
/**
 * An item whose article was renamed since 2021 ("National Museum, New Delhi" is now "National
 * Museum of India", 6 m away; "Musée Ingres" is "Musée Ingres Bourdelle") is the one sight
 * article this close whose name starts with the item's name and goes on. Not the other way
 * round: "Colchester" (the town) is not "Colchester Castle".
 */
export const RENAMED_TITLE_KM = 0.3;
const MIN_RENAMED_LETTERS = 6;

/**
 * Links each Wikidata or castle record to the geotagged article it is, where its own link is
 * missing or no longer a title of the tiles. Without it the article became a second sight beside
 * the item (the Berlin Wall twice in Berlin's top 10, Delhi's National Museum twice) and the
 * item lacked the article's signals (length, parts, mentions). Returns the records, relinked
 * ones as new objects, and how many were relinked.
 */
export function relinkArticles(
  records: PlaceRecord[],
  articles: WikipediaArticle[],
): { records: PlaceRecord[]; relinked: number } {
  const titles = new Set(articles.map((article) => article.title));
  const taken = new Set(records.map((record) => enwikiTitle(record.wikipedia)));
  const index = new GridIndex(
    articles.map((article) => ({
      lat: article.lat,
      lng: article.lng,
      title: article.title,
      name: foldName(sightName(article.title)),
      type: classifyArticle(article.title, article.coordType)?.type ?? null,
    })),
    0.1,
  );
  let relinked = 0;
  const result = records.map((record) => {
    if (record.kind !== 'attraction' || record.source === 'wikipedia') return record;
    const own = enwikiTitle(record.wikipedia);
    if (own !== null && titles.has(own)) return record;
    const name = foldName(record.name);
    if (name.length < 4) return record;
    const free = (title: string) => !taken.has(title);
    const distance = (entry: { lat: number; lng: number }) =>
      haversineKm(record.lat, record.lng, entry.lat, entry.lng);
    // The primary topic: a title with no "(…)" or ", City" that is the item's own name, and a
    // sight by its words or type: a bare name is as often a district's ("Kallang") or a village's
    // ("Divín", below Divín Castle).
    const primary = index
      .within(record.lat, record.lng, PRIMARY_TITLE_KM)
      .filter(
        (entry) => free(entry.title) && entry.type !== null && foldName(entry.title) === name,
      );
    // A renamed article: only for an item whose link is stale, the single nearby sight of the
    // same kind whose name is the item's name and more ("Ananuri" is not "Ananuri Bridge").
    const kind = classifyArticle(record.name, '')?.type;
    const renamed =
      own === null || !kind || name.length < MIN_RENAMED_LETTERS
        ? []
        : index
            .within(record.lat, record.lng, RENAMED_TITLE_KM)
            .filter(
              (entry) =>
                free(entry.title) && entry.type === kind && entry.name.startsWith(`${name} `),
            );
    const match =
      primary.sort((a, b) => distance(a) - distance(b))[0] ??
      (renamed.length === 1 ? renamed[0] : undefined);
    if (!match) return record;
    taken.add(match.title);
    relinked++;
    return { ...record, wikipedia: enwikiUrl(match.title) };
  });
  return { records: result, relinked };
}
