import { lightenDay } from './day-load';
import { dayForThing } from './day-moves';
import { themeDay } from './day-themes';
import { startFrom } from './start-point';
import { DAY, dayNumber } from './day-words';
import { moveDays } from './day-shares';
import { dayTrip } from './day-trips';
import { stayOver } from './stay-over';
import { replaceStop } from './replace-stop';
import { findInterests, type Interest } from './interests';

export { DAY, dayNumber } from './day-words';
import type { Intent, IntentOf, TripStop, TripSummary, UnderstandContext } from './intents';
import { objectAfter, resolvePlaceOrCity, stopByName, tripCentre } from './names';
import { takeStopByPosition, type StopReference } from './stop-position';
import { Scanner, takeDays, takeTransport } from './slots';
import { isEnglishWord } from './english-words';

/**
 * Edits of the current trip: swap days, change the number of days, change transport, remove,
 * move and add stops. Each matcher answers null when the clause is not its kind of edit.
 */

export interface Clause {
  /** The clause as written. */
  raw: string;
  /** Normalised (tokens.ts). */
  text: string;
  caps: Set<string>;
}

type Matcher = (c: Clause, ctx: UnderstandContext) => Promise<Intent | null> | Intent | null;

const noTrip = (): Intent => ({
  type: 'clarify',
  question: "There's no trip to change yet. Where would you like to go, and for how many days?",
  missing: 'trip',
  draft: null,
});

const swapDays: Matcher = (c, ctx) => {
  if (!/\b(?:swap|switch|exchange|flip|trade|reverse|interchange|invert)\b/.test(c.text))
    return null;
  const m =
    new RegExp(`\\bdays? (\\d+|last) (?:and|with|for|&) (?:day )?(\\d+|last)\\b`).exec(c.text) ??
    new RegExp(`\\b(\\d+th|last)(?: day)? (?:and|with|for) (?:the )?(\\d+th|last) days?\\b`).exec(
      c.text,
    );
  if (!m) return null;
  if (!ctx.trip) return noTrip();
  const a = dayNumber(m[1]!, ctx.trip);
  const b = dayNumber(m[2]!, ctx.trip);
  if (a === b) return null;
  return { type: 'swap_days', a, b };
};

const setDays: Matcher = (c, ctx) => {
  const t = c.text;
  const trip = ctx.trip;
  const more =
    /\b(?:add|adding|one more|another|extra|extend(?: it| the trip)? by|(\d+) more) (\d+ |a |an )?(?:more |extra |additional )?days?\b/.exec(
      t,
    );
  if (more && !/\bto day\b/.test(t.slice(more.index))) {
    if (!trip) return noTrip();
    const n = Number(more[1] ?? more[2] ?? 1) || 1;
    return { type: 'set_days', days: trip.days + n, dropDay: null };
  }
  const drop = new RegExp(
    `\\b(?:remove|drop|delete|cut|skip|lose|get rid of|cancel) (?:the )?${DAY}(?! (?:\\d+th|last) stop)(?!'s)`,
  ).exec(t);
  if (drop && !/\bstop|place\b/.test(t.slice(0, drop.index))) {
    if (!trip) return noTrip();
    const day = dayNumber((drop[1] ?? drop[2])!, trip);
    return { type: 'set_days', days: Math.max(1, trip.days - 1), dropDay: day };
  }
  const fewer =
    /\b(?:remove|drop|cut|lose|shorten(?: it| the trip)? by|minus) (\d+|a|one) days?\b|\b(?:1|a) day (?:less|fewer)\b|\b1 less day\b/.exec(
      t,
    );
  if (fewer) {
    if (!trip) return noTrip();
    const n = Number(fewer[1]) || 1;
    return { type: 'set_days', days: Math.max(1, trip.days - n), dropDay: null };
  }
  const change =
    /\b(?:make|change|set|extend|shorten|cut|reduce|increase|turn|stretch|only have|have only|now have|actually|instead)\b/.test(
      t,
    );
  if (!change || !trip) return null;
  // "Raining all 3 days, make it all indoor", "an overnight cruise rather than a day trip": the
  // trip's own days and a day trip are no new length (a "day trip" cut a 4-day trip to 1).
  const s = new Scanner(
    t
      .replace(
        /\b(?:all|the|these|those|every|each of the|for (?:all|the)) \d+ (?:days?|nights?)\b/g,
        ' ',
      )
      .replace(/\b(?:a |an )?day trips?\b/g, ' '),
  );
  const days = takeDays(s);
  if (days === null) return null;
  return { type: 'set_days', days, dropDay: null };
};

