/**
 * Case- and accent-insensitive text matching that behaves the same on PGlite (C locale, where
 * `lower()` only knows ASCII) and on PostgreSQL: one `translate()` table maps every accented
 * Latin letter, and Greek and Cyrillic capitals, to one plain lower-case letter; `lower()` then
 * only has ASCII left to do. The same table folds the query text in JavaScript, so both sides
 * agree character for character. Letters that fold to two (ĳ, ǆ) are left alone.
 *
 * Countries, cities and places keep their folded name in `search_name`, set by a trigger, so a
 * search scans a ready column instead of folding every name again.
 */
const SPECIAL: Record<string, string> = {
  ø: 'o',
  Ø: 'o',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  ł: 'l',
  Ł: 'l',
  ß: 's',
  æ: 'a',
  Æ: 'a',
  œ: 'o',
  Œ: 'o',
  þ: 't',
  Þ: 't',
  ı: 'i',
  ħ: 'h',
  Ħ: 'h',
  ŧ: 't',
  Ŧ: 't',
  ŋ: 'n',
  Ŋ: 'n',
  '-': ' ',
  '’': "'",
};

function buildTable(): Map<string, string> {
  const table = new Map<string, string>(Object.entries(SPECIAL));
  const ranges: [number, number][] = [
    [0xc0, 0x24f], // Latin-1 Supplement letters, Latin Extended-A and B
    [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese: Hội An, Đà Nẵng)
    [0x386, 0x3ff], // Greek
    [0x400, 0x4ff], // Cyrillic
  ];
  for (const [from, to] of ranges) {
    for (let code = from; code <= to; code++) {
      const ch = String.fromCodePoint(code);
      if (table.has(ch) || !/\p{L}/u.test(ch)) continue;
      const folded = ch.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
      if ([...folded].length === 1 && folded !== ch) table.set(ch, folded);
    }
  }
  return table;
}

const TABLE = buildTable();
const FROM = [...TABLE.keys()].join('');
const TO = [...TABLE.values()].join('');

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The body of the SQL function `ai_map_fold(text)` (migration 0004 creates it from this; a test
 * checks the database's copy still matches). Plain ASCII names, the most common, skip the long
 * translate() table: in ASCII the table only maps "-" to a space.
 */
export const FOLD_FUNCTION_SQL = `SELECT CASE WHEN $1 ~ '^[\\x01-\\x7f]*$' THEN lower(replace($1, '-', ' '))
  ELSE lower(translate($1, ${literal(FROM)}, ${literal(TO)})) END`;

/** The folded form of a string, exactly as `foldSql` (db/fold.ts) folds it in the database. */
export function foldText(text: string): string {
  let out = '';
  for (const ch of text) out += TABLE.get(ch) ?? ch;
  return out.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/** Escapes LIKE wildcards so user text matches literally (with `ESCAPE '\'`). */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Every character the table folds, for tests. */
export const FOLDED_CHARACTERS = FROM;
