import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places } from '../../../db/schema';
import {
  type FakeOverpassElement,
  startFakeOverpass,
  syntheticCity,
} from '../../../test-support/fake-overpass';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { inArray } from 'drizzle-orm';
import { stopsOf } from '../tools/trip-summary';
import { sayToBuiltinBrain } from './builtin-chat.fixtures';

/**
 * Issue 27 §3: with connected mode on, a plan for a destination whose places were never fetched
 * fetches them during the turn (waiting a bounded time) and plans with them; offline, a thin plan
 * says where its places come from and that a connected server would know more.
 */
const MARSEILLE = { lat: 43.2965, lng: 5.3698 };
type FakeOverpass = Awaited<ReturnType<typeof startFakeOverpass>>;

async function restaurantsOf(t: TestApp, stopPlaceIds: number[]) {
  if (!stopPlaceIds.length) return [];
  return t.database.db
    .select({ name: places.name, source: places.source, kind: places.kind })
    .from(places)
    .where(inArray(places.id, stopPlaceIds));
}

/**
 * The app on the test catalogue in connected mode, fetching from a fake Overpass that answers
 * `elements` after `delayMs`; both are filled in before the tests run.
 */
function useConnectedApp(elements: FakeOverpassElement[], delayMs = 0) {
  const live = {} as { overpass: FakeOverpass; t: TestApp };
  beforeAll(async () => {
    live.overpass = await startFakeOverpass(elements, { delayMs });
    live.t = await createTestApp({
      catalogue: true,
      env: { OFFLINE: 'false', OVERPASS_URL: live.overpass.url, OVERPASS_MIN_INTERVAL_S: '0' },
    });
  }, 60_000);
  afterAll(async () => {
    // The fake first: its held answers end, so the app's fetches stop before the app closes.
    await live.overpass?.close();
    await live.t?.close();
  });
  return live;
}

describe('a plan from live data (connected mode)', () => {
  const live = useConnectedApp(syntheticCity(MARSEILLE, 200, { prefix: 'Marseille' }));

  it('"3 days in Marseille with food" plans restaurants fetched during the turn, and says so', async () => {
    // The test catalogue has no place in Marseille: every stop comes from the fetch.
    const { answer, trip } = await sayToBuiltinBrain(live.t, '3 days in Marseille with food');
    expect(live.overpass.queries.length).toBeGreaterThan(0);
    const stops = stopsOf(trip!);
    const rows = await restaurantsOf(
      live.t,
      stops.flatMap((s) => (s.place_id === null ? [] : [s.place_id])),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.source === 'osm' && row.name.startsWith('Marseille '))).toBe(
      true,
    );
    expect(rows.some((row) => row.kind === 'food')).toBe(true);
    expect(answer).toMatch(
      /I fetched the places of Marseille from OpenStreetMap just now \([\d,]+ places\) and planned with them\./,
    );
    expect(answer).not.toContain('no places in Marseille');
  });

  it('does not fetch again for the next plan, and says nothing of it', async () => {
    const before = live.overpass.queries.length;
    const { answer } = await sayToBuiltinBrain(live.t, '2 days in Marseille');
    expect(live.overpass.queries.length).toBe(before);
    expect(answer).not.toContain('OpenStreetMap');
  });
});

describe('a plan while OpenStreetMap is slow', () => {
  // Each answer held back longer than the turn waits (8 s): the plan goes on without it.
  const live = useConnectedApp(syntheticCity(MARSEILLE, 50), 12_000);

  it('waits a bounded time, plans from what it has and says the places are still coming', async () => {
    const started = Date.now();
    const { answer } = await sayToBuiltinBrain(live.t, '2 days in Paris and Marseille');
    const took = Date.now() - started;
    expect(took).toBeGreaterThan(7_000);
    expect(took).toBeLessThan(11_000);
    // Both cities' places are on their way; Paris's built-in sights make the plan meanwhile.
    expect(answer).toContain(
      'OpenStreetMap is still sending the places of Marseille and Paris: I planned from what I had',
    );
    expect(answer).toMatch(/Day 1 — Paris: /);
  }, 30_000);
});

describe('a thin plan offline', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
  }, 60_000);
  afterAll(() => t?.close());

  it('says where its places come from and that a connected server would know more', async () => {
    const { answer } = await sayToBuiltinBrain(t, '3 days in Paris with food');
    expect(answer).toMatch(/I found no .* there in our catalogue/);
    expect(answer).toContain(
      'This server runs offline, so its places come from the built-in catalogue',
    );
    expect(answer).toContain('with connected mode on it would fetch the latest places');
  });

  it('says nothing of it when the plan is not thin', async () => {
    const { answer } = await sayToBuiltinBrain(t, '1 day in Paris');
    expect(answer).not.toContain('runs offline');
  });
});
