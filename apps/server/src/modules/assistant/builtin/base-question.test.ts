import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, places } from '../../../db/schema';
import { createTestApp } from '../../../test-support/test-app';
import { sightRow, testParis } from '../../../test-support/catalogue-rows';
import { sayToBuiltinBrain } from './builtin-chat.fixtures';

/**
 * Where to stay: "Keswick or Windermere as base?" (trav-064) and "is Positano or Sorrento a
 * better base without a car" (trav-167) got a climate summary or a counter-question, and "we'll be
 * based in one place, where?" (trav-131) Lofoten's temperatures. The towns are weighed by the
 * stops (or, with no trip, the best sights around them) within an easy outing (base-step.ts).
 */
describe('where to base a trip', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
    const db = t.database.db;
    const { row: paris, town } = await testParis(db);
    await db.insert(cities).values(
      town({
        geonames_id: 2969679,
        slug: 'versailles',
        name: 'Versailles',
        population: 85_000,
        lat: 48.8049,
        lng: 2.1204,
        wikivoyage: 'Versailles',
        popularity_in_world: 900,
      }),
    );
    const sight = (name: string, lat: number, lng: number) =>
      sightRow({
        sourceId: `base-${name}`,
        name,
        lat,
        lng,
        countryId: paris.countryId,
        categories: ['history'],
        rating: 8,
      });
    // West of Versailles: 12–17 km from it, 30–35 km from Paris.
    await db
      .insert(places)
      .values([
        sight('Château de Testailles', 48.8049, 2.1204),
        sight('Abbaye du Test', 48.8, 1.95),
        sight('Moulin du Test', 48.75, 1.98),
        sight('Forêt du Test', 48.85, 1.9),
      ]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('weighs two towns named with no trip by the sights around them, and says what it cannot check', async () => {
    const { answer, trip } = await sayToBuiltinBrain(
      t,
      'is versailles or paris a better base without a car?',
    );
    expect(trip).toBeNull();
    expect(answer).toMatch(/^Of the \d+ best-rated sights around them in our catalogue, /);
    expect(answer).toMatch(/6 within 25 km of Versailles .* and 3 within 25 km of Paris/);
    expect(answer).toContain('By that count Versailles is the better base.');
    expect(answer).toContain('I have no bus or ferry timetables');
    expect(answer).toContain('no hotel prices');
  });

  it('picks the town nearest a trip’s stops and leaves the trip as it was', async () => {
    const { answer, trip } = await sayToBuiltinBrain(
      t,
      '2 days in Paris',
      "we'll be based in one place, where? we don't want to pack every day",
    );
    expect(answer).toMatch(
      /^For your \d+ stops, (?:Paris|Versailles) is the best base in our catalogue: \d+ lie within 25 km of it/,
    );
    expect(answer).not.toMatch(/warmest month|°C/);
    expect(trip!.duration_days).toBe(2);
  });
});
