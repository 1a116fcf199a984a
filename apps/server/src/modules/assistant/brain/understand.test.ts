import { findCategory } from '@ai-map/osm';
import { describe, expect, it } from 'vitest';
import { IntentSchema, type Intent, type IntentOf } from './intents';
import { baseContext, romeTrip } from './test-catalogue';
import { understand } from './understand';
import type { UnderstandContext } from './intents';

async function one(text: string, extra: Partial<UnderstandContext> = {}): Promise<Intent> {
  const intents = await understand(text, baseContext(extra));
  for (const intent of intents) IntentSchema.parse(intent);
  return intents[0]!;
}

async function plan(text: string, extra: Partial<UnderstandContext> = {}) {
  const intent = await one(text, extra);
  expect(intent.type, JSON.stringify(intent)).toBe('plan_trip');
  return intent as IntentOf<'plan_trip'>;
}

const inRome = { trip: romeTrip, userLocation: { lat: 41.9, lng: 12.5 } };
const names = (p: IntentOf<'plan_trip'>) => p.destinations.map((d) => `${d.name}:${d.countryCode}`);
const slugs = (p: { interests: { category: string }[] }) => p.interests.map((i) => i.category);

describe('understand: trip requests', () => {
  it('reads destination, days and interests from the headline request', async () => {
    const p = await plan('Plan 4 days in Rome with museums and good food');
    expect(names(p)).toEqual(['Rome:IT']);
    expect(p.days).toBe(4);
    expect(slugs(p)).toEqual(['museums', 'restaurants']);
    expect(p.interestsFrom).toBe('message');
  });

  it.each([
    ['3 days in Paris', 3],
    ['a week in Lisbon', 7],
    ['two weeks in Japan', 14],
    ['a fortnight in Japan', 14],
    ['long weekend in Prague', 3],
    ['weekend in Prague', 2],
    ['a 4-day trip to Kyoto', 4],
    ['Kyoto for five nights', 6],
    ['twenty one days in Japan', 21],
    ['thirty days in Japan', 30],
    ['a few days in Porto', 3],
    ['a couple of days in Porto', 2],
    ['day trip to Florence', 1],
    ['Lisbon for 3-4 days', 4],
    ['a week and a half in Spain', 10],
  ])('%s → %i days', async (text, days) => {
    expect((await plan(text)).days).toBe(days);
  });

  it('matches names fuzzily and prefers the big namesake', async () => {
    expect(names(await plan('I want to visit Pariss for 5 days'))).toEqual(['Paris:FR']);
    expect(names(await plan('Kopenhagen, 3 days'))).toEqual(['Copenhagen:DK']);
    expect(names(await plan('roma 2 days'))).toEqual(['Rome:IT']);
    expect(names(await plan('3 days in rome'))).toEqual(['Rome:IT']);
    expect(names(await plan('Paris for 2 days'))).toEqual(['Paris:FR']);
    expect(names(await plan('Paris, Texas for 2 days'))).toEqual(['Paris:US']);
    expect(names(await plan('5 days in Valencia'))).toEqual(['Valencia:ES']);
    expect(names(await plan('Rio de Janeiro for a week'))).toEqual(['Rio de Janeiro:BR']);
    expect(names(await plan('new york 4 days'))).toEqual(['New York City:US']);
  });

  it('reads several destinations in order and leaves out the place of departure', async () => {
    expect(names(await plan('Florence and Rome in 6 days'))).toEqual(['Florence:IT', 'Rome:IT']);
    expect(names(await plan('fly from Lisbon to Barcelona for 4 days'))).toEqual(['Barcelona:ES']);
  });

  it('takes common words for places only with a capital or after "in"/"to"', async () => {
    expect(names(await plan('a week in nice'))).toEqual(['Nice:FR']);
    expect(names(await plan('Plan a nice week in Lisbon'))).toEqual(['Lisbon:PT']);
    expect(names(await plan('3 days in Split'))).toEqual(['Split:HR']);
    expect(names(await plan('plan a trip for us to Porto, 3 days'))).toEqual(['Porto:PT']);
  });

  it('reads months, seasons and date ranges relative to now (2026-11-23)', async () => {
    expect((await plan('Rome for 3 days in May')).when).toMatchObject({ month: 5, year: 2027 });
    expect((await plan('Rome for 3 days in December')).when).toMatchObject({
      month: 12,
      year: 2026,
    });
    expect((await plan('Rome for 3 days next spring')).when).toMatchObject({
      season: 'spring',
      year: 2027,
    });
    expect((await plan('Rome this summer, 4 days')).when).toMatchObject({ season: 'summer' });
    const range = await plan('from June 3 to June 7 in Barcelona');
    expect(range.days).toBe(5);
    expect(range.when).toMatchObject({ start: '2027-06-03', end: '2027-06-07' });
    const dayFirst = await plan('Barcelona from the 28th of December to the 2nd of January');
    expect(dayFirst.when).toMatchObject({ start: '2026-12-28', end: '2027-01-02' });
    expect(dayFirst.days).toBe(6);
    // "may" as a verb is not a month.
    expect((await plan('May I get 3 days in Lisbon?')).when).toBeNull();
  });

  it('reads budget, pace, travellers and transport', async () => {
    const p = await plan(
      '5 days in Barcelona with my wife and 2 kids, relaxed, €1,500 budget, by train',
    );
    expect(p.budget).toMatchObject({ amount: 1500, currency: 'EUR' });
    expect(p.pace).toBe('relaxed');
    expect(p.travellers).toBe(4);
    expect(p.transport).toBe('railroads');
    expect((await plan('cheap 3 day trip to Prague')).budget?.level).toBe('low');
    expect((await plan('luxury week in Lisbon')).budget?.level).toBe('high');
    expect((await plan('Lisbon 4 days, 2000 dollars per person')).budget).toMatchObject({
      amount: 2000,
      currency: 'USD',
      perPerson: true,
    });
    expect((await plan('Lisbon 4 days for 3 people, packed schedule')).travellers).toBe(3);
    expect((await plan('Lisbon 4 days, packed schedule')).pace).toBe('packed');
    expect((await plan('going solo to Kyoto for a week')).travellers).toBe(1);
  });

  it('maps interests to real category slugs', async () => {
    const p = await plan(
      'Lisbon for 5 days: history, nightlife, beaches, shopping, street food, Italian food, parks and art',
    );
    expect(slugs(p)).toEqual([
      'history',
      'nightclubs',
      'beaches',
      'markets',
      'snacks',
      'italian',
      'parks',
      'art',
    ]);
    for (const interest of p.interests) {
      for (const slug of [interest.category, ...interest.related]) {
        expect(findCategory(slug), slug).toBeDefined();
      }
    }
  });

  it("uses the user's preferences when the message names no interests", async () => {
    const p = await plan('3 days in Rome', {
      preferences: { attractions: ['castles', 'unknown-slug'], shopping: ['markets'] },
    });
    expect(slugs(p)).toEqual(['castles', 'markets']);
    expect(p.interestsFrom).toBe('preferences');
    const own = await plan('3 days in Rome with museums', {
      preferences: { attractions: ['castles'], shopping: [] },
    });
    expect(slugs(own)).toEqual(['museums']);
  });

  it('asks for what is missing, and completes the draft with the answer', async () => {
    const noPlace = await one('I want to travel somewhere for 5 days');
    expect(noPlace).toMatchObject({
      type: 'clarify',
      missing: 'destination',
      question: 'Where would you like to go?',
    });
    const noDays = (await one('Plan a trip to Rome with museums')) as IntentOf<'clarify'>;
    expect(noDays).toMatchObject({ type: 'clarify', missing: 'days' });
    expect(noDays.question).toBe('How many days would you like to spend in Rome?');
    const done = await plan('4 days', { draft: noDays.draft! });
    expect(names(done)).toEqual(['Rome:IT']);
    expect(done.days).toBe(4);
    expect(slugs(done)).toEqual(['museums']);
    const placeAnswer = await plan('Lisbon', { draft: (noPlace as IntentOf<'clarify'>).draft! });
    expect(names(placeAnswer)).toEqual(['Lisbon:PT']);
    expect(placeAnswer.days).toBe(5);
  });

  it('asks "Did you mean … or …?" for a name of two places and reads the choice', async () => {
    const asked = (await one('Georgia for 5 days')) as IntentOf<'clarify'>;
    expect(asked.type).toBe('clarify');
    expect(asked.question).toBe(
      'Did you mean Georgia, the country or the US state of Georgia? Tell me which (for example "the one in Georgia").',
    );
    const country = await plan('the country', { draft: asked.draft! });
    expect(names(country)).toEqual(['Georgia:GE']);
    expect(country.days).toBe(5);
    expect(country.ambiguous).toBeUndefined();
    expect(names(await plan('the one in the US', { draft: asked.draft! }))).toEqual(['Georgia:US']);
    // The other places named settle it; so does a travel guide's article under the bare name.
    expect(names(await plan('New York City and Georgia, 6 days'))).toEqual([
      'New York City:US',
      'Georgia:US',
    ]);
    expect(names(await plan('3 days in Florence'))).toEqual(['Florence:IT']);
  });

  it('settles a namesake by the continent of the other places named, else asks', async () => {
    expect(names(await plan('Lima and Santiago in 8 days'))).toEqual(['Lima:PE', 'Santiago:CL']);
    expect(names(await plan('Lisbon and Santiago, 5 days'))).toEqual([
      'Lisbon:PT',
      'Santiago de Compostela:ES',
    ]);
    const alone = (await one('a weekend in Santiago')) as IntentOf<'clarify'>;
    expect(alone.type).toBe('clarify');
    expect(alone.question).toMatch(
      /^Did you mean Santiago, Chile or Santiago de Compostela, Spain\?/,
    );
  });

  it('reads a world-famous city by its short name: "Rio" is Rio de Janeiro', async () => {
    // Rio de Mouro (Portugal) starts with "Rio" too, but ranks thousands of places lower.
    expect(names(await plan('Rio for 4 days'))).toEqual(['Rio de Janeiro:BR']);
    expect(names(await plan('5 days in Rio'))).toEqual(['Rio de Janeiro:BR']);
  });

  it('reads an activity with no kind of place as a wish, not as a place', async () => {
    const ski = await plan('skiing in Rome for 3 days');
    expect(names(ski)).toEqual(['Rome:IT']);
    expect(ski.activities?.map((a) => a.activity)).toEqual(['skiing']);
    const asked = (await one('snowboarding and surfing in Lisbon')) as IntentOf<'clarify'>;
    expect(asked.missing).toBe('days');
    expect(asked.draft?.activities?.map((a) => a.activity)).toEqual(['snowboarding', 'surfing']);
    // The wish survives the answer to "How many days…?".
    const answered = await plan('4 days', { draft: asked.draft! });
    expect(answered.activities?.map((a) => a.activity)).toEqual(['snowboarding', 'surfing']);
  });

  it('keeps the order of places given with "then" and puts the stated start first', async () => {
    expect((await plan('Rome, then Florence, then Nice — 9 days')).keepOrder).toBe(true);
    const start = await plan('Rome, starting in Florence, 8 days');
    expect(names(start)).toEqual(['Florence:IT', 'Rome:IT']);
    // A colon ends a phrase like a full stop: the name after it is not lost.
    expect(names(await plan('Starting in Florence: Rome, 8 days'))).toEqual([
      'Florence:IT',
      'Rome:IT',
    ]);
    expect(start.keepOrder).toBe(false);
    // The start named again after the list is a stop like the others, not the one place the
    // other (uncued) names must lie near: none of them is dropped.
    const again = await plan('Rome, Prague and Lisbon, 8 days, starting in Lisbon');
    expect(names(again)).toEqual(['Lisbon:PT', 'Rome:IT', 'Prague:CZ']);
    expect((await plan('Rome followed by Prague and Lisbon, 8 days')).keepOrder).toBe(true);
  });

  it('reads an abbreviation that is no everyday word in lower case too', async () => {
    expect(names(await plan('lisbon, porto and nyc in 7 days'))).toEqual([
      'Lisbon:PT',
      'Porto:PT',
      'New York City:US',
    ]);
    // "us" is a word: in lower case it is not the United States.
    expect(names(await plan('lisbon for us, 5 days'))).toEqual(['Lisbon:PT']);
  });
});

