import type { Intent, UnderstandContext } from './intents';
import { resolvePlaceOrCity, stopByName, tripCentre } from './names';
import type { Clause } from './trip-edits';

/**
 * "Swap the Louvre for something less crowded", "replace Sensō-ji with another temple", "swap the
 * Uffizi for the Pitti Palace": one stop out and, in its place on its day, a place of its kind
 * near it (less famous when the message says so) or the place named. Before, trav-090 got "I
 * couldn't read that".
 */
const REPLACE = /\b(?:swap|switch|replace|exchange|trade|change)\s+(.+?)\s+(?:for|with)\s+(.+)$/;
const SOMETHING =
  /^(?:something|somewhere|anything|another|a different|other|one|a quieter|a less)\b/;
const QUIETER =
  /\b(?:less (?:crowded|touristy|busy|famous|popular|known|packed)|quieter|off the beaten|hidden|lesser[- ]known|fewer (?:people|crowds|tourists))\b/;

export async function replaceStop(c: Clause, ctx: UnderstandContext): Promise<Intent | null> {
  const m = REPLACE.exec(c.text);
  const trip = ctx.trip;
  // "Swap day 2 for day 3" swaps days (trip-edits.ts).
  if (!m || !trip || /\bdays?\b/.test(m[1]!)) return null;
  const phrase = m[1]!.replace(/^(?:the|our|my|that)\s+/, '');
  // "Swap anything hikey for something gentler" (trav-004) reshapes the plan: no one stop.
  if (/^(?:anything|something|everything|all|any|stuff|things)\b/.test(phrase)) return null;
  const rest = m[2]!.trim();
  const generic = SOMETHING.test(rest) || QUIETER.test(rest);
  const stop = stopByName(trip, phrase);
  if (!stop) {
    if (!generic) return null;
    return {
      type: 'clarify',
      // Not "it isn't in your trip": the stop may be there under another name (the Golden
      // Pavilion is Kinkaku-ji in the catalogue).
      question: `No stop in your trip goes by the name "${phrase}" (it may be there under another name). Which stop should I swap? Say its name as the plan shows it, or its number, like "stop 3".`,
      missing: 'stop',
      draft: null,
    };
  }
  const target = { day: null, position: null, number: null, phrase, stop };
  if (generic) return { type: 'replace_stop', target, place: null, quieter: QUIETER.test(rest) };
  const found = await resolvePlaceOrCity(rest, ctx.gazetteer, tripCentre(trip) ?? ctx.userLocation);
  return found.place ? { type: 'replace_stop', target, place: found.place, quieter: false } : null;
}
