import { franc } from 'franc-min';
import { isEnglishWord } from './english-words';

/**
 * Is a message in another language than English? The built-in brain reads English only, and a
 * German sentence read as English turns its words into places ("Wir möchten…" → a town called
 * Wir). franc-min guesses the language from letter patterns, which is unreliable on a few words
 * or on English full of foreign place names ("Kopenhagen weekend trip please" reads as Dutch),
 * so a message counts as foreign only when franc names another language AND few of its words
 * are common English ones — or when it is written in a non-Latin script.
 */

/** Common English words of travel requests: a message with enough of them is English. */
const ENGLISH = new Set(
  `a an the and or but to in on at of for from with without by about into near
  i we you he she they it me us my our your is are was be been am do does did can could would
  should will want wants like love need plan planning trip trips travel visit go going see days
  day week weeks weekend month night nights please what how where when which who why there here
  this that some any best good cheap nice more most mostly also then after before first last
  show find tell give make add remove take stop stops museum museums food beach beaches city
  cities hi hello thanks thank yes no not just only very much many time people family kids
  per person persons dollars dollar euros euro pounds budget schedule packed relaxed solo luxury
  cheap going wife husband friend friends kid children with days long short holiday vacation
  hotel hotels restaurant restaurants art history church churches park parks beach weather
  cost costs price much under over around between instead again let's lets please ok okay
  than cheaper warmer colder hotter better worse bigger safer expensive pricier compared compare
  versus vs or which more less safe warm cold hot open opening closed close times hours tickets
  now today tomorrow tonight monday tuesday wednesday thursday friday saturday sunday`.split(/\s+/),
);

/** franc's ISO 639-3 codes we name in the reply; anything else is treated as not a language. */
const NAMED = new Set(
  'deu spa fra ita por nld pol ces slk hun ron swe dan nob fin tur rus ukr ell jpn cmn kor ara heb hin tha vie ind cat hrv srp bul'.split(
    ' ',
  ),
);

const displayNames = new Intl.DisplayNames(['en'], { type: 'language' });

/**
 * The language's English name when the message is not English, else null. Place names say
 * nothing of the language they are written in ("budapest vienna prague, 9 days total" reads as
 * Spanish to franc), so when the message looks foreign the words that name places
 * (`isPlaceName`) are set aside and the English share is counted again over the rest.
 */
export async function foreignLanguageOf(
  text: string,
  isPlaceName: (word: string) => Promise<boolean> = async () => false,
): Promise<string | null> {
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < 4) return null;
  const latin = letters.replace(/[^\p{Script=Latin}]/gu, '').length;
  const code = franc(text, { minLength: 3 });
  if (latin / letters.length < 0.5) {
    return NAMED.has(code) ? (displayNames.of(code) ?? 'another language') : 'another language';
  }
  const words = text
    .toLowerCase()
    .split(/[^\p{L}']+/u)
    .filter(Boolean);
  if (looksEnglish(words) || !NAMED.has(code)) return null;
  const rest: string[] = [];
  for (const word of words) if (!(await isPlaceName(word))) rest.push(word);
  if (rest.length < words.length && looksEnglish(rest)) return null;
  return displayNames.of(code) ?? null;
}

/**
 * Too few words to judge, enough common English ones, or most of them words of the English
 * dictionary ("stroller friendly places in Mallorca" read as Swedish to franc). Many short
 * foreign words are in the dictionary too ("en", "con", "les", "passer"), hence three in four.
 */
function looksEnglish(words: readonly string[]): boolean {
  const common = words.filter((w) => ENGLISH.has(w)).length;
  const known = words.filter((w) => ENGLISH.has(w) || isEnglishWord(w)).length;
  return words.length < 3 || common / words.length >= 0.25 || known / words.length >= 0.75;
}
