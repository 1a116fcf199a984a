/*
 * "Somewhere with pyramids that isn't Egypt, 10 days": no destination, but a kind of sight to go
 * for. The reply lists the catalogue's towns with such sights instead of a bare "Where would you
 * like to go?" (trav-137; builtin/places-with-step.ts).
 */

/** The kind of sight asked for, as the plural the traveller wrote and the word names carry. */
export interface SoughtSight {
  /** "pyramids" */
  plural: string;
  /** "pyramid": a whole word of the sights' names. */
  word: string;
}

const WANT =
  /\b(?:somewhere|anywhere|some ?place|a place|places?|a country|where)\b[^.?!]{0,40}?\b(?:with|see|has|have|got)\s+(?:the |some |real |actual |great |good |old |ancient )?([a-z]{4,}s)\b/;

/** Plural nouns that name no kind of sight ("somewhere with friends", "with kids"). */
const NOT_SIGHTS = new Set(
  'friends kids children parents beaches days weeks nights flights prices crowds tourists people views things places options'.split(
    ' ',
  ),
);

/** The kind of sight a message with no destination asks for, or null. */
export function soughtSight(message: string): SoughtSight | null {
  const plural = WANT.exec(message.toLowerCase())?.[1];
  if (!plural || NOT_SIGHTS.has(plural)) return null;
  const word = plural.endsWith('ies')
    ? `${plural.slice(0, -3)}y`
    : /(?:ch|sh|x|ss|o)es$/.test(plural)
      ? plural.slice(0, -2)
      : plural.slice(0, -1);
  return { plural, word };
}

/** The countries with sights of the kind asked for, as the reply lists them. */
export interface PlacesChoice {
  /** What was asked for, as written ("pyramids", "castles"). */
  what: string;
  /** Countries said to be left out ("isn't Egypt"). */
  skipped: string[];
  list: { name: string; best: string[]; count: number }[];
  /** The length asked ("10 days"), for the example of what to say next. */
  days: number | null;
}