describe('understand: trip edits', () => {
  it('moves the first stop of day 2 to day 3', async () => {
    const i = await one('move the first stop of day 2 to day 3', inRome);
    expect(i).toMatchObject({
      type: 'move_stop',
      toDay: 3,
      target: { day: 2, position: 1, stop: { name: 'Vatican Museums' } },
    });
  });

  it('moves a stop named by its place, to a position', async () => {
    expect(await one('put the colosseum on the last day', inRome)).toMatchObject({
      type: 'move_stop',
      toDay: 3,
      target: { stop: { name: 'Colosseum' } },
    });
    expect(await one('move the Pantheon to day 2 as the first stop', inRome)).toMatchObject({
      type: 'move_stop',
      toDay: 2,
      position: 1,
    });
  });

  it('removes stops by number, position or name', async () => {
    expect(await one('remove stop 3', inRome)).toMatchObject({
      type: 'remove_stop',
      target: { number: 3, stop: { name: 'Vatican Museums' } },
    });
    expect(await one('delete the last stop', inRome)).toMatchObject({
      target: { stop: { name: 'Pizzeria da Michele' } },
    });
    expect(await one('drop the Trevi fountain please', inRome)).toMatchObject({
      type: 'remove_stop',
      target: { stop: { name: 'Trevi Fountain' } },
    });
    expect(await one('remove the second stop of day 1', inRome)).toMatchObject({
      target: { stop: { name: 'Pantheon' } },
    });
  });

  it('asks which stop when it cannot tell', async () => {
    expect(await one('remove the Eiffel Tower', inRome)).toMatchObject({
      type: 'clarify',
      missing: 'stop',
    });
    expect(await one('remove stop 3')).toMatchObject({ type: 'clarify', missing: 'trip' });
  });

  it('swaps days', async () => {
    expect(await one('swap days 1 and 2', inRome)).toEqual({ type: 'swap_days', a: 1, b: 2 });
    expect(await one('switch day 3 with day 1', inRome)).toEqual({ type: 'swap_days', a: 3, b: 1 });
    expect(await one('swap the second and third day', inRome)).toEqual({
      type: 'swap_days',
      a: 2,
      b: 3,
    });
  });

  it('changes transport for the trip, a day or a leg', async () => {
    expect(await one('go by train', inRome)).toEqual({
      type: 'change_transport',
      mode: 'railroads',
      scope: { type: 'all' },
    });
    expect(await one("let's walk on day 2", inRome)).toMatchObject({
      mode: 'walk',
      scope: { type: 'day', day: 2 },
    });
    expect(await one('take the bus between stop 1 and 2', inRome)).toMatchObject({
      mode: 'bus',
      scope: { type: 'leg', from: { numberInTrip: 1 }, to: { numberInTrip: 2 } },
    });
    expect(await one('drive from the Colosseum to the Pantheon', inRome)).toMatchObject({
      mode: 'car',
      scope: { type: 'leg', from: { name: 'Colosseum' }, to: { name: 'Pantheon' } },
    });
  });

  it('adds named places, cities and kinds of places', async () => {
    expect(await one('add the Louvre to day 2', inRome)).toMatchObject({
      type: 'add_place',
      place: { name: 'Louvre Museum' },
      day: 2,
    });
    expect(await one('add Florence to day 3', inRome)).toMatchObject({
      type: 'add_place',
      city: { name: 'Florence', countryCode: 'IT' },
      day: 3,
    });
    expect(await one('add a good pizza place to day 1', inRome)).toMatchObject({
      type: 'add_place',
      category: { category: 'pizza' },
      day: 1,
    });
    expect(await one('add Xanadu Palace of Dreams', inRome)).toMatchObject({
      type: 'clarify',
      missing: 'place',
    });
  });

  it('changes the number of days', async () => {
    expect(await one('make it 5 days', inRome)).toEqual({
      type: 'set_days',
      days: 5,
      dropDay: null,
    });
    expect(await one('add one more day', inRome)).toMatchObject({ type: 'set_days', days: 4 });
    expect(await one('one day less please', inRome)).toMatchObject({ days: 2 });
    expect(await one('drop day 2', inRome)).toEqual({ type: 'set_days', days: 2, dropDay: 2 });
  });

  it('reads several commands in one message', async () => {
    const intents = await understand('swap days 1 and 2, then go by train', baseContext(inRome));
    expect(intents.map((i) => i.type)).toEqual(['swap_days', 'change_transport']);
  });
});

