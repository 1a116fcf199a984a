import { isEnglishWord } from './english-words';
import { foldName } from './name-matching';

/**
 * The names of the catalogue's sights, for finding the ones a trip request names in passing:
 * "krakow 4 days, he wants to see auschwitz", "peru + bolivia: machu picchu, lake titicaca".
 * A message is read against it word by word in memory (no query per phrase; the turn bench
 * holds a message's lookups under 150 ms): a run of words that is a sight's whole name, or a
 * word of no English that only sights' names hold ("auschwitz", "titicaca"). Only ids are kept;
 * the few hits are read from the catalogue afterwards.
 */
export class SightNames {
  private readonly byName = new Map<string, number[]>();
  private readonly byWord = new Map<string, number[]>();

  constructor(sights: Iterable<{ id: number; name: string }>) {
    for (const { id, name } of sights) {
      const folded = foldName(name);
      if (!folded) continue;
      push(this.byName, folded, id);
      // "Galleria dell'Accademia": "accademia" is a word of the name too.
      for (const word of new Set(foldName(name.replace(/['’‘-]/g, ' ')).split(' '))) {
        if (word.length >= MIN_WORD && !isEnglishWord(word)) push(this.byWord, word, id);
      }
    }
  }

  /**
   * The ids of sights named in a message, leaving out the words of the given phrases (the
   * destinations: "paris" names a trip, not "Disneyland Paris"): whole names of two or more
   * words ("grand bazaar", "cradle mountain": the caller keeps those near the trip), or of one
   * word no English has; else sights holding a rare word of the message.
   */
  namedIn(message: string, skip: readonly string[] = []): NamedHit[] {
    const skipped = new Set(skip.flatMap((phrase) => foldName(phrase).split(' ')));
    const words = foldName(message).split(' ').filter(Boolean);
    const found = new Map<number, NamedHit>();
    const used = new Set<number>();
    for (let size = MAX_NAME_WORDS; size >= 1; size--) {
      for (let start = 0; start + size <= words.length; start++) {
        const run = words.slice(start, start + size);
        if (run.some((_, k) => used.has(start + k))) continue;
        if (run.every((word) => skipped.has(word))) continue;
        if (size === 1 && (isEnglishWord(run[0]!) || run[0]!.length < MIN_WORD)) continue;
        const ids = this.byName.get(run.join(' '));
        if (!ids) continue;
        ids.forEach((id) => found.set(id, { id, word: null }));
        run.forEach((_, k) => used.add(start + k));
      }
    }
    words.forEach((word, k) => {
      if (used.has(k) || skipped.has(word)) return;
      const ids = this.byWord.get(word);
      // A word very many sights share is a saint's or a common name's, not one sight's; a word
      // a few dozen share is a town's ("versailles"), kept for the caller's famous-sight rule.
      if (ids && ids.length <= MAX_TOWN_WORD)
        ids.forEach((id) => found.has(id) || found.set(id, { id, word }));
    });
    return [...found.values()];
  }
}

/** A sight named in a message: by its whole name (`word` null), or by a rare word of it. */
export interface NamedHit {
  id: number;
  word: string | null;
}

/** The longest sight name read as a run of a message's words. */
const MAX_NAME_WORDS = 5;
/** Shorter words are too often parts of other words or abbreviations. */
const MIN_WORD = 5;
/** How many sights may share a rare word for it to name any of them ("auschwitz": 3). */
export const MAX_SHARED = 12;
/**
 * Up to this many, a shared word may still be a town's that one famous sight carries ("Palace
 * of Versailles" among 16 sights of Versailles); the caller keeps only a famous one.
 */
const MAX_TOWN_WORD = 40;

function push(map: Map<string, number[]>, key: string, id: number) {
  const list = map.get(key);
  if (list) list.push(id);
  else map.set(key, [id]);
}
