import { describe, expect, it } from 'vitest';
import type { IntentOf } from './intents';
import { emptyPlan } from './empty-plan';
import { baseContext, romeTrip } from './test-catalogue';
import { understand } from './understand';
import { inRome, names, one, plan } from './understand.fixtures';

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

  it("answers a rain question asked beside a plan for the plan's place (trav-064)", async () => {
    const read = async (text: string) =>
      (await understand(text, baseContext())).map((i) => [
        i.type,
        i.type === 'city_climate' ? `${i.destination.name}:${i.rain}` : null,
      ]);
    expect(await read('a week in lisbon but my wife hates rain, which months are driest?')).toEqual(
      [
        ['plan_trip', null],
        ['city_climate', 'Lisbon:true'],
      ],
    );
    expect(await read('a week in lisbon. which months are driest?')).toEqual([
      ['plan_trip', null],
      ['city_climate', 'Lisbon:true'],
    ]);
    // Saying rain is disliked asks nothing.
    expect(await read('a week in lisbon, we hate rain')).toEqual([['plan_trip', null]]);
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
    // "Close by" in a chat with a trip: the trip, not "I don't know where you are" (trav-084).
    expect(
      await one('any wineries close by? we dont want to go far', { trip: inRome.trip }),
    ).toMatchObject({ type: 'search_places', near: { type: 'trip' } });
    expect(await one('any restaurants close by?', inRome)).toMatchObject({
      near: { type: 'trip' },
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

  it('answers a yes/no question about a place as a question, never with "how many days" (trav-151, trav-157)', async () => {
    expect(await one('is france on the euro?')).toMatchObject({
      type: 'country_facts',
      aspect: 'currency',
    });
    expect((await one('does texas change the clocks?')).type).toBe('unknown');
    // A question about the traveller's own trip still plans it.
    expect((await one('can we do rome and florence?')).type).toBe('clarify');
    expect((await one('can we do rome and florence in 5 days?')).type).toBe('plan_trip');
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

  it('reads no town from an ordinary word, even after "at"', async () => {
    const p = await plan('3 days in rome, the forum at sunrise and a pool afternoon');
    expect(names(p)).toEqual(['Rome:IT']);
    // Written as a name, or after "in", it still is one.
    expect(names(await plan('2 days in sunrise'))).toEqual(['Sunrise:US']);
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
    // A flight limit from home: Mumbai and Dili were offered for "max 5h flight" (trav-136).
    expect(
      await one('warm beach in december for a family, 7 days, from france, max 5h flight'),
    ).toMatchObject({
      type: 'where_to_go',
      month: 12,
      beach: true,
      flight: { hours: 5, from: 'France', lat: 46, lng: 2, km: 3600 },
    });
  });

  it('reads "is X ok for that?" as a safety question (trav-136)', async () => {
    expect(await one('is portugal ok for that?')).toMatchObject({
      type: 'country_facts',
      aspect: 'safety',
      destination: { name: 'Portugal' },
    });
    // Asking whether something is allowed is no safety question.
    expect((await one('is it ok to bring a stroller in lisbon?')).type).not.toBe('country_facts');
  });

  it('takes the town named over the listed one of its country (trav-136)', async () => {
    const listed = {
      ...emptyPlan(7),
      ambiguous: {
        index: 0,
        phrase: '',
        options: [
          {
            kind: 'city' as const,
            id: 999,
            name: 'Porto',
            countryCode: 'PT',
            countryName: 'Portugal',
            lat: 41.15,
            lng: -8.61,
            score: 1,
            label: 'Porto, Portugal',
          },
        ],
      },
    };
    const intents = await understand(
      'is portugal ok for that? lisbon looks cheap',
      baseContext({ draft: listed }),
    );
    expect(intents.map((i) => i.type)).toEqual(['plan_trip', 'country_facts']);
    const plan = intents[0] as IntentOf<'plan_trip'>;
    expect(plan.destinations.map((d) => d.name)).toEqual(['Lisbon']);
    expect(plan.days).toBe(7);
    // The list's own pick still works by its country alone.
    const [picked] = await understand('portugal sounds good', baseContext({ draft: listed }));
    expect((picked as IntentOf<'plan_trip'>).destinations.map((d) => d.id)).toEqual([999]);
  });

  it('answers visas, tipping and bookings plainly instead of planning', async () => {
    expect(await one('Do I need a visa for Japan?')).toEqual({
      type: 'out_of_scope',
      topic: 'visa',
      aside: false,
    });
    expect(await one('Should I tip in Portugal?')).toEqual({
      type: 'out_of_scope',
      topic: 'tipping',
      aside: false,
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