describe('understand: questions and the map', () => {
  it('shows things on the map', async () => {
    expect(await one('show me the trip on the map', inRome)).toEqual({
      type: 'show_on_map',
      target: { type: 'trip' },
    });
    expect(await one('zoom to day 2', inRome)).toEqual({
      type: 'show_on_map',
      target: { type: 'day', day: 2 },
    });
    expect(await one('where is Kyoto?')).toMatchObject({
      target: { type: 'destination', destination: { name: 'Kyoto' } },
    });
    expect(await one('show the Eiffel Tower on the map')).toMatchObject({
      target: { type: 'place', place: { name: 'Eiffel Tower' } },
    });
    expect(await one('where am I', inRome)).toMatchObject({ target: { type: 'user' } });
    expect(await one('where am I')).toMatchObject({ type: 'clarify', missing: 'location' });
  });

  it('answers climate, costs and comparisons', async () => {
    expect(await one("what's the weather like in Lisbon in October?")).toMatchObject({
      type: 'city_climate',
      destination: { name: 'Lisbon' },
      month: 10,
    });
    expect(await one('is Kyoto cold in winter')).toMatchObject({ type: 'city_climate', month: 1 });
    expect(await one('how expensive is Prague?')).toMatchObject({
      type: 'costs',
      destination: { name: 'Prague' },
    });
    expect(await one('which is cheaper, Lisbon or Porto?')).toMatchObject({
      type: 'compare',
      a: { name: 'Lisbon' },
      b: { name: 'Porto' },
      aspect: 'costs',
    });
    expect(await one('Barcelona vs Valencia in July, which is warmer')).toMatchObject({
      type: 'compare',
      aspect: 'climate',
      month: 7,
    });
  });

  it('tells about places and searches for them', async () => {
    expect(await one('tell me about the Pantheon', inRome)).toMatchObject({
      type: 'place_facts',
      place: { name: 'Pantheon' },
    });
    expect(await one('find pizza near the Colosseum')).toMatchObject({
      type: 'search_places',
      kind: 'food',
      categories: [{ category: 'pizza' }],
      near: { type: 'place', place: { name: 'Colosseum' } },
    });
    expect(await one('top rated museums in Paris')).toMatchObject({
      type: 'search_places',
      kind: 'attraction',
      minRating: 8,
      near: { type: 'destination', destination: { name: 'Paris', countryCode: 'FR' } },
    });
    expect(await one('any restaurants rated 4 stars or more near me', inRome)).toMatchObject({
      kind: 'food',
      minRating: 8,
      near: { type: 'user' },
    });
    expect(await one("what's good to eat near the Pantheon", inRome)).toMatchObject({
      type: 'search_places',
      kind: 'food',
      near: { type: 'place', place: { name: 'Pantheon' } },
    });
    expect(await one('find restaurants near me')).toMatchObject({
      type: 'clarify',
      missing: 'location',
    });
  });

  it('greets, thanks, helps and admits not understanding', async () => {
    expect(await one('Hello!')).toEqual({ type: 'greeting' });
    expect(await one('thanks a lot')).toEqual({ type: 'thanks' });
    expect(await one('what can you do?')).toEqual({ type: 'help' });
    expect(await one('asdfgh')).toEqual({ type: 'unknown', text: 'asdfgh' });
    expect(await one('   ')).toEqual({ type: 'unknown', text: '' });
    // A greeting in front of a request does not hide it.
    expect((await one('hi, 3 days in Lisbon please')).type).toBe('plan_trip');
  });
});

