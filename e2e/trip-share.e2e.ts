import { tripSharePaths, type Trip, type TripShare } from '@ai-map/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerByApi } from './support/api';
import { startE2E, type E2E } from './support/harness';
import { visible } from './support/ui';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** A call to the running server from the test itself, as its owner (no browser involved). */
const call = <T>(method: string, path: string, key?: string, body?: unknown) =>
  apiCall<T>(e2e.baseUrl, method, path, key, body);

/** A signed-up owner with a private two-day trip of three bundled attractions. */
async function privateTripOfNewOwner(): Promise<{ key: string; trip: Trip }> {
  const key = await registerByApi(e2e.baseUrl);
  const list = await call<{ list: { attraction_id: number }[] }>('GET', 'attractions/1/3/');
  expect(list.json.list.length).toBe(3);
  const created = await call<Trip>('POST', 'planner/trips/', key, {
    duration_days: 2,
    divide_by_days: true,
    initial_places_to_visit: list.json.list.map((p) => ({
      place_id: p.attraction_id,
      place_type: 'attraction',
    })),
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const patched = await call<Trip>('PATCH', `planner/trips/${created.json.id}/`, key, {
    title: 'Our shared test trip',
    is_private: true,
  });
  expect(patched.status, JSON.stringify(patched.json)).toBe(200);
  return { key, trip: patched.json };
}

const stopNames = (trip: Trip) =>
  trip.days_of_trip.flatMap((day) =>
    day.countries_to_visit.flatMap((country) =>
      country.places_to_visit.flatMap((city) => city.places_to_visit.map((stop) => stop.name)),
    ),
  );

describe('a read-only trip link', () => {
  it('shows a private trip to a signed-out browser, exports it, and stops after revoking', async () => {
    const { key, trip } = await privateTripOfNewOwner();
    const shared = await call<TripShare>('POST', tripSharePaths.share(trip.id), key);
    expect(shared.status).toBe(201);
    expect(shared.json.url.startsWith(`${e2e.baseUrl}/trip/shared/`)).toBe(true);

    const { context, page } = await e2e.newPage();
    try {
      await page.goto(shared.json.url);
      await visible(page.getByRole('heading', { level: 1, name: 'Our shared test trip' }));
      await visible(page.getByText('Read-only'));
      for (const day of [1, 2]) {
        await visible(page.getByRole('heading', { level: 2, name: new RegExp(`^Day ${day}`) }));
      }
      const names = stopNames(trip);
      expect(names).toHaveLength(3);
      for (const name of names) {
        await visible(page.getByRole('listitem').filter({ hasText: name }));
      }

      // The downloads carry the server's file name.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'GPX' }).click();
      expect((await download).suggestedFilename()).toBe('our-shared-test-trip.gpx');

      const revoked = await call('DELETE', tripSharePaths.share(trip.id), key);
      expect(revoked.status).toBe(204);
      await page.reload();
      await visible(
        page.getByRole('alert').filter({ hasText: 'This link is invalid or has been revoked.' }),
      );
    } finally {
      await context.close();
    }
  });
});
