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
    expect(eiffel).toBe(6.5);
    expect(hagiaSophia).toBeGreaterThan(5.5);
    expect(hagiaSophia).toBeLessThan(eiffel);
    expect(officeTower).toBe(4);
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
  it('counts an article or an item once: either says the place is described, not how famous', () => {
    const both = ratePlace({ ...none, wikidata: 'Q28403441', wikipedia: true });
    expect(both).toBe(ratePlace({ ...none, wikidata: 'Q28403441' }));
    expect(ratePlace({ ...none, wikipedia: true })).toBe(4);
  });
  it('reads a long article as weak fame: capped at 2.5, below visitors and page views', () => {
    const article = (length: number) => ratePlace({ ...none, articleLength: length });
    expect(article(1_000)).toBe(3);
    expect(article(2_500)).toBeGreaterThan(3);
    expect(article(15_000)).toBeGreaterThan(article(5_000));
    expect(article(100_000)).toBe(5.5);
    expect(article(2_000_000)).toBe(5.5);
    expect(ratePlace({ ...none, visitors: 10_000_000 })).toBeGreaterThan(article(2_000_000));
    expect(ratePlace({ ...none, pageviews: 2_000_000 })).toBe(6);
  });
  it('adds the best fame measure whole and the second at 0.3, never all of them', () => {
    const rated = ratePlace({ ...none, pageviews: 2_000_000, articleLength: 100_000 });
    expect(rated).toBe(Math.round((3 + 3 + 0.3 * 2.5) * 10) / 10);
  });
  it('lets a count of people decide over the hints: a little-read palace is not famous again by its early item', () => {
    // Kinsky Palace: Q27017 (an early item, +1.9) but 8,600 page views a year (below the 20,000
    // where views start to count). The views decide; the item counts as the second measure.
    const early = ratePlace({ ...none, wikidata: 'Q27017' });
    const counted = ratePlace({ ...none, wikidata: 'Q27017', pageviews: 8_600 });
    expect(counted).toBeLessThan(early);
    expect(counted).toBe(
      Math.round((3 + 1 + 0 + 0.3 * ((Math.log10(3e7) - Math.log10(27017)) * 0.625)) * 10) / 10,
    );
    // A much-read one keeps its fame.
    expect(ratePlace({ ...none, wikidata: 'Q27017', pageviews: 700_000 })).toBeGreaterThan(early);
  });
  it('puts a cathedral, a World Heritage Site and a complex of many parts above a plain sight', () => {
    const plain = ratePlace({ ...none, articleLength: 20_000 });
    expect(ratePlace({ ...none, articleLength: 20_000, categoryPrior: 1.2 })).toBe(
      Math.round((plain + 1.2) * 10) / 10,
    );
    expect(ratePlace({ ...none, articleLength: 20_000, categoryPrior: 9 })).toBe(
      Math.round((plain + 1.5) * 10) / 10,
    );
    expect(ratePlace({ ...none, heritage: true, worldHeritage: true })).toBe(5);
    expect(ratePlace({ ...none, mentions: 2 })).toBe(3.6);
    expect(ratePlace({ ...none, mentions: 30 })).toBe(4.5);
    // A café is not a cathedral: priors are for sights.
    expect(ratePlace({ ...none, kind: 'food', categoryPrior: 1.2 })).toBe(4.5);
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
