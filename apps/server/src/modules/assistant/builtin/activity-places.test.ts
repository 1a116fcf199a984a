import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places } from '../../../db/schema';
import { createTestApp } from '../../../test-support/test-app';
import { sightRow, testParis } from '../../../test-support/catalogue-rows';
import { stopsOf } from '../tools/trip-summary';
import { getBudget } from '../../planner/trips.service';
import { contextOf } from '../../../test-support/test-context';
import { sayToBuiltinBrain } from './builtin-chat.fixtures';

/**
 * An activity no kind of place serves ("hot springs") is served by a sight named for it within a
 * day out (trav-019: Japan's onsen were in the catalogue, and the reply said it had none): the
 * plan takes it, and the reply says so instead of "our catalogue has no places for …".
 */
describe('a sight named for an asked activity', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
    const db = t.database.db;
    const { row: paris } = await testParis(db);
    const sight = (name: string, lat: number, lng: number, rating: number) =>
      sightRow({
        sourceId: `activity-${name}`,
        name,
        lat,
        lng,
        countryId: paris.countryId,
        cityId: paris.id,
        categories: ['sights'],
        rating,
      });
    await db.insert(places).values([
      // 17 km from Paris, rated below anything a plan would pick for itself.
      sight('Thermes du Testeur', 48.72, 2.45, 2.5),
      sight('Thermal Baths of Testville', 48.75, 2.3, 3.0),
      // Too far for a day out (about 110 km).
      sight('Onsen Lointain', 49.85, 2.35, 3.5),
      // A place named for elephants is no place to see them; an orphanage is.
      sight('Elephant Pass Test Fort', 48.8, 2.4, 9),
      sight('Testville Elephant Orphanage', 48.78, 2.42, 2),
      // Better sights than a 3-day plan holds: the baths come in only because they were asked.
      ...Array.from({ length: 14 }, (_, k) =>
        sight(`Monument du Test ${k}`, 48.85 + k / 500, 2.33 + k / 500, 8),
      ),
    ]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('plans the best-rated one within a day out and says so', async () => {
    const { answer, trip } = await sayToBuiltinBrain(
      t,
      '3 days in paris, we want hot springs or a spa',
    );
    const names = stopsOf(trip!).map((stop) => stop.name);
    expect(names).toContain('Thermal Baths of Testville');
    expect(answer).toContain(
      'For hot springs and spas, I put Thermal Baths of Testville (about 12 km from Paris) in the plan.',
    );
    expect(answer).not.toMatch(/no places for hot springs/);
  });

  it("names the best one of a country trip, where it is (trav-019: Japan's onsen)", async () => {
    const { answer } = await sayToBuiltinBrain(t, '10 days in france, we want hot springs');
    expect(answer).toMatch(
      /For hot springs and spas, (?:I put Onsen Lointain \(in Paris\) in the plan|our catalogue has Onsen Lointain, in Paris: say "add Onsen Lointain")/,
    );
    expect(answer).not.toMatch(/no places for hot springs/);
  });

  it('takes a sanctuary for elephants, not a place named after them (trav-023)', async () => {
    const { answer } = await sayToBuiltinBrain(t, '3 days in paris, the kids want elephants');
    expect(answer).toContain('For elephants, I put Testville Elephant Orphanage');
    expect(answer).not.toMatch(/For elephants[^.]*Pass/);
  });

  it("puts a country's sight for it in the plan when the route passes near (trav-023)", async () => {
    // The orphanage is rated below every sight the plan takes, 8 km from its stops; 6 days
    // leave room under the family pace's 3 stops a day.
    const { answer, trip, code } = await sayToBuiltinBrain(
      t,
      '6 days in france, the kids want elephants',
    );
    expect(answer).toMatch(
      /For elephants, I put Testville Elephant Orphanage \(in [^)]+\) in the plan\./,
    );
    expect(stopsOf(trip!).map((stop) => stop.name)).toContain('Testville Elephant Orphanage');
    // The estimate quoted is the trip's with the orphanage in it.
    const budget = await getBudget(contextOf(t), { userId: null, accessCode: code }, trip!.id);
    expect(answer).toContain(`$${Math.round(budget.total).toLocaleString('en-US')} per person`);
  });

  it('still says plainly when no sight is named for the activity', async () => {
    const { answer } = await sayToBuiltinBrain(t, '3 days in paris, we want a hammam');
    expect(answer).toMatch(/Our catalogue has no places for hammams in Paris/);
  });
});
