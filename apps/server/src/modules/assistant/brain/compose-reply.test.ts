import { daysForBest } from '../builtin/good-sights';
import { describe, expect, it } from 'vitest';
import { composeReply, type CityMonth, type ReplyInput } from './compose-reply';

const plan: ReplyInput = {
  kind: 'plan',
  title: 'Rome',
  days: [
    {
      day: 1,
      stops: [
        { name: 'Colosseum', transport: 'walk', minutesToNext: 12 },
        { name: 'Pantheon', transport: null, minutesToNext: null },
      ],
    },
    { day: 2, stops: [{ name: 'Vatican Museums', transport: null, minutesToNext: null }] },
  ],
  budget: { amount: 1234, currency: 'USD' },
  interests: ['museums', 'restaurants'],
  missingInterests: ['beaches'],
  interestsFromPreferences: false,
};

const month = (m: number, day: number, water: number | null = null): CityMonth => ({
  month: m,
  avg_day: day,
  avg_night: day - 9,
  avg_water: water,
  season: day >= 25 ? 'hot' : day <= 5 ? 'cold' : 'warm',
});
const lisbon = Array.from({ length: 12 }, (_, i) =>
  month(i + 1, [15, 16, 19, 20, 23, 27, 29, 29, 27, 23, 18, 15][i]!, 17),
);

