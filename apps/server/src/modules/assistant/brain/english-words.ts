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
