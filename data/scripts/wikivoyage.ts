import { readFileSync } from 'node:fs';
import { parseCsvLine } from './csv';
import { sourcePath } from './paths';

export const WIKIVOYAGE_FILE = 'wikivoyage/enwikivoyage-destinations-2015.csv';

/** What a Wikivoyage article is about, from its "Type:" remark. */
export type GuideKind = 'city' | 'island' | 'region' | 'mountain' | 'lake' | 'other';

export interface GuideEntry {
  /** The article title: "Queenstown (New Zealand)" style disambiguation kept. */
  title: string;
  /** The title without a parenthesised disambiguation. */
  name: string;
  /** True when the title has no disambiguation: Wikivoyage gives the bare title to the place most travellers mean. */
  primary: boolean;
  lat: number;
  lng: number;
  kind: GuideKind;
  /** Population from the remark, when given. */
  population: number | null;
  /** ISO 3166-1 alpha-2 from the remark, when given (not always right: checked against cities). */
  countryCode: string | null;
  /** The ISO 3166-2 part of the remark ("AT-4" → "4"), when given. */
  subdivisionCode: string | null;
  /** The introduction as plain text (complete sentences only), or null when the dump has none. */
  intro: string | null;
  /** The whole stored text as plain text, for finding the places it names. */
  text: string;
  /** Other names the introduction gives: "Prague (Czech: Praha)" → ["Praha"]. */
  altNames: string[];
  /** The article gives no type (read as a city): "Angkor", "Italy". */
  untyped?: boolean;
  /** An area from English Wikipedia's geotagged articles, with no Wikivoyage article (wikipedia-areas.ts). */
  source?: 'wikipedia';
}

const KINDS: Record<string, GuideKind> = {
  city: 'city',
  isle: 'island',
  adm1st: 'region',
  adm2nd: 'region',
  adm3rd: 'region',
  landmark: 'region',
  mountain: 'mountain',
  pass: 'mountain',
  glacier: 'mountain',
  waterbody: 'lake',
};

/** Reads the Wikivoyage destinations (CC BY-SA 3.0; data/sources/wikivoyage/SOURCE.md). */
export function loadGuide(file = sourcePath(WIKIVOYAGE_FILE)): GuideEntry[] {
  const lines = readFileSync(file, 'utf8').split(/\r?\n/);
  const header = parseCsvLine(lines[0]!);
  const column = (name: string) => header.indexOf(name);
  const [title, lat, lng, remarks, content] = [
    'TITLE',
    'LATITUDE',
    'LONGITUDE',
    'REMARKS',
    'CONTENT',
  ].map(column) as [number, number, number, number, number];
  const entries: GuideEntry[] = [];
  for (const line of lines.slice(1)) {
    if (!line.trim()) continue;
    const fields = parseCsvLine(line);
    const entry = toEntry(
      fields[title] ?? '',
      Number(fields[lat]),
      Number(fields[lng]),
      fields[remarks] ?? '',
      fields[content] ?? '',
    );
    if (entry) entries.push(entry);
  }
  return entries;
}

export function toEntry(
  title: string,
  lat: number,
  lng: number,
  remarks: string,
  content: string,
): GuideEntry | null {
  if (!title.trim() || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || (lat === 0 && lng === 0)) return null;
  const type = /Type:\s*(\w+)(?:\((\d+)\))?/.exec(remarks);
  const kindName = type?.[1] ?? null;
  // Countries have pages of their own in the catalogue; airports, rivers and the like are not
  // destinations.
  if (kindName === 'country' || (kindName !== null && !(kindName in KINDS))) return null;
  const code = /Country_Region:\s*([A-Z]{2})(?:-([A-Z0-9]+))?/.exec(remarks);
  const text = plainText(content);
  const intro = introduction(text);
  const name = title.replace(/\s*\([^)]*\)\s*$/, '').trim();
  let kind: GuideKind = kindName ? KINDS[kindName]! : 'city';
  // The dump types many islands as cities ("Santorini … is a volcanic island"): the first
  // sentence says what the place is.
  if (kind === 'city' && intro && /^[^.]*\bis an? (?:[\w-]+ ){0,3}island\b/i.test(intro)) {
    kind = 'island';
  }
  return {
    title: title.trim(),
    name,
    primary: name === title.trim(),
    lat,
    lng,
    kind,
    population: type?.[2] ? Number(type[2]) : null,
    countryCode: code?.[1] ?? null,
    subdivisionCode: code?.[2] ?? null,
    intro,
    text,
    altNames: intro ? altNamesOf(intro, name) : [],
    untyped: kindName === null,
  };
}

/**
 * The names in the parentheses right after the place's name at the start of its introduction:
 * "Munich (German: München, Bavarian: Minga)", "Fira (also called Thera or Thira)", "Tokyo
 * (Tōkyō)". Languages, "also called", "officially" are dropped; scripts other than Latin are kept
 * out (search folds Latin letters only), and so are long notes.
 */
