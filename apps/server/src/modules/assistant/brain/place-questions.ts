import { findInterests, type Interest } from './interests';
import type { Destination, Intent, IntentOf } from './intents';
import { objectAfter, resolvePlaceOrCity, stopByName, takeDestinations, tripCentre } from './names';
import { takeStopByPosition } from './stop-position';
import { Scanner } from './slots';
import { asksForPlan, clarify, destinationsOf, type Matcher } from './question-helpers';

const FACTS =
  /\b(?:tell me (?:more |a bit |something )?about|what(?: is|'s| s) (?:special about )?|what are|info(?:rmation)? (?:about|on)|facts? (?:about|on)|opening (?:hours|times) (?:of|for)|open(?:ing)? hours (?:of|for)|is (?=.* worth)|describe|who built|history of|more about|details (?:about|on|of)|know about)/;

export const placeFacts: Matcher = async (c, ctx) => {
  if (!FACTS.test(c.text) || asksForPlan(c.text)) return null;
  const phrase = objectAfter(c.text, FACTS)?.replace(
    /\s+(?:worth (?:it|visiting|a visit|seeing)|open|like)$/,
    '',
  );
  if (!phrase) return null;
  if (/^(?:you|this|that|it|the weather|the climate)$/.test(phrase)) return null;
  const stop = stopByName(ctx.trip, phrase);
  const found = await resolvePlaceOrCity(
    stop?.name ?? phrase,
    ctx.gazetteer,
    tripCentre(ctx.trip) ?? ctx.userLocation,
  );
  if (!found.place && !found.destination) {
    return clarify(
      `I couldn't find "${phrase}" in our catalogue. Could you give me its full name?`,
      'place',
    );
  }
  return { type: 'place_facts', place: found.place, destination: found.destination };
};

const PLANNING =
  /\b(?:trip|travel|visit|visiting|go|going|holiday|vacation|spend|stay|weekend|week|days?)\b/;

const SEARCH =
  /\b(?:find|search|look(?:ing)? for|recommend|recommendations?|suggest|suggestions?|where (?:can|could|should|do) (?:i|we)|where to|any (?:good )?|best|top|good|nice|show me|list|are there|is there|places to|what to (?:see|do)|things to do|near me|nearby|around here|close by|i need|we need|i want|i'd like|id like|hungry)\b/;

const KIND_WORDS: [RegExp, 'food' | 'shop' | 'attraction'][] = [
  [
    /\b(?:eat|eating|dinner|lunch|breakfast|brunch|restaurants?|food|hungry|drink|drinks)\b/,
    'food',
  ],
  [/\b(?:buy|shop|shops|shopping|store|stores)\b/, 'shop'],
  [/\b(?:see|visit|attractions?|sights?|things to do|what to do)\b/, 'attraction'],
];

function kindOf(text: string, interests: Interest[]): 'food' | 'shop' | 'attraction' | null {
  const tree = interests[0]?.tree;
  if (tree === 'food') return 'food';
  if (tree === 'shopping') return 'shop';
  if (tree === 'attraction') return 'attraction';
  return KIND_WORDS.find(([re]) => re.test(text))?.[1] ?? null;
}

function minRating(s: Scanner): number | null {
  const m = s.take(
    /\b(?:rated|rating|score|with a rating of)(?: (?:above|over|at least|more than|of|higher than))? (\d+(?:\.\d+)?)(?: stars?| out of (\d+))?|\b(\d+(?:\.\d+)?)\+? stars?(?: or more| and up| plus)?\b/,
  );
  if (m) {
    const value = Number(m[1] ?? m[3]);
    const outOf = m[2] ? Number(m[2]) : null;
    // Stars and ratings up to 5 are on a five-point scale; the catalogue rates 0–10.
    if (outOf) return Math.min(10, (value / outOf) * 10);
    return value <= 5 ? value * 2 : Math.min(10, value);
  }
  if (s.take(/\b(?:top rated|highly rated|best rated|well rated|highest rated|top notch)\b/))
    return 8;
  return null;
}

export const searchPlaces: Matcher = async (c, ctx) => {
  if (asksForPlan(c.text)) return null;
  const s = new Scanner(c.text);
  const rating = minRating(s);
  const interests = findInterests(s.text).map((h) => h.interest);
  const kind = kindOf(c.text, interests);
  // "restaurants in Copenhagen", "museums near the Colosseum": a kind of place and where.
  const bare =
    interests.length > 0 &&
    /\b(?:in|near|around|close to)\b/.test(c.text) &&
    !PLANNING.test(c.text);
  if (!SEARCH.test(c.text) && !(rating !== null && kind) && !bare) return null;
  if (!interests.length && !kind) return null;
  for (const h of findInterests(s.text)) s.blank(h.start, h.end);
  let near: IntentOf<'search_places'>['near'] = null;
  const nearby = s.take(
    /\b(?:near me|nearby|around here|close by|close to me|near here|around me|where i am|my location|here)\b/,
  );
  if (nearby) {
    // "Any wineries close by?" in a chat with a trip: close to the trip (trav-084, trav-173 got
    // "I don't know where you are" beside a planned trip); "near me" is the traveller's place.
    const me = /\b(?:me|i am|my)\b/.test(nearby[0]);
    if (ctx.trip && !(me && ctx.userLocation)) near = { type: 'trip' };
    else if (ctx.userLocation) near = { type: 'user', ...ctx.userLocation };
    else {
      return clarify(
        "I don't know where you are. Which city or place should I search near?",
        'location',
      );
    }
  }
  const nearPlace = near
    ? null
    : objectAfter(
        s.text,
        /\b(?:near|close to|next to|around|by|not far from|walking distance (?:of|from))\b/,
      );
  if (nearPlace) {
    const stop = stopByName(ctx.trip, nearPlace);
    const found = await resolvePlaceOrCity(
      stop?.name ?? nearPlace,
      ctx.gazetteer,
      tripCentre(ctx.trip) ?? ctx.userLocation,
    );
    if (found.place) near = { type: 'place', place: found.place };
    else if (found.destination) near = { type: 'destination', destination: found.destination };
  }
  if (!near) {
    const [destination] = await destinationsOf(c, ctx, s);
    if (destination) near = { type: 'destination', destination };
  }
  if (!near && ctx.trip) near = { type: 'trip' };
  if (!near && ctx.userLocation) near = { type: 'user', ...ctx.userLocation };
  if (!near) {
    return clarify('Where should I look? Tell me a city or a place.', 'location');
  }
  return {
    type: 'search_places',
    text: null,
    kind,
    categories: interests,
    near,
    minRating: rating,
  };
};

const SHOW =
  /\b(?:where am i|show(?: me)?|display|zoom(?: in| out)?(?: to| on| into)?|cent(?:er|re)(?: the map)?(?: on)?|focus(?: on)?|pan to|fly to|take me to|move the map to|jump to|where is|where's|where s|locate|point (?:me )?to|find)\b/;

export const showOnMap: Matcher = async (c, ctx) => {
  if (!SHOW.test(c.text) || asksForPlan(c.text)) return null;
  const t = c.text;
  const show = (target: IntentOf<'show_on_map'>['target']): Intent => ({
    type: 'show_on_map',
    target,
  });
  if (/\b(?:where am i|where i am|my location|my position|me on the map|show me$)\b/.test(t)) {
    if (!ctx.userLocation)
      return clarify("I can't see your location. Is location sharing on?", 'location');
    return show({ type: 'user', ...ctx.userLocation });
  }
  if (
    /\b(?:my|the|our|whole|entire) (?:trip|route|itinerary|plan|journey)\b/.test(t) ||
    /\bshow (?:it|everything)\b/.test(t)
  ) {
    if (!ctx.trip)
      return clarify("There's no trip to show yet. Where would you like to go?", 'trip');
    return show({ type: 'trip' });
  }
  if (ctx.trip) {
    const s = new Scanner(t);
    const ref = takeStopByPosition(s, ctx.trip);
    if (ref?.stop) return show({ type: 'stop', stop: ref.stop });
    const day = /\bday (\d+|last)\b|\b(\d+th|last) day\b/.exec(s.text);
    if (day) {
      const n = day[1] ?? day[2]!;
      return show({
        type: 'day',
        day: n === 'last' ? ctx.trip.days : Number(n.replace(/th$/, '')),
      });
    }
  }
  const phrase = objectAfter(t, SHOW)?.replace(
    /\s+(?:on the map|on a map|on map|for me|located|is)$/,
    '',
  );
  if (!phrase) return null;
  if (findInterests(phrase).length && !/^the /.test(phrase)) return null;
  const stop = stopByName(ctx.trip, phrase);
  if (stop) return show({ type: 'stop', stop });
  const s = new Scanner(phrase);
  const [destination] = await takeDestinations(s, new Set([phrase, ...c.caps]), ctx.gazetteer).then(
    (r) => r.destinations,
  );
  if (destination && s.text.replace(/[;\s]/g, '').length === 0)
    return show({ type: 'destination', destination });
  const found = await resolvePlaceOrCity(
    phrase,
    ctx.gazetteer,
    tripCentre(ctx.trip) ?? ctx.userLocation,
  );
  if (found.place) return show({ type: 'place', place: found.place });
  if (found.destination ?? destination) {
    return show({
      type: 'destination',
      destination: (found.destination ?? destination) as Destination,
    });
  }
  return clarify(
    `I couldn't find "${phrase}" on the map. Could you spell it out in full?`,
    'target',
  );
};
