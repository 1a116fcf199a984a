export interface ReligionShare {
  name: string;
  percentage: number;
}

/**
 * Parses the Factbook's "Religions" text into shares, e.g.
 * "Roman Catholic 81.8%, Protestant 4.9% (Anglican 2%, other 2.9%), other 1%, none 12.3% (2010 est.)".
 *
 * - Items are split on commas outside parentheses; parenthesised text (sub-shares, notes, the
 *   survey year) is dropped, so nested breakdowns are not double counted.
 * - Ranges ("63-66%", "55%-75%", "80% to 90%") become their midpoint; "less than 1%" and
 *   "more than 99%" take the bound.
 * - Items without a figure ("animist", "Muslim") are left out: we never invent a share.
 * - Only the first ";"-separated part is read: a second part describes another area or a note
 *   (Tanzania: "mainland - …; Zanzibar - …"), and an "area - " prefix is removed.
 */
export function parseReligions(text: string | null | undefined): ReligionShare[] {
  if (!text) return [];
  const shares: ReligionShare[] = [];
  const seen = new Set<string>();
  for (const item of splitTopLevel(firstClause(text))) {
    const share = parseItem(item);
    if (share && !seen.has(share.name.toLowerCase())) {
      seen.add(share.name.toLowerCase());
      shares.push(share);
    }
  }
  return shares;
}

/** Text up to the first ";" outside parentheses, with parentheses (and their content) removed. */
function firstClause(text: string): string {
  let depth = 0;
  let out = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      if (ch === ';' || ch === '\n') break;
      out += ch;
    }
  }
  return out;
}

function splitTopLevel(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const NUMBER = String.raw`(\d+(?:\.\d+)?|\.\d+)`;
const FIGURE = new RegExp(
  String.raw`^(.*?)\s*(?:(less than|more than|about|approximately|over|under)\s+)?${NUMBER}\s*%?(?:\s*(?:-|–|to)\s*${NUMBER})?\s*%\s*$`,
  'i',
);

function parseItem(item: string): ReligionShare | null {
  const match = FIGURE.exec(item);
  if (!match) return null;
  const [, rawName = '', , low = '', high] = match;
  const name = cleanName(rawName);
  if (!name) return null;
  const from = Number(low);
  const to = high === undefined ? from : Number(high);
  const percentage = Math.round(((from + to) / 2) * 100) / 100;
  if (!Number.isFinite(percentage) || percentage < 0 || percentage > 100) return null;
  return { name, percentage };
}

function cleanName(raw: string): string {
  const name = raw
    .replace(/^[\w\s]+ - /, '')
    .replace(/\s+/g, ' ')
    .trim();
  return name ? name[0]!.toUpperCase() + name.slice(1) : '';
}

/**
 * The religions a Factbook text names when it gives no share for any ("Roman Catholic,
 * Protestant, indigenous Mayan beliefs"): shown as a list, never turned into invented shares.
 */
export function parseReligionNames(text: string | null | undefined): string[] {
  if (!text || parseReligions(text).length > 0) return [];
  const names = splitTopLevel(firstClause(text))
    .map((item) => cleanName(item.replace(/\b(?:note|est)\b.*$/i, '')))
    .filter((name) => name.length > 1 && !/\d/.test(name));
  return [...new Set(names)];
}
