import type { Intent, UnderstandContext } from './intents';
import { countWord as count } from './day-words';
import { findActivities } from './interests';
import { resolvePlaceOrCity, tripCentre } from './names';
import type { Clause } from './trip-edits';

/**
 * Days given to somewhere new in a chat with a trip: "add a day trip to the DMZ", "can day 2 be
 * a Whistler day trip?", "add 2 days in Montenegro at the end", "we got an extra day, add Howth
 * or Wicklow", "extend to 4 and add the Douro valley". Read as one edit, so the named place
 * fills the new or given day; before, the length changed alone and the place was dropped, or
 * "day trip" read as a one-day trip cut the whole plan to a day.
 */

/** The words that end a place's phrase ("howth or wicklow, whichever's easier"). */
const PHRASE_END =
  /\s(?:or|at the (?:end|start|beginning)|please|instead|whichever|if|so|because|since|as well|too|for (?:the|a|one|two|\d)|on day|rather|and (?:make|keep|then|add|take))\b|[;,.!?]/;
const LEADING = /^(?:the|a|an|to|in|at|out to|over to|up to|down to)\s+/;

function phraseFrom(rest: string): string | null {
  const cut = rest.search(PHRASE_END);
  let phrase = (cut >= 0 ? rest.slice(0, cut) : rest).trim();
  for (let k = 0; k < 3; k++) phrase = phrase.replace(LEADING, '').trim();
  phrase = phrase.replace(/\s+(?:day trips?|trip|instead|please)$/, '').trim();
  return /[a-z]{3}/.test(phrase) ? phrase : null;
}

interface Asked {
  phrase: string;
  addDays: number;
  day: number | null;
  atStart?: boolean;
  /** The length asked in the same breath ("extend to 4 and add …"), else null. */
  toDays: number | null;
}

/** What the clause asks, before the place is looked up; null when it is no such edit. */
/** "Can we stop a night in paris on the way?", "spend 2 nights in lyon on the way". */
const ON_THE_WAY =
  /\b(?:stop|stay|spend|sleep|break the (?:journey|trip))(?: over)?(?: for)? (?:(a|an|one|two|three|\d+) nights? )?(?:in|at) (.+?) on the way\b/;

export function askedDayTrip(text: string, tripDays: number): Asked | null {
  const way = ON_THE_WAY.exec(text);
  if (way) {
    const phrase = phraseFrom(way[2]!);
    return phrase
      ? { phrase, addDays: count(way[1] ?? 'one'), day: null, toDays: null, atStart: true }
      : null;
  }
  // "Make day 2 a day trip to Whistler", "day 2 as a day trip to X".
  let m =
    /\bday (\d+|last) (?:(?:be|as|into|become|for|is|could be) )?(?:a |an )?day trip (?:to|out to|in) (.+)/.exec(
      text,
    );
  // "Can day 2 be a Whistler day trip?", "make day 3 a Nara day trip".
  m ??= /\bday (\d+|last) (?:be |as |into |become |for )?(?:a |an )?(.+?) day trip\b/.exec(text);
  if (m) {
    const day = m[1] === 'last' ? tripDays : Number(m[1]);
    const phrase = phraseFrom(m[2]!);
    if (!phrase || day < 1 || day > tripDays) return null;
    return { phrase, addDays: 0, day, toDays: null };
  }
  // "Add a day trip to the DMZ", "one more day for a day trip to Nara".
  m =
    /\b(?:add|adding|plus|include|squeeze in|fit in|want|do|one more day for|extra day for)\b.*?\bday trips? (?:to|out to|in) (.+)/.exec(
      text,
    );
  if (m) {
    const phrase = phraseFrom(m[1]!);
    return phrase ? { phrase, addDays: 1, day: null, toDays: null } : null;
  }
  // "Add 2 days in Montenegro at the end", "another day in Nara".
  m =
    /\b(?:add|adding|plus|another|one more|an extra|extra)\s+(?:(\d+|a|an|one|two|three|four) )?(?:more |extra |additional )?(?:days?|nights?) (?:in|at|for|to|of) (?!the (?:end|start|beginning)\b)(.+)/.exec(
      text,
    );
  if (m) {
    const phrase = phraseFrom(m[2]!);
    return phrase ? { phrase, addDays: count(m[1]), day: null, toDays: null } : null;
  }
  // "We got an extra day, add Howth or Wicklow"; "extend to 4 and add the Douro valley".
  const extra = /\b(?:an? extra|another|one more|an additional) day\b/.exec(text);
  const extend = /\b(?:extend|stretch|make) (?:it |the trip )?to (\d+)(?: days?)?\b/.exec(text);
  const add = /\badd (.+)/.exec(text.slice((extra ?? extend)?.index ?? text.length));
  if ((extra || extend) && add) {
    const phrase = phraseFrom(add[1]!);
    if (!phrase) return null;
    const toDays = extend ? Number(extend[1]) : null;
    const addDays = toDays === null ? 1 : toDays - tripDays;
    return addDays >= 1 ? { phrase, addDays, day: null, toDays } : null;
  }
  return null;
}

