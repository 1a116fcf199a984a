import { foldText } from '../../search/text-fold';

/**
 * The tokeniser of the built-in brain. A message becomes a list of tokens, each with its folded
 * form (lower case, no accents: the same folding as the catalogue's `search_name`, so a phrase
 * cut out of the message can be looked up as it is), the original spelling (capitals are a
 * hint that a word is a name) and its kind. Punctuation is kept as tokens: a comma or a full
 * stop ends a phrase.
 */
export interface Token {
  /** Folded: lower case, accents removed, apostrophes straightened. */
  text: string;
  raw: string;
  kind: 'word' | 'number' | 'money' | 'punct';
  /** For numbers (and number words, ordinals, money): the value. */
  value?: number;
  /** For money: the currency code the symbol stands for. */
  currency?: string;
  index: number;
}

const CURRENCY_SYMBOLS: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY' };

// Money with a leading symbol ($1,500 / €800 / £1.2k) or a trailing one ("1800€", as much of
// Europe writes it: trav-013's budget was lost), numbers with an optional suffix (3rd,
// 4-day is split on the hyphen later), words (letters, apostrophes inside), and punctuation.
const TOKEN_RE =
  /([$€£¥])\s?(\d+(?:[.,]\d{3})*(?:\.\d+)?)(k)?|(\d+(?:[.,]\d{3})*(?:\.\d+)?)(k)?\s?([€£¥$])(?!\d)|(\d+(?:[.,]\d{3})*(?:\.\d+)?)(k|st|nd|rd|th)?|([\p{L}\p{M}]+(?:['’][\p{L}]+)*)|([.,!?;:&+/()-])/giu;

const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS: Record<string, number> = { twenty: 20, thirty: 30 };

/** Cardinal number words up to thirty ("twenty one" is joined by {@link tokenize}). */
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ...UNITS.map((w, i) => [w, i] as [string, number]),
  ...Object.entries(TENS),
  ['a couple', 2],
  ['couple', 2],
  ['dozen', 12],
]);

const ORDINAL_LIST = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];
/** Ordinal words; "last" is not a number and is handled where positions are read. */
export const ORDINAL_WORDS: ReadonlyMap<string, number> = new Map(
  ORDINAL_LIST.map((w, i) => [w, i + 1] as [string, number]),
);

function parseNumber(text: string, suffix: string | undefined): number {
  // "1,500" and "1.500" are thousands; "2.5" is a decimal.
  const thousands = /^\d{1,3}([.,]\d{3})+$/.test(text);
  const value = thousands ? Number(text.replace(/[.,]/g, '')) : Number(text.replace(',', '.'));
  return suffix?.toLowerCase() === 'k' ? value * 1000 : value;
}

export function tokenize(message: string): Token[] {
  const tokens: Token[] = [];
  const push = (t: Omit<Token, 'index'>) => tokens.push({ ...t, index: tokens.length });
  for (const m of message.matchAll(TOKEN_RE)) {
    const [raw, symbol, moneyAmount, moneyK, amountFirst, firstK, symbolAfter] = m;
    const [num, numSuffix, word, punct] = m.slice(7);
    if (symbol && moneyAmount) {
      push({
        text: raw.toLowerCase(),
        raw,
        kind: 'money',
        value: parseNumber(moneyAmount, moneyK),
        currency: CURRENCY_SYMBOLS[symbol],
      });
    } else if (symbolAfter && amountFirst) {
      push({
        text: raw.toLowerCase(),
        raw: `${symbolAfter}${amountFirst}${firstK ?? ''}`,
        kind: 'money',
        value: parseNumber(amountFirst, firstK),
        currency: CURRENCY_SYMBOLS[symbolAfter],
      });
    } else if (num) {
      const ordinal = numSuffix && /^(st|nd|rd|th)$/i.test(numSuffix);
      push({
        text: raw.toLowerCase(),
        raw,
        kind: 'number',
        value: parseNumber(num, ordinal ? undefined : numSuffix),
      });
    } else if (word) {
      const text = foldText(word).replace(/’/g, "'");
      const previous = tokens.at(-1);
      // "twenty one" / "twenty-one" → 21.
      if (
        previous?.kind === 'number' &&
        previous.value !== undefined &&
        previous.value % 10 === 0 &&
        previous.value >= 20 &&
        /^[a-z]/.test(previous.text)
      ) {
        const unit = UNITS.indexOf(text);
        if (unit > 0 && unit < 10) {
          previous.value += unit;
          previous.text += ` ${text}`;
          previous.raw += ` ${word}`;
          continue;
        }
      }
      const cardinal = NUMBER_WORDS.get(text);
      const ordinal = ORDINAL_WORDS.get(text);
      if (cardinal !== undefined && text !== 'couple' && text !== 'dozen') {
        push({ text, raw: word, kind: 'number', value: cardinal });
      } else if (ordinal !== undefined) {
        push({ text, raw: word, kind: 'word', value: ordinal });
      } else {
        push({ text, raw: word, kind: 'word' });
      }
    } else if (punct) {
      // A hyphen between a number word and a unit ("twenty-one", "4-day") is only a joint.
      if (punct === '-') continue;
      push({ text: punct, raw: punct, kind: 'punct' });
    }
  }
  return tokens;
}

