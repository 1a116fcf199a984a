import type { Destination, Intent } from './intents';
import { capitalisedWords, normalize } from './tokens';
import type { Clause } from './trip-edits';

/** Cutting a message into clauses (understand.ts), and what a clause's intent names. */

/** The destination a question or search names, for a plan asked beside it. */
export function destinationOf(intent: Intent): Destination[] {
  if (intent.type === 'search_places' && intent.near?.type === 'destination') {
    return [intent.near.destination];
  }
  if (intent.type === 'city_climate' || intent.type === 'costs' || intent.type === 'best_time') {
    return [intent.destination];
  }
  return [];
}

export function toClause(raw: string): Clause {
  const withoutGreeting = raw.replace(
    /^\s*(?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening)|greetings)(?: there)?\s*[,!.]?\s+(?=\S)/i,
    '',
  );
  return {
    raw: withoutGreeting,
    text: normalize(withoutGreeting),
    caps: capitalisedWords(withoutGreeting),
  };
}

/**
 * Sentences, and parts joined by "then" / "after that" / "and also", or by "and" before a
 * removal ("make it 10 days and drop the glaciers": trav-025 lost the second half).
 */
export function clauses(text: string): string[] {
  return text
    .replace(/(\d)\s*[-–]\s*(\d)/g, '$1 to $2')
    .split(
      /(?<=[.!?;])\s+|\n+|\s+(?:and then|then|after that|and also|also)\s+|\s+and\s+(?=(?:drop|remove|delete|skip|get rid of|take out)\b)/i,
    )
    .map((c) => c.trim())
    .filter((c) => /[\p{L}\d]/u.test(c));
}
