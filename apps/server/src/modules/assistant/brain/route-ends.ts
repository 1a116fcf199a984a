import type { Destination } from './intents';
import { foldName } from './name-matching';

/**
 * Where the traveller said the trip starts and ends: "15 days morocco, start casablanca, end
 * marrakech", "fly into Lisbon and out of Porto". The places named must be destinations of the
 * plan; the route then runs from the first to the last, the rest in the shortest order between
 * them (tools/route-ends.ts). Read before, Morocco's best city came first ("Order: Fès → Casablanca →
 * Marrakesh", trav-029).
 */
export interface RouteEnds {
  start?: { kind: Destination['kind']; id: number };
  end?: { kind: Destination['kind']; id: number };
}

const START =
  /\b(?:start(?:ing|s)?|begin(?:ning|s)?|arriv(?:e|ing|al)|fly(?:ing)? in(?:to)?|land(?:ing)?) (?:in |at |from |into |with )?(?:the city of )?/g;
const END =
  /\b(?:end(?:ing|s)?|finish(?:ing|es)?|fly(?:ing)? (?:out|home) (?:of|from)|(?:and )?out of|depart(?:ing|ure)? from|leav(?:e|ing) from) (?:in |at |from |with )?(?:the city of )?/g;

/** Two spellings of one name share at least this many first letters (marrakech, marrakesh). */
const SHARED_PREFIX = 6;

function namedAfter(text: string, pattern: RegExp, destinations: readonly Destination[]) {
  for (const match of text.matchAll(pattern)) {
    const after = text.slice(match.index + match[0].length);
    const found = destinations.find((d) => {
      const name = foldName(d.name);
      if (after.startsWith(name) && !/^[\p{L}\p{N}]/u.test(after.slice(name.length))) return true;
      const word = after.split(' ')[0] ?? '';
      const [shorter, longer] = word.length < name.length ? [word, name] : [name, word];
      return (
        !name.includes(' ') &&
        shorter.length >= SHARED_PREFIX &&
        longer.slice(0, SHARED_PREFIX) === shorter.slice(0, SHARED_PREFIX) &&
        Math.abs(word.length - name.length) <= 2
      );
    });
    if (found) return { kind: found.kind, id: found.id };
  }
  return undefined;
}

/** The start and end the message names among the destinations, or null when it names neither. */
export function routeEndsOf(
  message: string,
  destinations: readonly Destination[],
): RouteEnds | null {
  if (destinations.length < 2) return null;
  const text = foldName(message);
  const start = namedAfter(text, START, destinations);
  const end = namedAfter(text, END, destinations);
  if (start && end && start.kind === end.kind && start.id === end.id) return null;
  return start || end ? { ...(start ? { start } : {}), ...(end ? { end } : {}) } : null;
}
