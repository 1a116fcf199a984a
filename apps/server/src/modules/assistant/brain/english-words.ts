import { readFileSync } from 'node:fs';
import wordListPath from 'word-list';

/**
 * English words (npm `word-list`: 275,000 words from SCOWL, MIT): a lower-case word of the
 * language is read as a place only with evidence ("in Wells", a capital, a famous place), since
 * every common word names some small town somewhere ("pool" → Poole, "college" → College,
 * Alaska, "sunrise" → Sunrise, Florida). Loaded once, on first use.
 */
let words: Set<string> | null = null;

export function isEnglishWord(word: string): boolean {
  words ??= new Set(readFileSync(wordListPath, 'utf8').split('\n'));
  return words.has(word.toLowerCase());
}

/**
 * Words other languages name sights with, as travellers write them in English ("uffizi +
 * accademia + duomo", "the alcazar and the plaza mayor"): ordinary words for reading places, like
 * English ones, so no town called Duomo is planned beside Florence (trav-096).
 */
const SIGHT_WORDS_ABROAD = new Set(
  'duomo piazza piazzale palazzo castello museo chiesa cattedrale basilica accademia galleria ponte torre fontana giardino giardini plaza catedral iglesia mercado castillo palacio alcazar alcazaba mezquita kirche schloss dom platz markt musee eglise chateau pont souk kasbah medina'.split(
    ' ',
  ),
);

export function isSightWordAbroad(word: string): boolean {
  return SIGHT_WORDS_ABROAD.has(word.toLowerCase());
}
