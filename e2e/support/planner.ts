import type { Trip } from '@ai-map/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { gone, openAuthDialog, signUpInDialog, visible, type Account } from './ui';

/** The page helpers of planner.e2e.ts: sign-up, API calls, the map's markers and the trip panel. */

export async function signUp(page: Page, account: Account) {
  await page.goto('/');
  // Two cores shared with the server and WebGL on the CPU: the first paint can take a while.
  await visible(page.getByRole('banner').getByRole('button', { name: 'Sign up' }), 90_000);
  const dialog = await openAuthDialog(page, 'Sign up');
  await signUpInDialog(dialog, account);
  await gone(dialog);
  await visible(page.getByRole('complementary', { name: 'Sidebar' }));
}

/** An API call with the page's session, as the web app makes it (token and CSRF headers). */
export async function api<T>(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const cookies = Object.fromEntries(
        document.cookie
          .split('; ')
          .filter(Boolean)
          .map((pair) => {
            const at = pair.indexOf('=');
            return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))];
          }),
      );
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (cookies.auth_token) headers.Authorization = `Token ${cookies.auth_token}`;
      if (cookies.csrftoken) headers['x-csrftoken'] = cookies.csrftoken;
      const response = await fetch(`/api/v1/ai_map/${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return {
        status: response.status,
        json: (await response.json().catch(() => null)) as unknown,
      };
    },
    { method, path, body },
  ) as Promise<{ status: number; json: T }>;
}

export const stopsOf = (trip: Trip) =>
  trip.days_of_trip
    .flatMap((day) =>
      day.countries_to_visit.flatMap((country) =>
        country.places_to_visit.flatMap((city) => city.places_to_visit),
      ),
    )
    .sort((a, b) => a.number_in_trip - b.number_in_trip);

/** A stop's marker id on the map (`kind:id`; the planner calls food places food_and_drinks). */
export const markerIdOf = (stop: ReturnType<typeof stopsOf>[number]) =>
  `${stop.point_type === 'food_and_drinks' ? 'food' : stop.point_type}:${stop.place_id}`;

export async function readTrip(page: Page, tripId: number): Promise<Trip> {
  const { status, json } = await api<Trip>(page, 'GET', `planner/trips/${tripId}/`);
  expect(status).toBe(200);
  return json;
}

export const markerList = (page: Page) => page.locator('nav[aria-label="Places on the map"]');

/** Ids (`kind:id`) of catalogue places drawn on the map that can join a trip. */
export async function addableMarkers(page: Page): Promise<string[]> {
  await markerList(page)
    .locator('[data-marker-id]')
    .first()
    .waitFor({ state: 'attached', timeout: 60_000 });
  const ids = await markerList(page)
    .locator('[data-marker-id]')
    .evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.markerId!));
  return ids.filter((id) => /^(attraction|shop|food):\d+$/.test(id));
}

export const addButton = (page: Page) =>
  page.getByRole('button', { name: 'Add to trip', exact: true });

/** Opens a marker's info window from the keyboard (its hidden list button). */
export async function openInfoWindow(page: Page, markerId: string) {
  const button = markerList(page).locator(`[data-marker-id="${markerId}"]`);
  // The list is redrawn whenever the map settles or new markers arrive: retry until the info
  // window is open.
  await expect
    .poll(
      async () => {
        try {
          await button.focus({ timeout: 5_000 });
          await page.keyboard.press('Enter');
          await addButton(page).waitFor({ state: 'visible', timeout: 5_000 });
          return true;
        } catch {
          return false;
        }
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe(true);
}

/** Opens a marker's info window and presses its Add to trip button. */
export async function addFromMap(page: Page, markerId: string) {
  await openInfoWindow(page, markerId);
  // The map's sidebar may cover part of the info window; the keyboard reaches it anyway.
  await addButton(page).press('Enter');
}

export const panelOf = (page: Page) => page.getByTestId('trip-panel');
export const stopRow = (page: Page, stopId: number) =>
  panelOf(page).locator(`li[data-stop="${stopId}"]`);
/** The stop ids in the order the trip panel shows them. */
export const shownOrder = (page: Page) =>
  panelOf(page)
    .locator('li[data-stop]')
    .evaluateAll((rows) => rows.map((row) => Number((row as HTMLElement).dataset.stop)));
/** The stop ids listed under one day. */
export const shownDay = (page: Page, day: number) =>
  panelOf(page)
    .getByRole('listitem', { name: `Day ${day}` })
    .locator('li[data-stop]')
    .evaluateAll((rows) => rows.map((row) => Number((row as HTMLElement).dataset.stop)));

export async function openTripTab(page: Page) {
  await (await visible(page.getByRole('tab', { name: /^Trip \(/ }), 30_000)).click();
  await visible(panelOf(page), 60_000);
}

/** Leg features one of the planner map's line layers has drawn (their transports). */
export async function drawnLegs(page: Page, layer: string): Promise<string[]> {
  return page.evaluate((id) => {
    const map = (
      window as unknown as {
        __aiMap: {
          getLayer(id: string): unknown;
          queryRenderedFeatures(o: { layers: string[] }): { properties: { transport: string } }[];
        };
      }
    ).__aiMap;
    if (!map.getLayer(id)) return [];
    return map.queryRenderedFeatures({ layers: [id] }).map((f) => f.properties.transport);
  }, layer);
}