/** "Cut walking in half", "less walking", "mum can't walk much": fewer walks, not more. */
const LESS_WALKING =
  /\b(?:less|fewer|cut(?: down)?(?: on)?(?: the)?|reduce|minimi[sz]e|avoid|no|not so much|too much|halve|without (?:much|so much))\b[^;]{0,12}\bwalk(?:ing|s)?\b|\bwalk(?:ing)? less\b|\b(?:can'?t|cannot|can not) walk (?:much|far|long)\b/;

/** A day or the rest of the trip without a car ("make day 4 a no-car day", "no car on day 2"). */
const NO_CAR_EDIT = new RegExp(
  `\\b(?:no[- ]?car|car[- ]free|without (?:a |the )?car)\\b.*\\b(?:on |for )?${DAY}|${DAY}.*\\b(?:no[- ]?car|car[- ]free|without (?:a |the )?car)\\b`,
);

/**
 * "Now the ferry's on a weird day, fix it": a leg talked about, not a way to travel asked for
 * (trav-110 sent 8 legs between Athens sights by ferry).
 */
const LEG_TALKED_ABOUT =
  /\bthe (?:ferry|boat|train|bus|flight|plane|car|drive)(?:'?s| is| was| leg| ride| day)\b/;
const BY_MODE =
  /\b(?:by|take|taking|switch to|use|using) (?:the )?(?:ferry|boat|train|bus|plane|air|car)\b/;

const changeTransport: Matcher = (c, ctx) => {
  if (!ctx.trip) return null;
  if (LEG_TALKED_ABOUT.test(c.text) && !BY_MODE.test(c.text)) return null;
  const s = new Scanner(c.text);
  const fewerWalks = s.take(LESS_WALKING) !== null;
  // "Make day 4 a no-car day": the car legs of that day go by public transport.
  const noCar = !fewerWalks && NO_CAR_EDIT.test(c.text);
  const mode = fewerWalks || noCar ? 'bus' : takeTransport(s);
  if (!mode) return null;
  // A length or "plan" makes it a new trip that travels this way, not an edit.
  if (/\b(?:plan|itinerary|new trip)\b/.test(c.text) || takeDays(new Scanner(s.text)) !== null) {
    return null;
  }
  const trip = ctx.trip;
  const leg =
    /\bbetween (?:stops? )?(?:number )?(\d+) and (?:stop )?(\d+)\b|\bfrom stop (\d+) to (?:stop )?(\d+)\b|\bbetween the (\d+)th and (?:the )?(\d+)th stops?\b/.exec(
      s.text,
    );
  if (leg) {
    const from = trip.stops.find((x) => x.numberInTrip === Number(leg[1] ?? leg[3] ?? leg[5]));
    const to = trip.stops.find((x) => x.numberInTrip === Number(leg[2] ?? leg[4] ?? leg[6]));
    if (from && to) return { type: 'change_transport', mode, scope: { type: 'leg', from, to } };
  }
  // "On day 2 … from the first stop to the second one": positions within the day when one is
  // named, else within the whole trip.
  const ordinals =
    /\b(?:between|from) (?:the )?(\d+th|last)(?: stop| place| one)? (?:and|to) (?:the )?(\d+th|last)(?: stop| place| one)?\b/.exec(
      s.text,
    );
  if (ordinals) {
    const inDay = new RegExp(`\\b${DAY}`).exec(s.text);
    const day = inDay ? dayNumber((inDay[1] ?? inDay[2])!, trip) : null;
    const list = trip.stops
      .filter((x) => day === null || x.day === day)
      .sort((a, b) => a.numberInTrip - b.numberInTrip);
    const at = (word: string) => list[(word === 'last' ? list.length : parseInt(word, 10)) - 1];
    const from = at(ordinals[1]!);
    const to = at(ordinals[2]!);
    if (from && to) return { type: 'change_transport', mode, scope: { type: 'leg', from, to } };
  }
  const named = /\b(?:between|from) (.+?) (?:and|to) (.+?)(?:$| ;| on | by | please)/.exec(s.text);
  if (named) {
    const from = stopByName(trip, named[1]!);
    const to = stopByName(trip, named[2]!);
    if (from && to) return { type: 'change_transport', mode, scope: { type: 'leg', from, to } };
  }
  // "Make day 4 a no-car day" names its day without "on".
  const day = new RegExp(noCar ? `\\b${DAY}` : `\\b(?:on|for|during|in) ${DAY}`).exec(s.text);
  if (day) {
    return {
      type: 'change_transport',
      mode,
      ...(fewerWalks ? { fewerWalks } : {}),
      ...(noCar ? { noCar } : {}),
      scope: { type: 'day', day: dayNumber((day[1] ?? day[2])!, trip) },
    };
  }
  return {
    type: 'change_transport',
    mode,
    ...(fewerWalks ? { fewerWalks } : {}),
    scope: { type: 'all' },
  };
};

/** A stop by position or by name; null when the clause names none. */
function stopReference(
  c: Clause,
  s: Scanner,
  trip: TripSummary,
  verb: RegExp,
): StopReference | null {
  const byPosition = takeStopByPosition(s, trip);
  if (byPosition) return byPosition;
  const phrase = objectAfter(s.text, verb);
  if (!phrase) return null;
  return { day: null, position: null, number: null, phrase, stop: stopByName(trip, phrase) };
}

const missingStop = (ref: StopReference | null, action: string): Intent => ({
  type: 'clarify',
  question: ref?.phrase
    ? `I can't find "${ref.phrase}" in your trip. Which stop should I ${action}? You can say its number, like "stop 3".`
    : `Which stop should I ${action}? You can say its number or name, like "stop 3" or "the first stop of day 2".`,
  missing: 'stop',
  draft: null,
});

const target = (ref: StopReference, stop: TripStop) => ({ ...ref, stop });

const REMOVE =
  /\b(?:remove|delete|drop|cancel|skip|take out|take off|get rid of|scrap|leave out|cut)\b/;

const removeStop: Matcher = (c, ctx) => {
  if (
    !REMOVE.test(c.text) &&
    !/\b(?:don't|do not|dont) (?:want|need) to (?:see|visit|go to)\b/.test(c.text)
  )
    return null;
  if (!ctx.trip) return noTrip();
  const s = new Scanner(c.text);
  const ref = stopReference(
    c,
    s,
    ctx.trip,
    new RegExp(`${REMOVE.source}|\\b(?:see|visit|go to)\\b`),
  );
  // "Drop the glaciers" is every glacier, not the stop whose name is nearest the word.
  const kind = ref?.phrase && ref.position === null ? kindToRemove(ref.phrase) : null;
  if (kind) return kind;
  if (!ref?.stop) return missingStop(ref, 'remove');
  return { type: 'remove_stop', target: target(ref, ref.stop) };
};

/**
 * "Drop the glaciers", "no more museums", "remove all the churches": a kind of place (an
 * interest's category, or the plural of an English word the stops' names hold), not a stop.
 */
function kindToRemove(phrase: string): Intent | null {
  const bare = /^(?:(?:all|any|every|more) )?(?:(?:of )?(?:the|those|these|our|my) )?(.+)$/.exec(
    phrase,
  )![1]!;
  // A plural: "remove a museum" or "the museum" names one stop (and is asked about).
  if (!/s$/.test(bare)) return null;
  const kind = kindIn(bare);
  if (kind?.only) return { type: 'remove_kind', phrase: bare, kind: kind.interest.category };
  // The plural of an English word: "remove versailles" stays a stop's name.
  if (!/^[a-z]+$/.test(bare)) return null;
  const word = [bare.replace(/ies$/, 'y'), bare.replace(/es$/, ''), bare.replace(/s$/, '')].find(
    (w) => w !== bare && isEnglishWord(w),
  );
  return word ? { type: 'remove_kind', phrase: bare, kind: word } : null;
}

const MOVE = /\b(?:move|shift|push|bring|reschedule|put|switch|change)\b/;

const moveStop: Matcher = async (c, ctx) => {
  if (!MOVE.test(c.text)) return null;
  const s = new Scanner(c.text);
  const to = s.take(new RegExp(`\\b(?:to|on|onto|into|for|in) ${DAY}`));
  if (!to) return null;
  if (!ctx.trip) return noTrip();
  const toDay = dayNumber((to[1] ?? to[2])!, ctx.trip);
  let position: number | null = null;
  const at = s.take(
    /\b(?:as the (\d+th|first|last) (?:stop|place|thing)|at (?:the )?(start|beginning|end)|at position (\d+)|first thing|last)\b/,
  );
  if (at) {
    if (at[1]) position = at[1] === 'last' ? -1 : Number(at[1].replace(/th$/, ''));
    else if (at[2]) position = at[2] === 'end' ? -1 : 1;
    else if (at[3]) position = Number(at[3]);
    else position = at[0] === 'last' ? -1 : 1;
  }
  const ref = stopReference(c, s, ctx.trip, MOVE);
  if (ref?.stop) return { type: 'move_stop', target: target(ref, ref.stop), toDay, position };
  // "Put the Louvre on day 2" when the Louvre is not in the trip yet means adding it.
  if (ref?.phrase && /\b(?:put|bring)\b/.test(c.text)) {
    return addPlaceFromPhrase(ref.phrase, toDay, position, c, ctx);
  }
  return missingStop(ref, 'move');
};

const ADD =
  /\b(?:add|include|insert|squeeze in|squeeze|fit in|throw in|put in|also visit|also see|add in)\b/;

const DESCRIBING =
  /\b(?:good|nice|great|cheap|local|famous|best|popular|typical|authentic|cool|cosy|cozy|little|small|big|traditional|nearby|decent|lovely|place|spot|one)\b/g;

/**
 * The kind of place a phrase names, as written or as the plural of its singular ("a park",
 * "museums"), and whether the phrase is only that kind and words describing it ("a good pizza
 * place") rather than a name that holds the word ("Museum of London").
 */
export function kindIn(phrase: string): { interest: Interest; only: boolean } | null {
  const asWritten = findInterests(phrase)[0]?.interest;
  const written = asWritten ? phrase : `${phrase}s`;
  const interest = asWritten ?? findInterests(written)[0]?.interest;
  if (!interest) return null;
  return {
    interest,
    only: written.replace(interest.word, ' ').replace(DESCRIBING, ' ').trim() === '',
  };
}

async function addPlaceFromPhrase(
  phrase: string,
  day: number | null,
  position: number | null,
  c: Clause,
  ctx: UnderstandContext,
): Promise<Intent> {
  const generic = /^(?:a|an|some|any|one|another)\b/.test(phrase) || !/[a-z]{3}/.test(phrase);
  // "a park", "a nightclub": the singular of a kind of place names the kind.
  const kind = kindIn(phrase);
  const add = (fields: Partial<IntentOf<'add_place'>>): Intent => ({
    type: 'add_place',
    place: null,
    city: null,
    category: null,
    day,
    position,
    ...fields,
  });
  // "add a museum": any museum near the day's stops, not the one whose name has "museum" in it.
  if (kind && (generic || kind.only)) return add({ category: kind.interest });
  const found = await resolvePlaceOrCity(
    phrase,
    ctx.gazetteer,
    tripCentre(ctx.trip) ?? ctx.userLocation,
  );
  if (found.place) return add({ place: found.place });
  if (found.destination?.kind === 'city') return add({ city: found.destination });
  return {
    type: 'clarify',
    question: `I couldn't find "${phrase}" in our catalogue. Could you give me its full name, or the city it is in?`,
    missing: 'place',
    draft: null,
  };
}

const addPlace: Matcher = async (c, ctx) => {
  if (!ADD.test(c.text)) return null;
  const s = new Scanner(c.text);
  const to = s.take(new RegExp(`\\b(?:to|on|onto|into|for|in) ${DAY}`));
  const at = s.take(
    /\bas (?:the )?(\d+th|first|last) (?:stop|place)|\bat the (start|beginning|end)\b/,
  );
  const phrase = objectAfter(s.text, ADD);
  if (!phrase) return null;
  if (!ctx.trip) return noTrip();
  const day = to ? dayNumber((to[1] ?? to[2])!, ctx.trip) : null;
  let position: number | null = null;
  if (at?.[1]) position = at[1] === 'last' ? -1 : Number(at[1].replace(/th$/, ''));
  else if (at?.[2]) position = at[2] === 'end' ? -1 : 1;
  return addPlaceFromPhrase(phrase, day, position, c, ctx);
};

/** The edit matchers, most specific first. */
export const EDIT_MATCHERS: Matcher[] = [
  stayOver,
  swapDays,
  replaceStop,
  moveDays,
  startFrom,
  themeDay,
  lightenDay,
  dayTrip,
  setDays,
  changeTransport,
  moveStop,
  removeStop,
  addPlace,
  dayForThing,
];