/**
 * The message as one folded line that slot extractors match with regular expressions: words
 * folded, number words as digits ("two weeks" → "2 weeks", "twenty-one" → "21"), ordinals as
 * digits with "th" ("second" / "2nd" → "2th"), money as symbol and amount ("€1.5k" → "€1500"),
 * punctuation spaced out. Every token is separated by one space.
 */
export function normalize(message: string): string {
  return tokenize(message)
    .map((t) => {
      if (t.kind === 'money') return `${t.raw.trim()[0]}${t.value}`;
      if (t.kind === 'number') {
        return /(st|nd|rd|th)$/i.test(t.raw) ? `${t.value}th` : String(t.value);
      }
      if (t.kind === 'word' && t.value !== undefined) return `${t.value}th`;
      return t.text;
    })
    .join(' ');
}

/**
 * Folded words written with a capital inside a sentence (not its first word): "in Nice" names
 * a city where "a nice trip" does not, so short or common words need this hint to count as names.
 */
export function capitalisedWords(message: string): Set<string> {
  const out = new Set<string>();
  let sentenceStart = true;
  for (const t of tokenize(message)) {
    if (t.kind === 'punct') {
      if (/[.!?;:]/.test(t.text)) sentenceStart = true;
      continue;
    }
    if (t.kind === 'word' && !sentenceStart && /^\p{Lu}/u.test(t.raw) && !shouted(t.raw))
      out.add(t.text);
    sentenceStart = false;
  }
  return out;
}

/**
 * Little words written in capitals for stress ("puffins AND northern lights", "NO flights"):
 * no name, so the writer is not taken for one who capitalises names and means "iceland" as a
 * word (trav-149 got "Sorry, I didn't get that").
 */
const STRESSED =
  /^(?:AND|OR|BUT|NOT|NO|NEVER|ALL|VERY|REALLY|MUST|SO|TOO|ALSO|BOTH|ONLY|WITH|WITHOUT|IS|ARE|THE|ANY|EVERY|MORE|LESS|NOW|PLEASE|PLS)$/;
const shouted = (raw: string) => STRESSED.test(raw);

/**
 * Folded words that continue a proper name: capitalised after a capitalised word, or after
 * "and"/"of"/"the"/"de" inside one ("Camden Market", "the Victoria and Albert Museum"). A kind
 * of place inside a name names that place, not an interest in every market or museum.
 */
export function properNameWords(message: string): Set<string> {
  const out = new Set<string>();
  const words = tokenize(message);
  const upper = (k: number) => words[k]?.kind === 'word' && /^\p{Lu}/u.test(words[k]!.raw);
  for (let k = 1; k < words.length; k++) {
    if (!upper(k)) continue;
    const joined = /^(?:and|of|the|de|&)$/.test(words[k - 1]?.text ?? '') && upper(k - 2);
    if (upper(k - 1) || joined) out.add(words[k]!.text);
  }
  return out;
}