describe('composeReply', () => {
  it('describes a plan from its data only: days, stops, transport, interests and budget', () => {
    const text = composeReply(plan, 'Plan 2 days in Rome with museums');
    expect(text).toContain('Day 1: Colosseum and Pantheon; on foot between stops.');
    expect(text).toContain('Day 2: Vatican Museums.');
    expect(text).toMatch(/museums and galleries and restaurants/);
    expect(text).toContain('I found no beaches there in our catalogue');
    expect(text).toContain('$1,234');
    expect(text).toContain('3 stops');
  });

  it('says where an area with no places of its own was planned from, never "no places"', () => {
    const text = composeReply({ ...plan, around: ['Chefchaouen'] }, '2 nights in chefchaouen');
    expect(text).toContain(
      'I planned Chefchaouen from the best-rated sights within about 55 km of its middle on our map.',
    );
    expect(text).not.toMatch(/no places/);
  });

  it('says plainly what an activity with no kind of place gets, and where a guide offers it', () => {
    const rome = { activity: 'skiing', offered: 'skiing', from: 'Rome' };
    const text = composeReply(
      {
        ...plan,
        activities: [
          { ...rome, here: null, nearest: { name: 'Rieti', countryName: 'Italy', km: 64 } },
          {
            activity: 'bungee jumping',
            offered: 'bungee jumping',
            from: 'Rome',
            here: null,
            nearest: null,
          },
        ],
      },
      'skiing and bungee jumping in Rome, 2 days',
    );
    expect(text).toContain(
      'Our catalogue has no places for skiing in Rome; the nearest town whose Wikivoyage guide mentions skiing is Rieti, Italy, about 64 km from Rome',
    );
    expect(text).toContain(
      'Our catalogue has no places for bungee jumping in Rome, and no town within 150 km of it in the same country that Wikivoyage mentions bungee jumping at.',
    );
    const here = composeReply(
      { ...plan, activities: [{ ...rome, from: 'Innsbruck', here: 'Innsbruck', nearest: null }] },
      'skiing in Innsbruck',
    );
    expect(here).toContain("Wikivoyage's guide to Innsbruck mentions skiing, but our catalogue");
    expect(here).not.toContain('nearest town');
    // Asked before the days are known, the sentence comes ahead of the question.
    expect(
      composeReply(
        {
          kind: 'clarify',
          question: 'How many days would you like to spend in Rome?',
          activities: [{ ...rome, here: null, nearest: null }],
        },
        'skiing in Rome',
      ),
    ).toMatch(/^Our catalogue has no places for skiing in Rome.*How many days would you like/);
  });

  it('never invents a budget, and never claims there is no cost data for a plan', () => {
    const text = composeReply({ ...plan, budget: null }, 'Plan 2 days in Rome');
    expect(text).not.toMatch(/no cost data/);
    expect(text).not.toMatch(/\$\d/);
    expect(composeReply({ kind: 'costs', name: 'Tuvalu', costForWeek: null }, 'costs?')).toBe(
      'I have no cost data for Tuvalu.',
    );
  });

  it('is stable for one message and varies across messages', () => {
    const input: ReplyInput = { kind: 'added', name: 'Louvre Museum', day: 2 };
    expect(composeReply(input, 'add the Louvre to day 2')).toBe(
      composeReply(input, 'add the Louvre to day 2'),
    );
    const variants = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((m) => composeReply(input, m)),
    );
    expect(variants.size).toBeGreaterThan(1);
    for (const v of variants) {
      expect(v).toContain('Louvre Museum');
      expect(v).toContain('day 2');
    }
  });

  it('reports the climate of a month, or of the year, from the rows', () => {
    const october = composeReply(
      { kind: 'climate', city: 'Lisbon', month: 10, months: lisbon },
      'weather in Lisbon in October',
    );
    expect(october).toContain(
      'October in Lisbon: days around 23°C, nights around 14°C, sea around 17°C',
    );
    const year = composeReply(
      { kind: 'climate', city: 'Lisbon', month: null, months: lisbon },
      'x',
    );
    expect(year).toContain('the warmest month is July');
    expect(year).toContain('the coolest is January');
    expect(composeReply({ kind: 'climate', city: 'Nowhere', month: 5, months: null }, 'x')).toBe(
      'I have no climate data for Nowhere.',
    );
  });

  it('compares costs and climate, and names what it lacks', () => {
    const text = composeReply(
      {
        kind: 'compare',
        aspect: 'general',
        month: 7,
        a: { name: 'Lisbon', costForWeek: 700, climate: month(7, 29) },
        b: { name: 'Oslo', costForWeek: 1400, climate: month(7, 21) },
      },
      'compare Lisbon and Oslo',
    );
    expect(text).toContain(
      'Lisbon is cheaper: about $700 for a week against $1,400 in Oslo (50% less).',
    );
    expect(text).toContain('In July, Lisbon is warmer: 29°C by day against 21°C.');
    const missing = composeReply(
      {
        kind: 'compare',
        aspect: 'costs',
        month: null,
        a: { name: 'Lisbon', costForWeek: 700, climate: null },
        b: { name: 'Tuvalu', costForWeek: null, climate: null },
      },
      'x',
    );
    expect(missing).toContain('I have no cost data for Tuvalu');
  });

  it('lists search results and says when there are none', () => {
    const found = composeReply(
      {
        kind: 'search',
        what: 'pizza places',
        near: 'the Colosseum',
        results: [{ name: 'Pizzeria da Michele', rating: 7, cityName: 'Rome' }],
      },
      'pizza near the Colosseum',
    );
    expect(found).toContain('pizza places near the Colosseum');
    expect(found).toContain('Pizzeria da Michele (Rome), rated 7.0');
    expect(
      composeReply({ kind: 'search', what: 'sushi bars', near: 'Valletta', results: [] }, 'x'),
    ).toBe("I couldn't find any sushi bars near Valletta in our catalogue.");
  });

  it('gives facts it has and says which it lacks', () => {
    const text = composeReply(
      {
        kind: 'facts',
        name: 'Pantheon',
        placeKind: 'attraction',
        cityName: 'Rome',
        countryName: 'Italy',
        rating: 8.5,
        categories: ['sights'],
        openingHours: null,
        website: null,
        address: null,
        description: null,
      },
      'tell me about the Pantheon',
    );
    expect(text).toContain('Pantheon is in Rome, Italy (sights).');
    expect(text).toContain('8.5 out of 10');
    expect(text).toMatch(/no opening hours|opening hours aren't in our data/);
  });

  it('answers edits, clarifications and small talk', () => {
    expect(composeReply({ kind: 'swapped', a: 1, b: 2 }, 'swap')).toMatch(/1.*2/);
    expect(composeReply({ kind: 'moved', name: 'Colosseum', fromDay: 2, toDay: 3 }, 'm')).toMatch(
      /Colosseum.*day (2|3).*day (2|3)/,
    );
    expect(
      composeReply({ kind: 'transport', mode: 'railroads', legs: 4, day: null }, 't'),
    ).toContain('by train');
    expect(composeReply({ kind: 'days', days: 5, before: 3 }, 'd')).toMatch(/5 days/);
    expect(composeReply({ kind: 'clarify', question: 'Where would you like to go?' }, 'x')).toBe(
      'Where would you like to go?',
    );
    expect(composeReply({ kind: 'help' }, 'help')).toContain('add the Louvre to day 2');
    expect(composeReply({ kind: 'greeting' }, 'hi')).toMatch(/^(Hi|Hello)/);
  });
  it('gives a time difference in hours and minutes, and answers an unreadable question as one', () => {
    const gap = composeReply(
      {
        kind: 'time_difference',
        a: { name: 'Delhi', zone: 'Asia/Kolkata', minutes: 330 },
        b: { name: 'Kathmandu', zone: 'Asia/Kathmandu', minutes: 345 },
      },
      'time difference delhi kathmandu',
    );
    expect(gap).toMatch(
      /^Delhi is 15 minutes behind Kathmandu today: Delhi UTC\+5:30, Kathmandu UTC\+5:45/,
    );
    const far = composeReply(
      {
        kind: 'time_difference',
        a: { name: 'Sydney', zone: 'Australia/Sydney', minutes: 660 },
        b: { name: 'London', zone: 'Europe/London', minutes: 0 },
      },
      '',
    );
    expect(far).toMatch(/^Sydney is 11 hours ahead of London/);
    expect(composeReply({ kind: 'unknown' }, 'do trams take wheelchairs?')).toMatch(
      /^I can't answer that from our data/,
    );
    expect(composeReply({ kind: 'unknown' }, 'blah blah')).toMatch(
      /didn't get that|not sure what you mean/,
    );
  });
  it('says it has no rainfall figures when asked about rain, not temperatures as if they answered', () => {
    // trav-158 "when's the rainy season in bali" got Jakarta's temperatures and nothing else.
    const months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => ({
      month,
      avg_day: 30,
      avg_night: 23,
      avg_water: 28,
      season: 'hot' as const,
    }));
    const rain = composeReply(
      { kind: 'climate', city: 'Jakarta', of: 'Bali', month: null, months, rain: true },
      "when's the rainy season in bali",
    );
    expect(rain).toMatch(
      /^I have no rainfall figures for Bali, so I can't say which months are wet or dry/,
    );
    expect(
      composeReply({ kind: 'climate', city: 'Jakarta', month: null, months }, 'weather in jakarta'),
    ).not.toMatch(/rainfall/);
  });
  it('says no stop is near the best-placed town rather than "0 lie within 25 km"', () => {
    // trav-131's Lofoten stops lie 55 km from Leknes on average, the only town around them.
    const reply = composeReply(
      {
        kind: 'base',
        of: 'stops',
        total: 24,
        options: [
          { name: 'Leknes', within: 0, meanKm: 55, farthest: { name: 'Bø Church', km: 120 } },
        ],
        runnerUp: null,
        reachKm: 25,
        longDayKm: 100,
        noCar: true,
      },
      "we'll be based in one place, where?",
    );
    expect(reply).toMatch(
      /^Leknes is the best-placed town in our catalogue for your 24 stops, but none lies within 25 km of it: they are on average 55 km away/,
    );
    expect(reply).toContain('The farthest, Bø Church, is 120 km from Leknes');
    expect(reply).toContain('I have no bus or ferry timetables');
    expect(reply).not.toMatch(/\b0 lie\b/);
  });
  it('says a trip stayed as it was when a message to it is not read, and reads "and is that…" as a question', () => {
    // trav-149 "and is that also ok for driving the highlands" got "Sorry, I didn't get that".
    expect(
      composeReply({ kind: 'unknown' }, 'and is that also ok for driving the highlands'),
    ).toMatch(/^I can't answer that from our data/);
    const edit = composeReply(
      { kind: 'unknown', trip: '4 days in Florence' },
      'start each day from our hotel by the station',
    );
    expect(edit).toMatch(
      /^I couldn't read that as a change to your trip, so "4 days in Florence" is unchanged/,
    );
    expect(edit).not.toMatch(/didn't get that|not sure what you mean/);
    expect(composeReply({ kind: 'unknown', trip: '2 days in Edinburgh' }, 'is it steep?')).toMatch(
      /Your trip "2 days in Edinburgh" is unchanged/,
    );
  });
  it('says "or more" for a count that stopped at its cap, and the days for the best of it', () => {
    const reply = composeReply(
      {
        kind: 'days_needed',
        name: 'London',
        offered: null,
        cities: [{ name: 'London', good: 400, capped: true, best: ['Westminster Abbey'], days: 5 }],
        perDay: 4,
        rated: 6,
      },
      'how many days do I need in london',
    );
    // It said "about at least 15 days" (every sight rated 7, four a day).
    expect(reply).toMatch(
      /^London has 400 or more sights rated 6 or more in our catalogue; about 5 days at 4 a day sees the best of them, starting with Westminster Abbey, and the rest are for a longer stay\./,
    );
  });

  it('gives the days a guidebook gives for the sights a city has (trav-145: Lisbon was 1 day)', () => {
    // Sights rated 6 or more within 10 km in the bundle, and a guidebook's days.
    expect(daysForBest(13)).toBe(2); // Porto
    expect(daysForBest(31)).toBe(3); // Prague
    expect(daysForBest(39)).toBe(3); // Lisbon
    expect(daysForBest(138)).toBe(4); // Rome
    expect(daysForBest(400)).toBe(5); // London, counted to its cap
    expect(daysForBest(1)).toBe(1);
    expect(daysForBest(0)).toBe(1);
  });
});
