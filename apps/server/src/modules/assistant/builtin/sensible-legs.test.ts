import { haversineKm } from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, countries, places } from '../../../db/schema';
import { createTestApp } from '../../../test-support/test-app';
import { sightRow } from '../../../test-support/catalogue-rows';
import { sayToBuiltinBrain } from './builtin-chat.fixtures';
import { stopsOf } from '../tools/trip-summary';

/**
 * Issue 29: a museum day is one stop with its rooms, not four stops; "go by train" or "by car"
 * keeps the legs between neighbouring stops on foot, and the reply says what it did.
 */
describe('sensible legs, complexes and one cost in the built-in brain', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
    const db = t.database.db;
    const [paris] = await db.select().from(cities).where(eq(cities.name, 'Paris'));
    const [france] = await db.select().from(countries).where(eq(countries.iso2, 'FR'));
    // A museum with its chapel, a hall and apartments 150–400 m off (the Vatican Museums'
    // pattern), and two sights of their own 120 m apart by the Seine.
    const sight = (name: string, lat: number, lng: number, categories: string[], rating: number) =>
      sightRow({
        sourceId: name,
        name,
        lat,
        lng,
        countryId: france!.id,
        cityId: paris!.id,
        categories,
        rating,
      });
    await db
      .insert(places)
      .values([
        sight('Lumière Chapel', 48.874, 2.34, ['churches', 'religion'], 9.8),
        sight('Musée Lumière', 48.876, 2.341, ['museums'], 9.7),
        sight('Hall of Lumière Maps', 48.8752, 2.3425, ['museums'], 9.6),
        sight('Royal Apartments of Lumière', 48.8748, 2.339, ['museums'], 9.5),
        sight('Pont Neuf Steps', 48.8575, 2.3413, ['sights'], 9.4),
        sight('Square du Vert-Galant', 48.8573, 2.3397, ['parks'], 9.3),
      ]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  async function say(...messages: string[]) {
    const { answer, trip, code } = await sayToBuiltinBrain(t, ...messages);
    return { answer, trip: trip!, stops: stopsOf(trip!), code };
  }

  /** The Trip tab's figure: GET planner/trips/{id}/budget/, as the web app reads it. */
  async function tripTabBudget(tripId: number, code: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ai_map/planner/trips/${tripId}/budget/?planner_access_code=${code}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ total: number; includes: string }>();
  }

  const dollars = (total: number) => `$${total.toLocaleString('en-US')}`;

  it('says the same total as the Trip tab after a plan and after an edit changed it (issue 29)', async () => {
    const planned = await say('2 days in Paris');
    const first = await tripTabBudget(planned.trip.id, planned.code);
    expect(planned.answer).toContain(`${dollars(first.total)} per person`);
    expect(first.includes).toMatch(/^One traveller, 2 days: /);

    const edited = await say('2 days in Paris', 'go by car');
    const before = await tripTabBudget(edited.trip.id, edited.code);
    // The edit changed the legs, so the cost: the reply says the Trip tab's new figure.
    expect(edited.answer).toMatch(
      new RegExp(
        `The estimate is now \\${dollars(before.total)} per person \\(it was \\$[\\d,]+\\)\\.`,
      ),
    );
  });

  it('plans a museum and its chapel, hall and apartments as one stop, and names its parts', async () => {
    const { answer, stops } = await say('2 days in Paris');
    const names = stops.map((s) => s.name);
    expect(names).toContain('Musée Lumière');
    for (const part of ['Lumière Chapel', 'Hall of Lumière Maps', 'Royal Apartments of Lumière'])
      expect(names).not.toContain(part);
    expect(answer).toMatch(
      /Musée Lumière \([^)]*with Lumière Chapel, Hall of Lumière Maps and Royal Apartments of Lumière\)/,
    );
  });

  it('"go by train" keeps the legs between neighbouring stops on foot and says so', async () => {
    const { answer, stops } = await say('2 days in Paris', 'go by train');
    const legs = stops.slice(0, -1).map((s, i) => ({
      km: haversineKm(s.geo_points, stops[i + 1]!.geo_points),
      mode: s.next_point_transport_type,
    }));
    const short = legs.filter((l) => l.km <= 1.5);
    expect(short.length).toBeGreaterThan(0);
    expect(short.every((l) => l.mode === 'walk')).toBe(true);
    expect(legs.every((l) => l.mode !== 'railroads')).toBe(true);
    expect(answer).toMatch(/^No leg suits going by train: the stops are too close together/);
    expect(answer).toContain(
      `${short.length === 1 ? '1 leg' : `${short.length} legs`} of 1.5 km or less ${short.length === 1 ? 'goes' : 'go'} on foot.`,
    );
  });

  it('"2 days in Paris by train" keeps the plan\'s legs on foot, says why, and quotes the Trip tab', async () => {
    const { answer, trip, stops, code } = await say('2 days in Paris by train');
    expect(stops.every((s) => s.next_point_transport_type !== 'railroads')).toBe(true);
    // The wish is answered, not dropped: no leg suits a train inside one city.
    expect(answer).toMatch(/No leg suits going by train: the stops are too close together/);
    const tab = await tripTabBudget(trip.id, code);
    expect(answer).toContain(`${dollars(tab.total)} per person`);
  });

  it('"Paris and Marseille by train" takes the train between the cities, and walks in town', async () => {
    const db = t.database.db;
    const [marseille] = await db.select().from(cities).where(eq(cities.name, 'Marseille'));
    const [france] = await db.select().from(countries).where(eq(countries.iso2, 'FR'));
    await db.insert(places).values(
      sightRow({
        sourceId: 'Fort Saint-Jean Steps',
        name: 'Fort Saint-Jean Steps',
        lat: 43.2955,
        lng: 5.3611,
        countryId: france!.id,
        cityId: marseille!.id,
        rating: 9.2,
      }),
    );
    const { answer, trip, stops, code } = await say('3 days in Paris and Marseille by train');
    const legs = stops.slice(0, -1).map((s, i) => ({
      km: haversineKm(s.geo_points, stops[i + 1]!.geo_points),
      mode: s.next_point_transport_type,
    }));
    const between = legs.filter((l) => l.km > 300);
    expect(between).toHaveLength(1);
    expect(between[0]!.mode).toBe('railroads');
    expect(legs.filter((l) => l.km <= 1.5).every((l) => l.mode === 'walk')).toBe(true);
    expect(answer).toMatch(/\b1 leg now goes by train\./);
    // The train changed the legs before the estimate was read: one figure in chat and tab.
    const tab = await tripTabBudget(trip.id, code);
    expect(answer).toContain(`${dollars(tab.total)} per person`);
  });

  it('"go by car" drives the longer legs and walks the short ones', async () => {
    const { answer, stops } = await say('2 days in Paris', 'go by car');
    const legs = stops.slice(0, -1).map((s, i) => ({
      km: haversineKm(s.geo_points, stops[i + 1]!.geo_points),
      mode: s.next_point_transport_type,
    }));
    const long = legs.filter((l) => l.km > 1.5);
    expect(long.length).toBeGreaterThan(0);
    expect(long.every((l) => l.mode === 'car')).toBe(true);
    expect(legs.filter((l) => l.km <= 1.5).every((l) => l.mode === 'walk')).toBe(true);
    expect(answer).toMatch(new RegExp(`^${long.length} legs? now go(es)? by car\\.`));
  });
});