describe('understand: issue 13 — evidence for names, data questions, other languages', () => {
  it('does not read lower-case words of a capitalising writer as places', async () => {
    // "split" is a Croatian city, but here the writer capitalises names and "split" is a verb.
    const p = await plan("I'd like to split 6 days between Lisbon and Porto");
    expect(names(p)).toEqual(['Lisbon:PT', 'Porto:PT']);
    // An all-lower-case writer still gets "in split" read as the city.
    expect(names(await plan('3 days in split'))).toEqual(['Split:HR']);
  });

  it('drops a lone word in another country than the place after "in"', async () => {
    const p = await plan('Florence, Colosseum and Pantheon in Rome, 2 days');
    expect(names(p)).toEqual(['Florence:IT', 'Rome:IT']);
  });

  it('answers currency, languages and capital questions, and the best time to visit', async () => {
    expect(await one('what currency do they use in Portugal')).toMatchObject({
      type: 'country_facts',
      aspect: 'currency',
      destination: { name: 'Portugal' },
    });
    expect(await one('which languages are spoken in Spain?')).toMatchObject({
      type: 'country_facts',
      aspect: 'languages',
    });
    expect(await one('best time to visit Japan?')).toMatchObject({
      type: 'best_time',
      destination: { name: 'Japan' },
    });
    expect(await one('What should I eat in Rome?')).toMatchObject({ type: 'what_to_eat' });
    expect(await one('cost per day in Lisbon')).toMatchObject({ type: 'costs', per: 'day' });
    expect(await one('Is Lisbon expensive compared to Prague?')).toMatchObject({
      type: 'compare',
      aspect: 'costs',
    });
  });

  it('reads where-and-when requests: month, feel, beaches, weekly budget, region', async () => {
    expect(
      await one('I want somewhere warm in February with beaches, under 1000 dollars a week'),
    ).toEqual({
      type: 'where_to_go',
      month: 2,
      feel: 'warm',
      beach: true,
      maxWeekly: 1000,
      continent: null,
    });
    expect(await one('Where can I go in Africa in July')).toMatchObject({
      type: 'where_to_go',
      month: 7,
      continent: 'Africa',
    });
  });

  it('answers visas, tipping and bookings plainly instead of planning', async () => {
    expect(await one('Do I need a visa for Japan?')).toEqual({
      type: 'out_of_scope',
      topic: 'visa',
    });
    expect(await one('Should I tip in Portugal?')).toEqual({
      type: 'out_of_scope',
      topic: 'tipping',
    });
  });

  it('detects other languages and keeps English full of foreign names as English', async () => {
    expect(await one('Wir möchten eine Woche in Wien verbringen')).toEqual({
      type: 'foreign_language',
      language: 'German',
    });
    expect((await one('東京で3日間過ごしたいです')).type).toBe('foreign_language');
    expect((await one('Kopenhagen weekend trip please')).type).toBe('plan_trip');
    // Short comparisons full of names stay English (franc alone reads this one as Indonesian).
    expect((await one('Is Lisbon cheaper than Prague?')).type).toBe('compare');
  });

  it('reads families, the asked length over the cap, and "instead" on a trip', async () => {
    const family = await plan('family with kids aged 6 and 9, 4 days in Paris');
    expect(family.family).toBe(true);
    expect((await plan('100 days in Japan')).askedDays).toBe(100);
    const instead = await plan('make it Florence instead', { trip: romeTrip });
    expect(names(instead)).toEqual(['Florence:IT']);
    expect(instead.days).toBe(romeTrip.days);
    expect(instead.replace).toBe(true);
  });
});
