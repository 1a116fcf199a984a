import { describe, expect, it } from 'vitest';
import { plausibleVisitors, ratePlace, type RatingSignals, sitelinkBonus } from './rating';

const none: RatingSignals = {
  kind: 'attraction',
  visitors: null,
  wikipedia: false,
  wikidata: null,
  heritage: false,
  listedAttraction: false,
  guideMention: false,
  details: 0,
};

describe('ratePlace', () => {
  it('starts sights at 3 and other kinds at 4.5', () => {
    expect(ratePlace(none)).toBe(3);
    expect(ratePlace({ ...none, kind: 'food' })).toBe(4.5);
  });
  it('adds visitors on a log scale, 0 at 3,000 and capped at 3 from 10 million', () => {
    expect(ratePlace({ ...none, visitors: 3_000 })).toBe(3);
    expect(ratePlace({ ...none, visitors: 1_000_000 })).toBe(5.1);
    expect(ratePlace({ ...none, visitors: 10_000_000 })).toBe(6);
    expect(ratePlace({ ...none, visitors: 500_000_000 })).toBe(6);
  });
  it('ranks older Wikidata items (known worldwide) above recent ones', () => {
    const eiffel = ratePlace({ ...none, wikidata: 'Q243' });
    const hagiaSophia = ratePlace({ ...none, wikidata: 'Q12506' });
    const officeTower = ratePlace({ ...none, wikidata: 'Q28403441' });
    expect(eiffel).toBe(6);
    expect(hagiaSophia).toBeGreaterThan(5);
    expect(hagiaSophia).toBeLessThan(eiffel);
    expect(officeTower).toBe(3.5);
  });
  it('spreads a famous sight and a plain one far apart', () => {
    const colosseum = ratePlace({
      ...none,
      visitors: 7_400_000,
      wikidata: 'Q10285',
      wikipedia: true,
      heritage: true,
      listedAttraction: true,
      guideMention: true,
    });
    expect(colosseum).toBe(10);
    expect(ratePlace({ ...none, listedAttraction: true })).toBe(3.5);
  });
  it('never leaves 0–10', () => {
    expect(
      ratePlace({
        ...none,
        visitors: 1e9,
        wikipedia: true,
        wikidata: 'Q1',
        heritage: true,
        guideMention: true,
        details: 9,
      }),
    ).toBe(10);
  });
});

describe('plausibleVisitors', () => {
  it('drops figures no single building reaches', () => {
    expect(plausibleVisitors(30_000_000, 'Pantheon', 'tourist_attraction')).toBeNull();
    expect(plausibleVisitors(12_000_000, 'Notre-Dame de Paris', 'tourist_attraction')).toBe(
      12_000_000,
    );
  });
  it('allows footfall counts for open spaces and caps museums lower', () => {
    expect(plausibleVisitors(40_000_000, 'Central Park', 'tourist_attraction')).toBe(40_000_000);
    expect(plausibleVisitors(100_000_000, 'Avenue des Champs-Élysées', null)).toBeNull();
    expect(plausibleVisitors(10_200_000, 'Louvre Museum', 'museum')).toBe(10_200_000);
    expect(plausibleVisitors(15_000_000, 'Some Museum', 'museum')).toBeNull();
  });
  it('treats missing and non-positive figures as unknown', () => {
    expect(plausibleVisitors(undefined, 'X', null)).toBeNull();
    expect(plausibleVisitors(0, 'X', null)).toBeNull();
  });
});

describe('sitelinkBonus', () => {
  it('adds nothing up to 10 sitelinks and up to 1.5 from 200, in tenths', () => {
    expect(sitelinkBonus(null)).toBe(0);
    expect(sitelinkBonus(10)).toBe(0);
    expect(sitelinkBonus(30)).toBe(0.6);
    expect(sitelinkBonus(150)).toBe(1.4);
    expect(sitelinkBonus(200)).toBe(1.5);
    expect(sitelinkBonus(5000)).toBe(1.5);
  });
});
