import { MONTH_NAMES } from '@ai-map/contracts';

/** What a place card says of its data: the catalogue source and when its data is from. */
export interface DatedPlace {
  source: string;
  data_date: string | null;
}

export interface SourceLink {
  text: string;
  href: string;
}

/** One source the line names: its linked name and the words with its date after it. */
export interface DatedSource {
  name: SourceLink;
  /** " data of August 2018" or " (March 2025)". */
  when: string;
}

/**
 * The line a place page or a list shows when its data is over a year old: `lead`, the sources
 * joined by commas and "and", `tail`, then `credit` where the source's licence asks for one.
 * `text` is the whole sentence in plain words.
 */
export interface DataAgeNote {
  text: string;
  lead: string;
  sources: DatedSource[];
  tail: string;
  credit: SourceLink | null;
}

interface SourceInfo {
  name: SourceLink;
  when: (date: string) => string;
  /** OpenStreetMap's licence (ODbL) asks for "© OpenStreetMap contributors". */
  credit: SourceLink | null;
}

const OSM_COPYRIGHT = 'https://www.openstreetmap.org/copyright';

// Sources whose age the pages name. date-holidays events carry no data date: a holiday's date is
// computed from the rules, not read from a dated copy.
const SOURCES: Record<string, SourceInfo> = {
  osm: {
    name: { text: 'OpenStreetMap', href: OSM_COPYRIGHT },
    when: (date) => ` data of ${date}`,
    credit: { text: '© OpenStreetMap contributors', href: OSM_COPYRIGHT },
  },
  wikipedia: {
    name: { text: 'English Wikipedia', href: 'https://en.wikipedia.org/' },
    when: (date) => ` (${date})`,
    credit: null,
  },
  wikidata: {
    name: { text: 'Wikidata', href: 'https://www.wikidata.org/' },
    when: (date) => ` (${date})`,
    credit: null,
  },
};

const YEAR_MS = 365.25 * 86_400_000;

/**
 * The last day a data date can mean ("2018" → 31 Dec 2018, "2018-08" → 31 Aug 2018), as UTC
 * milliseconds: data is called old only when even its latest reading is over a year back.
 */
function latestDay(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number?, number?];
  if (day !== undefined) return Date.UTC(year, month! - 1, day);
  if (month !== undefined) return Date.UTC(year, month, 0);
  return Date.UTC(year, 11, 31);
}

/** "2018-08-27" and "2018-08" → "August 2018"; "2012" → "2012". Read from the digits. */
export function formatDataDate(date: string): string {
  const [year, month] = date.split('-');
  return month ? `${MONTH_NAMES[Number(month) - 1]} ${year}` : year!;
}

/** Whether a data date lies more than a year before `now`. */
export function isOldData(date: string | null, now: Date): boolean {
  return date !== null && now.getTime() - latestDay(date) > YEAR_MS;
}

/** "a", "a and b", "a, b and c". */
function listed(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0]!;
}

/** Each source of the old places with its dates, the source of the oldest first. */
function datedSources(old: readonly DatedPlace[]): { source: string; when: string }[] {
  const bySource = new Map<string, string[]>();
  for (const place of old)
    bySource.set(place.source, [...(bySource.get(place.source) ?? []), place.data_date!]);
  return [...bySource]
    .map(([source, dates]) => {
      const sorted = dates.sort((a, b) => latestDay(a) - latestDay(b));
      const oldest = formatDataDate(sorted[0]!);
      const newest = formatDataDate(sorted.at(-1)!);
      return {
        source,
        oldest: sorted[0]!,
        when: oldest === newest ? oldest : `${oldest} to ${newest}`,
      };
    })
    .sort((a, b) => latestDay(a.oldest) - latestDay(b.oldest));
}

/**
 * What to say of the data of one place (`scope` place) or of the places a list shows: null when
 * none is over a year old. A list names each source's dates as a range ("2012 to August 2018"),
 * oldest first, and says "some of these" when not all its places are old.
 */
export function dataAgeNote(
  places: readonly DatedPlace[],
  scope: 'place' | 'list',
  now: Date,
): DataAgeNote | null {
  const old = places.filter((p) => SOURCES[p.source] && isOldData(p.data_date, now));
  if (old.length === 0) return null;
  const parts = datedSources(old);
  const sources = parts.map(({ source, when }) => ({
    name: SOURCES[source]!.name,
    when: SOURCES[source]!.when(when),
  }));
  const credit = parts.some((part) => part.source === 'osm') ? SOURCES.osm!.credit : null;
  // OpenStreetMap lists shops and restaurants, which close; an article or item describes a sight.
  const closes = credit !== null;
  let lead = 'From';
  let tail: string;
  if (scope === 'place') {
    tail = closes
      ? ' — the place may have closed or changed since.'
      : ' — details may have changed since.';
  } else {
    const since = closes ? 'may have closed or changed since' : 'may have changed since';
    const all = old.length === places.length;
    if (!all) lead = 'Some of these places are from';
    tail = all ? ` — places ${since}.` : ` — they ${since}.`;
  }
  const text = `${lead} ${listed(sources.map((s) => s.name.text + s.when))}${tail}`;
  return { text, lead, sources, tail, credit };
}
