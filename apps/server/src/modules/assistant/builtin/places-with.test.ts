import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, countries, places } from '../../../db/schema';
import { createTestApp } from '../../../test-support/test-app';
import { sightRow } from '../../../test-support/catalogue-rows';
import { soughtSight } from '../brain/places-with';
import { emptyPlan } from '../brain/empty-plan';
import type { Toolbox } from '../tools/toolbox';
import { placesWithStep } from './places-with-step';
import { sayToBuiltinBrain } from './builtin-chat.fixtures';

/**
 * "Somewhere with pyramids that isn't Egypt, 10 days" (trav-137 got "Where would you like to
 * go?"): the countries with sights of that kind, best first, outside those left out, as a
 * choice the next message can pick by number.
 */
describe('somewhere with a kind of sight', () => {
  it('reads the kind of sight asked for, not people or days', () => {
    expect(soughtSight("somewhere with pyramids that isn't egypt, 10 days")).toEqual({
      plural: 'pyramids',
      word: 'pyramid',
    });
    expect(soughtSight('a place with volcanoes for 8 days')?.word).toBe('volcano');
    expect(soughtSight('somewhere with churches')?.word).toBe('church');
    expect(soughtSight('somewhere with friends for a week')).toBeNull();
    expect(soughtSight('3 days in Paris with pyramids')).toBeNull();
  });

  it('keeps a "Did you mean …?" question about a place named (trav-058, 062, 063)', async () => {
    const draft = {
      ...emptyPlan(3),
      interests: [
        { category: 'gardens', tree: 'attraction' as const, word: 'gardens', related: [] },
      ],
      destinations: [
        {
          kind: 'city' as const,
          id: 1,
          name: 'Victoria',
          countryCode: 'CA',
          countryName: 'Canada',
          lat: 48.4,
          lng: -123.4,
          score: 1,
        },
      ],
    };
    const intent = {
      type: 'clarify' as const,
      question: 'Did you mean Victoria, Canada or Victoria, Australia?',
      missing: 'destination' as const,
      draft,
    };
    // Returns before any catalogue look-up: no toolbox is needed.
    expect(await placesWithStep({} as Toolbox, intent)).toBeNull();
  });

  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
    const db = t.database.db;
    const [valletta] = await db.select().from(cities).where(eq(cities.slug, 'valletta'));
    const [france] = await db.select().from(countries).where(eq(countries.iso2, 'FR'));
    const sight = (name: string, countryId: number, categories: string[], rating: number) =>
      sightRow({
        sourceId: `pyramid-${name}`,
        name,
        lat: 35.9,
        lng: 14.5,
        countryId,
        categories,
        rating,
      });
    await db.insert(places).values([
      sight('Pyramid of Testlan', valletta!.countryId, ['archaeological-sites'], 7),
      sight('Small Pyramids of Testlan', valletta!.countryId, ['archaeological-sites'], 6),
      sight('Louvre Test Pyramid', france!.id, ['sights'], 6.5),
      // Named like one, but no pyramid: a peak and an office tower.
      sight('Pyramid Peak', france!.id, ['peaks', 'nature'], 9),
      sight('Pyramid Tower', france!.id, ['towers', 'architecture'], 9),
    ]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists the countries with such sights, best first, and plans the one picked', async () => {
    const { answer } = await sayToBuiltinBrain(t, 'somewhere with pyramids, 10 days');
    expect(answer).toBe(
      'Countries with pyramids in our catalogue, best first: 1. Malta: Pyramid of Testlan and Small Pyramids of Testlan. 2. France: Louvre Test Pyramid. Say "10 days in Malta", or its number, and I\'ll plan it.',
    );
    const picked = await sayToBuiltinBrain(t, 'somewhere with pyramids, 10 days', 'number 1');
    expect(picked.trip).not.toBeNull();
    expect(picked.answer).toMatch(/Malta/);
  });

  it('leaves out the country said not to be it', async () => {
    const { answer } = await sayToBuiltinBrain(
      t,
      "somewhere with pyramids that isn't malta, for a week",
    );
    expect(answer).toMatch(
      /^Countries with pyramids in our catalogue outside Malta, best first: 1\. France: Louvre Test Pyramid\./,
    );
    expect(answer).toMatch(/Say "7 days in France"/);
  });
});
