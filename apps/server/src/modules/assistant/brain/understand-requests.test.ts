import { findCategory } from '@ai-map/osm';
import { describe, expect, it } from 'vitest';
import { type IntentOf } from './intents';
import { names, one, plan, slugs } from './understand.fixtures';
import { understand } from './understand';
import { baseContext } from './test-catalogue';

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
    ['stopping in Kyoto for a night', 2],
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
    // How someone walks is a wish, not the transport (trav-002: every leg on foot).
    const slow = await plan('my dad is in a wheelchair and mum walks slow. 5 days lisbon');
    expect(slow.transport).toBeNull();
    expect((await plan("lisbon 5 days, my mum can't walk far")).transport).toBeNull();
    expect((await plan('lisbon 5 days, walking everywhere')).transport).toBe('walk');
    expect((await plan('cheap 3 day trip to Prague')).budget?.level).toBe('low');
    // A family in a clause of its own, a budget with the symbol after (trav-013).
    const family = await plan(
      'family of 5: a 3yo in a buggy and a 12yo who only cares about football. barcelona 4 days end of may. cheap eats please, about 1800€ on the ground',
    );
    expect(family).toMatchObject({ travellers: 5, family: true });
    expect(family.budget).toMatchObject({ amount: 1800, currency: 'EUR' });
    expect(family.activities?.map((a) => a.activity)).toEqual(['football']);
    expect((await plan('luxury week in Lisbon')).budget?.level).toBe('high');
    expect((await plan('Lisbon 4 days, 2000 dollars per person')).budget).toMatchObject({
      amount: 2000,
      currency: 'USD',
      perPerson: true,
    });
    expect((await plan('Lisbon 4 days for 3 people, packed schedule')).travellers).toBe(3);
    expect((await plan('Lisbon 4 days, packed schedule')).pace).toBe('packed');
    expect((await plan('going solo to Kyoto for a week')).travellers).toBe(1);
    // trav-001: "That fits your €2,500" was one person's cost for a family of four.
    expect(
      (await plan('me + my wife + our 2 kids (6 and 9) want 4 days in copenhagen, about 2500 eur'))
        .travellers,
    ).toBe(4);
    expect((await plan('me & my husband, 3 days in Lisbon')).travellers).toBe(2);
  });

  it('never says "no trip to change yet" beside the plan it makes (trav-019)', async () => {
    const intents = await understand(
      '3 weeks in italy in november. not our first time so skip rome pls, we love rural stuff',
      baseContext(),
    );
    expect(intents.map((i) => i.type)).toContain('plan_trip');
    expect(JSON.stringify(intents)).not.toMatch(/no trip to change/);
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
    // A request with a wish but no length is planned at a length the planner chooses and says
    // (plan-step.ts); a bare name with nothing else is asked about.
    const chosen = await plan('Plan a trip to Rome with museums');
    expect(chosen).toMatchObject({ type: 'plan_trip', days: null });
    const noDays = (await one('Rome')) as IntentOf<'clarify'>;
    expect(noDays).toMatchObject({ type: 'clarify', missing: 'days' });
    expect(noDays.question).toBe('How many days would you like to spend in Rome?');
    const done = await plan('4 days', { draft: noDays.draft! });
    expect(names(done)).toEqual(['Rome:IT']);
    expect(done.days).toBe(4);
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
    // A sight named with it settles which (trav-055: "hamilton … we're going to see hobbiton").
    expect(names(await plan('santiago for 3 days, we want to see the portico da gloria'))).toEqual([
      'Santiago de Compostela:ES',
    ]);
    // Beaches in January want a southern summer: Chile's capital, not Compostela (trav-063).
    expect(
      names(await plan('santiago 5 days in january, want beaches close by + wine valleys')),
    ).toEqual(['Santiago:CL']);
    // Alone, "Santiago" may be Chile's capital or Santiago de Compostela: asked.
    const alone = (await one('a weekend in Santiago')) as IntentOf<'clarify'>;
    expect(alone.type).toBe('clarify');
    expect(alone.question).toMatch(
      /^Did you mean Santiago, Chile, Santiago de Querétaro, Mexico, .*Santiago de Compostela, Spain/,
    );
  });

  it('reads a name as the place travellers mean when its namesakes are towns few visit', async () => {
    // San Francisco in Mexico ranks 26,782nd among the world's cities by tourism; California's 466th.
    expect(names(await plan('san francisco 4 days'))).toEqual(['San Francisco:US']);
    // The island of Bali, not the Cameroonian town.
    expect(names(await plan('6 days in bali, honeymoon'))).toEqual(['Bali:ID']);
    // Two well-visited cities of one name are still asked about.
    const cordoba = (await one('córdoba for 4 days')) as IntentOf<'clarify'>;
    expect(cordoba.question).toMatch(/^Did you mean Córdoba, Argentina or Córdoba, Spain\?/);
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
    // A performance with venues the catalogue does not file (trav-094 lost the flamenco).
    const seville = await plan('rome 2 days, colosseum, flamenco, tapas');
    expect(seville.activities?.map((a) => a.activity)).toEqual(['flamenco']);
    const asked = (await one('snowboarding and surfing in Lisbon')) as IntentOf<'clarify'>;
    expect(asked.missing).toBe('days');
    expect(asked.draft?.activities?.map((a) => a.activity)).toEqual(['snowboarding', 'surfing']);
    // The wish survives the answer to "How many days…?".
    const answered = await plan('4 days', { draft: asked.draft! });
    expect(answered.activities?.map((a) => a.activity)).toEqual(['snowboarding', 'surfing']);
  });

  it('reads the wishes travellers write that are no kind of place, so none is dropped without a word', async () => {
    // trav-013, 014, 081, 113, 131, 180: football, mezcal, lucha libre, dunes, biking, the
    // northern lights and a spa were planned as if never said.
    const activities = async (message: string) =>
      (await plan(message)).activities?.map((a) => a.activity);
    expect(await activities('rome 3 days, our son (12) wants to see a football match')).toEqual([
      'football',
    ]);
    expect(await activities('paris 4 days, mezcal bars and lucha libre')).toEqual([
      'mezcal',
      'lucha libre',
    ]);
    expect(await activities('rome 4 days, the kids want sand dunes and biking')).toEqual([
      'sand dunes',
      'cycling',
    ]);
    expect(await activities('paris 3 days in january, we want hot springs or a spa')).toEqual([
      'hot springs and spas',
    ]);
    expect(await activities('rome 6 days, chasing the northern lights')).toEqual([
      'the northern lights',
    ]);
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

  it('reads names ending in "Town" or joined by "of", and a message that opens with a name', async () => {
    expect(names(await plan('5 days in Cape Town'))).toEqual(['Cape Town:ZA']);
    expect(names(await plan('9 days on the Isle of Man, we like walking'))).toEqual([
      'Isle of Man:IM',
    ]);
    expect(names(await plan('Nice in February, 4 days'))).toEqual(['Nice:FR']);
    expect(names(await plan('Split for 3 days'))).toEqual(['Split:HR']);
    expect((await one('nice to meet you')).type).not.toBe('plan_trip');
  });

  it('forgives one slip in a long name of no English word, not a word read as a town', async () => {
    expect(names(await plan('cappadoccia 4 days'))).toEqual(['Cappadocia:TR']);
    // "sunrises" is a word one letter from Sunrise, Florida: no trip there.
    expect((await one('4 days of sunrises, somewhere warm')).type).not.toBe('plan_trip');
  });

  it('plans for the place a search beside it names', async () => {
    const intents = await understand(
      'museums near Paris? 3 days with the kids in May',
      baseContext(),
    );
    expect(intents.map((i) => i.type)).toContain('plan_trip');
    const p = intents.find((i) => i.type === 'plan_trip') as IntentOf<'plan_trip'>;
    expect(names(p)).toEqual(['Paris:FR']);
  });

  it('keeps a wish said in a clause of its own with the place named in another', async () => {
    // "Mix of beach and mountains, mid june" was answered with İzmir and Alexandria (trav-020).
    const intents = await understand(
      '14 days in spain with a rental car. mix of beach and mountains, mid june',
      baseContext(),
    );
    expect(intents.map((i) => i.type)).toEqual(['plan_trip']);
    const p = intents[0] as IntentOf<'plan_trip'>;
    expect(names(p)).toEqual(['Spain:ES']);
    expect(slugs(p)).toEqual(['beaches', 'peaks']);
    expect(p.when?.month).toBe(6);
    // With no place named, the wish still asks where to go.
    expect((await one('somewhere warm in june, beaches. 10 days')).type).toBe('where_to_go');
  });

  it('asks no "which city?" or "where should I look?" beside the plan of a place', async () => {
    for (const text of [
      'we dont fly (climate thing). from london, 10 days in rome, early september',
      'barcelona 4 days end of may. cheap eats please, about 1800€ on the ground',
    ]) {
      const intents = await understand(text, baseContext());
      expect(intents.map((i) => i.type)).toEqual(['plan_trip']);
    }
  });

  it('keeps an indoor trip indoors, and a baby or a buggy makes a family (trav-009)', async () => {
    const p = await plan(
      'rome in august with my husband and our 8 month old, 5 days. need stuff indoors and pram friendly',
    );
    expect(p.family).toBe(true);
    expect(p.avoid).toEqual(expect.arrayContaining(['parks', 'gardens', 'zoos', 'theme-parks']));
    expect((await plan('3 days in rome with museums')).avoid).toEqual([]);
  });

  it('reads coast walks and whisky as activities, and an outing walk as no transport', async () => {
    const p = await plan('6 days in lisbon, we love coast walks and whisky');
    expect(p.activities?.map((a) => a.activity)).toEqual(['coast walks', 'whisky distilleries']);
    expect(p.transport).toBeNull();
    expect((await plan('3 days in rome, we will walk everywhere')).transport).toBe('walk');
    // A budget "excluding flights" asks for no flying (trav-004 went Tokyo → Kyoto by plane).
    const edge = await plan('rome 5 days, budget 350k yen for the two of us excluding flights');
    expect(edge.transport).toBeNull();
    expect(edge.wishes ?? []).toEqual([]);
    // Wine valleys are a day among vineyards, not a wine shop (trav-063).
    const wine = await plan('5 days in lisbon, beaches + wine valleys');
    expect(slugs(wine)).toEqual(['beaches']);
    expect(wine.activities?.map((a) => a.activity)).toEqual(['wine tasting']);
  });
});
