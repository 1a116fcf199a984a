import { MONTH_NAMES } from '@ai-map/contracts';

/** What a place card says of its data: the catalogue source and when its data is from. */
export interface DatedPlace {
  source: string;
  data_date: string | null;
}

export interface SourceCredit {
  text: string;
  href: string;
}

/** The line a place page or a list shows when its data is over a year old. */
export interface DataAgeNote {
  text: string;
  credits: SourceCredit[];
}

interface SourceInfo {
  /** "From {from}": the source with its date, `when` put in by `from`. */
  from: (when: string) => string;
  credit: SourceCredit;
}

// Sources whose age the pages name. date-holidays events carry no data date: a holiday's date is
// computed from the rules, not read from a dated copy.
const SOURCES: Record<string, SourceInfo> = {
  osm: {
    from: (when) => `OpenStreetMap data of ${when}`,
    credit: {
      text: '© OpenStreetMap contributors',
      href: 'https://www.openstreetmap.org/copyright',
    },
  },
  wikipedia: {
    from: (when) => `English Wikipedia (${when})`,
    credit: { text: 'English Wikipedia', href: 'https://en.wikipedia.org/' },
  },
  wikidata: {
    from: (when) => `Wikidata (${when})`,
    credit: { text: 'Wikidata (CC0)', href: 'https://www.wikidata.org/' },
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
  const bySource = new Map<string, string[]>();
  for (const place of old) {
    const dates = bySource.get(place.source) ?? [];
    dates.push(place.data_date!);
    bySource.set(place.source, dates);
  }
  const parts = [...bySource]
    .map(([source, dates]) => {
      const sorted = dates.sort((a, b) => latestDay(a) - latestDay(b));
      const oldest = formatDataDate(sorted[0]!);
      const newest = formatDataDate(sorted[sorted.length - 1]!);
      return {
        source,
        oldest: sorted[0]!,
        when: oldest === newest ? oldest : `${oldest} to ${newest}`,
      };
    })
    .sort((a, b) => latestDay(a.oldest) - latestDay(b.oldest));
  const from = parts.map((part) => SOURCES[part.source]!.from(part.when));
  const sources = from.length > 1 ? `${from.slice(0, -1).join(', ')} and ${from.at(-1)}` : from[0]!;
  const credits = parts.map((part) => SOURCES[part.source]!.credit);
  // OpenStreetMap lists shops and restaurants, which close; an article or item describes a sight.
  const closes = parts.some((part) => part.source === 'osm');
  if (scope === 'place') {
    const since = closes
      ? 'the place may have closed or changed since'
      : 'details may have changed since';
    return { text: `From ${sources} — ${since}.`, credits };
  }
  const since = closes ? 'may have closed or changed since' : 'may have changed since';
  return old.length === places.length
    ? { text: `From ${sources} — places ${since}.`, credits }
    : { text: `Some of these places are from ${sources} — they ${since}.`, credits };
}
