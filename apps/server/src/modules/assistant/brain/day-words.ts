import type { TripSummary } from './intents';

/**
 * How messages name a day of the trip and small counts, shared by the edits (trip-edits.ts and
 * the matchers beside it): "day 2", "the last day", "the 3th day" (tokens.ts writes ordinals
 * so), "the first day"; "a", "one", "two" … as numbers.
 */
export const DAY = '(?:day (\\d+|last|first)|(?:the )?(\\d+th|last|first) day)';

export const dayNumber = (word: string, trip: TripSummary | undefined) =>
  word === 'last' ? (trip?.days ?? 1) : word === 'first' ? 1 : Number(word.replace(/th$/, ''));

const COUNT_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  three: 3,
  four: 4,
};

/** "a", "one", "2" → a number; a missing word is one. */
export const countWord = (word: string | undefined) =>
  word === undefined ? 1 : (COUNT_WORDS[word] ?? (Number(word) || 1));
