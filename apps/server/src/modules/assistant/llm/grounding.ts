/**
 * A language model's answer may name places nobody looked up: a museum it remembers, a town it
 * invents. After the model's final answer the LLM brain checks every place the answer names
 * against what the turn knows — the chat's trip, the tools' results, the conversation — and
 * asks the model once more when a name is unsupported; names still unsupported then leave the
 * answer with their sentence (llm-brain.ts).
 */

/** Words that make a capitalised phrase a place's name ("Musée d'Orsay", "Shinjuku Park"). */
const PLACE_WORDS =
  /\b(?:museum|musée|museo|museu|gallery|galleria|palace|palazzo|palacio|castle|château|castello|church|cathedral|basilica|chapel|temple|shrine|mosque|synagogue|monastery|abbey|tower|bridge|square|plaza|piazza|market|garden|gardens|park|beach|island|lake|mount|mountain|fort|fortress|citadel|ruins|memorial|monument|theatre|theater|opera|zoo|aquarium|harbour|harbor|port|bay|street|avenue|district|quarter|old town|city|village|valley|falls|restaurant|café|cafe|bistro|trattoria|bar|pub|hotel)\b/i;

/** Words allowed inside a name in lower case. */
const JOINERS = new Set([
  'of',
  'de',
  'del',
  'della',
  'di',
  'da',
  'du',
  'des',
  'la',
  'le',
  'el',
  'the',
  "d'",
  'y',
]);

/**
 * Capitalised phrases of the answer that may be names: runs of capitalised words (with "of",
 * "de"… inside), the sentence's first word left out unless the run goes on.
 */
export function namedPhrases(answer: string): string[] {
  const found: string[] = [];
  for (const sentence of answer.split(/(?<=[.!?:;])\s+|\n+/)) {
    const words = sentence.split(/\s+/).filter(Boolean);
    let run: string[] = [];
    const flush = () => {
      while (run.length && JOINERS.has(run.at(-1)!.toLowerCase())) run.pop();
      // "The Eiffel Tower" is the Eiffel Tower.
      while (run.length > 1 && /^(?:the|a|an)$/i.test(run[0]!)) run.shift();
      if (run.length)
        found.push(
          run
            .join(' ')
            .replace(/[,.!?;:)"”’]+$/g, '')
            .replace(/^["“(]+/, ''),
        );
      run = [];
    };
    for (const [i, raw] of words.entries()) {
      const word = raw.replace(/^["“(]+/, '');
      const capital = /^\p{Lu}/u.test(word);
      if (capital && !(i === 0 && !/^\p{Lu}/u.test(words[1] ?? ''))) run.push(raw);
      else if (run.length && JOINERS.has(word.toLowerCase())) run.push(raw);
      else flush();
      if (/[,.!?;:)]$/.test(raw)) flush();
    }
    flush();
  }
  return [...new Set(found)].filter((phrase) => phrase.length > 2);
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The names of places in the answer that nothing of the turn supports. A phrase counts as a
 * place when it holds a place word ("Museum", "Palace"…) or the catalogue knows it
 * (`isKnownPlace`: a destination or a place by that exact name); it is supported when the
 * grounding text (trip, tool results, conversation) contains it.
 */
export async function unsupportedPlaces(
  answer: string,
  grounding: string,
  isKnownPlace: (phrase: string) => Promise<boolean>,
): Promise<string[]> {
  const known = fold(grounding);
  const out: string[] = [];
  for (const phrase of namedPhrases(answer)) {
    if (known.includes(fold(phrase))) continue;
    if (PLACE_WORDS.test(phrase) || (await isKnownPlace(phrase))) out.push(phrase);
  }
  return out;
}

/** The answer without the sentences that name any of `names`. */
export function withoutSentencesNaming(answer: string, names: readonly string[]): string {
  const kept = answer
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !names.some((name) => sentence.includes(name)));
  return kept.join(' ').trim();
}