export function altNamesOf(intro: string, name: string): string[] {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`^(?:The )?${escaped}\\s*\\(([^)]{1,120})\\)`).exec(intro);
  if (!match) return [];
  const names = match[1]!
    // " / " parts a name from a broken one ("Crete (…; / Kriti)"); "Urdu/Punjabi:" is a label.
    .split(/\s*(?:[,;]|\/(?=\s)|\bor\b)\s*/)
    .map((part) =>
      part
        .replace(/^(?:[A-Z][a-z]+(?: [A-Z][a-z]+)?:\s*)/, '')
        .replace(NOTE_WORDS, '')
        // "sometimes spelled Krete in English", "also Girne in Turkish".
        .replace(/\s+in \p{Lu}\p{Ll}+$/u, '')
        .trim(),
    )
    .filter(
      (part) =>
        // A name starts with a capital: "pronounced KY-roh", "lit. Long Spring" are notes, and
        // the dump's broken Greek entities leave letter names ("Crete (Kappa;rho;…; / Kriti)").
        /^(?:['’]s-)?\p{Lu}/u.test(part) &&
        part.split(' ').every((word) => /^(?:['’]s-)?\p{Lu}/u.test(word) || PARTICLES.has(word)) &&
        !GREEK_LETTER.test(part) &&
        part.length >= 2 &&
        part.length <= 40 &&
        /^[\p{Script=Latin}\s'’.-]+$/u.test(part) &&
        part.toLowerCase() !== name.toLowerCase() &&
        !/^(?:the|and|or|is|pronounced)$/i.test(part),
    );
  return [...new Set(names)];
}

/** The words before a name that say what kind of name it is: "also spelled", "formerly". */
const NOTE_WORDS =
  /^(?:(?:also|sometimes|formerly|previously|locally|officially|formally|informally|mistakenly|known|as|called|spelled|spelt|romanized|romanised|nicknamed)\s+)+/i;
/** Lower-case words inside a name: "Toluca de Lerdo", "Frankfurt am Main". */
const PARTICLES = new Set(
  'de del della der di da do dos das du des la le les el al of on upon am an im in ob sur en y e et van von zu'.split(
    ' ',
  ),
);
const GREEK_LETTER =
  /^(?:alpha|beta|gamma|delta|epsilon|zeta|eta|theta|iota|kappa|lambda|mu|nu|xi|omicron|pi|rho|sigma|tau|upsilon|phi|chi|psi|omega)$/i;

/** Wiki-ish markup of the dump to plain text: links to their labels, tags and blockquotes out. */
export function plainText(content: string): string {
  return content
    .replace(/<blockquote>[\s\S]*?<\/blockquote>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\[(?:https?:)?\/\/\S+\s+([^\]]+)\]/g, '$1')
    .replace(/\[(?:https?:)?\/\/\S+\]/g, '')
    .replace(/\(\s*\)/g, '')
    .replace(/\(\s+/g, '(')
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Section headings the dump glues to the previous sentence ("…in Campania.UnderstandZermatt is").
 * The introduction ends at the first of them.
 */
const HEADINGS = [
  'Understand',
  'Get in',
  'Get around',
  'See',
  'Do',
  'Buy',
  'Eat',
  'Drink',
  'Sleep',
  'Regions',
  'Cities',
  'Other destinations',
  'Districts',
  'Orientation',
  'History',
  'Climate',
  'Talk',
  'Stay safe',
  'Stay healthy',
  'Go next',
  'Connect',
  'Cope',
  'Respect',
  'Learn',
  'Work',
  'Towns',
  'Villages',
  'Geography',
  'Overview',
];
const GLUED_HEADING = new RegExp(`[a-z.!?)"”] ?(?:${HEADINGS.join('|')})(?=[A-Z*])`);

/**
 * The introduction: text before the first glued heading, cut after the last complete sentence
 * (the dump stops at 600 characters, often mid-sentence). Sentences the dump glued together
 * ("spires.This historic") get their space back. Null when less than one sentence remains.
 */
export function introduction(text: string): string | null {
  const heading = GLUED_HEADING.exec(text);
  let intro = heading ? text.slice(0, heading.index + 1) : text;
  // "…Uttar Pradesh, IndiaGet in…": a heading glued to a sentence without its full stop.
  if (heading && /[a-z]/.test(text[heading.index]!)) intro += '.';
  intro = intro.replace(/([a-z)\]][.!?])([A-Z])/g, '$1 $2');
  const lastEnd = Math.max(
    intro.lastIndexOf('. '),
    intro.lastIndexOf('! '),
    intro.lastIndexOf('? '),
  );
  if (!/[.!?]$/.test(intro)) intro = lastEnd > 0 ? intro.slice(0, lastEnd + 1) : '';
  intro = intro.trim();
  return intro.length >= 20 ? intro : null;
}

/** The article's address, for the credit link. */
export function guideUrl(title: string): string {
  return `https://en.wikivoyage.org/wiki/${encodeURIComponent(title.replace(/ /g, '_'))}`;
}