/**
 * "Add one wine day, not too far", "a steam train day out": a day given to an activity, not a
 * place (trav-120 got "I couldn't find '1 wine day'"); the step finds the town for it.
 */
const ACTIVITY_DAY =
  /\b(?:add|adding|want|do|fit in|squeeze in|include|plan|have|need|throw in)\b[^;]*?\b(?:a|an|one|1)\s+((?:[a-z-]+\s){0,2}?[a-z-]+)\s+(?:day(?:\s+(?:out|trip))?|day-trip|excursion)\b/;

/** "A day out to see actual steam trains" (trav-018): what the day out is for, when said so. */
const DAY_OUT_FOR = /\b(?:a|one|1)\s+day(?:\s+out|\s+trip|-trip)?\s+(?:to|for)\s+(.+)/;

/**
 * "Something close, we're not doing 3h each way" after a plan whose activity had no place near
 * (trav-180 got "I couldn't read that"): a day out for that activity, as near as there is one.
 */
const CLOSER =
  /\b(?:something|somewhere|anything|a place|one)\s+(?:a bit\s+|much\s+|a lot\s+)?(?:closer|nearer|close(?:\s+by)?|nearby)\b/;
/** How far "something closer" may be from the stops, km: about an hour and a half by road. */
const CLOSER_KM = 80;

/** Activities done in town, no day out: "something closer" is not about them (trav-012). */
const IN_TOWN = new Set([
  'cooking classes',
  'hammams',
  'tango',
  'mezcal',
  'lucha libre',
  'football',
]);

function closerActivity(c: Clause, ctx: UnderstandContext): Intent | null {
  const activity = ctx.planned?.activities?.find((a) => !IN_TOWN.has(a.activity));
  if (!activity || !CLOSER.test(c.text)) return null;
  return {
    type: 'day_trip',
    phrase: activity.offered,
    place: null,
    destination: null,
    addDays: 0,
    day: null,
    maxKm: CLOSER_KM,
    activity,
  };
}

export async function dayTrip(c: Clause, ctx: UnderstandContext): Promise<Intent | null> {
  if (!ctx.trip) return null;
  const closer = closerActivity(c, ctx);
  if (closer) return closer;
  if (!/\b(?:day|night|extend|stretch)/.test(c.text)) return null;
  const themed = ACTIVITY_DAY.exec(c.text);
  const aim = DAY_OUT_FOR.exec(c.text)?.[1];
  const activity = themed ? findActivities(themed[0])[0] : aim ? findActivities(aim)[0] : undefined;
  if (activity) {
    const { start: _start, end: _end, ...asked } = activity;
    return {
      type: 'day_trip',
      phrase: activity.offered,
      place: null,
      destination: null,
      // "An extra wine day" adds one; "add a wine day" gives one of the trip's days to it.
      addDays: /\b(?:extra|another|one more|additional)\b/.test(c.text) ? 1 : 0,
      day: null,
      activity: asked,
    };
  }
  const asked = askedDayTrip(c.text, ctx.trip.days);
  if (!asked) return null;
  const found = await resolvePlaceOrCity(asked.phrase, ctx.gazetteer, tripCentre(ctx.trip));
  return {
    type: 'day_trip',
    phrase: asked.phrase,
    place: found.place,
    destination: found.destination,
    addDays: asked.addDays,
    day: asked.day,
    ...(asked.atStart ? { atStart: true } : {}),
  };
}
