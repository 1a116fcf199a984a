import { AUTH_COOKIE, type Trip } from '@ai-map/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, registerByApi } from './support/api';
import { startE2E, type E2E } from './support/harness';
import { axeViolations, expectNoSidewaysScroll, screenshot } from './support/layout';
import { drawnFeatures, exposeMap, mapIdle, reachablePoints, waitForMap } from './support/map';
import { colourShares } from './support/pixels';
import { openTripTab, panelOf, stopsOf } from './support/planner';
import { gone, visible } from './support/ui';

/**
 * Issue 29, item 4, the last two smaller defects: a three-day Tokyo trip (stops a few kilometres
 * apart) stays legible on the map at the zoom it is fitted to, and a removed stop comes back
 * with Undo, on its day, at its number, with its transport. Screenshots (375×812 and 1440×900)
 * in e2e/.artifacts/screenshots, named in docs/walkthrough-defects.md.
 */
const PHONE = { name: 'phone', width: 375, height: 812 };
const DESK = { name: 'desk', width: 1440, height: 900 };

/** Twelve sights of central Tokyo (bundled catalogue), 0.3 to 10 km apart. */
const TOKYO_SIGHTS = [
  'Meiji Shrine',
  'Meiji Memorial Picture Gallery',
  'Akasaka Palace',
  'National Art Center, Tokyo',
  'Tokyo Imperial Palace',
  'Zōjō-ji',
  'Yasukuni Shrine',
  'Tsukiji fish market',
  'Sensō-ji',
  'Tokyo Skytree',
  'Ueno Park',
  'Tokyo National Museum',
];

/** The planner map's layers (trip-map-layer.tsx TRIP_LAYER_IDS). */
const STOPS = 'trip-points';
const TRANSPORTS = 'trip-transports';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const call = <T>(method: string, path: string, key?: string, body?: unknown) =>
  apiOk<T>(e2e.baseUrl, method, path, key, body);

/** A traveller (signed up through the API) with the Tokyo trip: 3 days × 4 stops. */
async function tokyoTrip(): Promise<{ key: string; trip: Trip }> {
  const key = await registerByApi(e2e.baseUrl, 'Kenji Sato');
  const { list } = await call<{ list: { attraction_id: number; name: string }[] }>(
    'GET',
    'city/attractions/tokyo/',
  );
  const ids = TOKYO_SIGHTS.map((name) => {
    const sight = list.find((candidate) => candidate.name === name);
    if (!sight) throw new Error(`${name} is not among Tokyo's attractions`);
    return sight.attraction_id;
  });
  const trip = await call<Trip>('POST', 'planner/trips/', key, {
    duration_days: 3,
    divide_by_days: true,
    initial_places_to_visit: ids.map((id) => ({ place_id: id, place_type: 'attraction' })),
  });
  expect(trip.days_of_trip.map((day) => day.places_count)).toEqual([4, 4, 4]);
  return { key, trip };
}

/** The trip's chat, signed in, with the map in view (a phone shows the chat first). */
async function openTrip(key: string, trip: Trip, size: typeof PHONE) {
  const { context, page } = await e2e.newPage(size.width, size.height);
  await context.addCookies([{ name: AUTH_COOKIE, value: key, url: e2e.baseUrl }]);
  await exposeMap(page);
  await page.goto(`/chat/${trip.chat_slug}`);
  if (size === PHONE) {
    await (await visible(page.getByRole('button', { name: 'Map', exact: true }), 90_000)).click();
  }
  await waitForMap(page, 90_000);
  await drawnFeatures(page, STOPS, 'label', 90_000);
  await mapIdle(page);
  return { context, page };
}

async function check(page: Page, name: string) {
  await screenshot(page, name);
  await expectNoSidewaysScroll(page, name);
  expect(await axeViolations(page), `${name}: axe`).toEqual([]);
}

describe('issue 29, item 4: a Tokyo trip', () => {
  it.each([PHONE, DESK])(
    'shows every stop legible at the fitted zoom, in its day’s colour ($name)',
    async (size) => {
      const { key, trip } = await tokyoTrip();
      const { context, page } = await openTrip(key, trip, size);

      // Every stop is drawn where a finger or pointer reaches it (not under a panel), once the
      // map has settled on the fitted view.
      const reachableStops = async () =>
        (await reachablePoints(page, STOPS, 8)).filter((stop) => stop.properties.kind === 'stop');
      await expect
        .poll(
          async () =>
            (await reachableStops())
              .map((stop) => Number(stop.properties.label))
              .sort((a, b) => a - b),
          { timeout: 30_000 },
        )
        .toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
      const stops = await reachableStops();
      // The trip fills the view it was fitted to: its stops spread over most of the map.
      const map = await page.evaluate(() => {
        const box = document.querySelector('.maplibregl-map')!.getBoundingClientRect();
        return { width: box.width, height: box.height };
      });
      const xs = stops.map((stop) => stop.x);
      const ys = stops.map((stop) => stop.y);
      const spread = Math.max(
        (Math.max(...xs) - Math.min(...xs)) / map.width,
        (Math.max(...ys) - Math.min(...ys)) / map.height,
      );
      expect(spread, 'share of the map the stops spread over').toBeGreaterThan(
        size === PHONE ? 0.75 : 0.5,
      );
      // No transport marker piles onto a stop: each sits clear of every stop circle (radius 13
      // with its ring, its own 10).
      const markers = await reachablePoints(page, TRANSPORTS, 0);
      for (const marker of markers) {
        const nearest = Math.min(
          ...stops.map((stop) => Math.hypot(stop.x - marker.x, stop.y - marker.y)),
        );
        expect(nearest, 'a transport marker’s distance to the nearest stop').toBeGreaterThan(24);
      }
      // Each day's stops share a colour of their own.
      const colours = new Map<number, Set<unknown>>();
      for (const stop of stopsOf(trip)) {
        const drawn = stops.find((s) => Number(s.properties.label) === stop.number_in_trip)!;
        colours.set(
          stop.day_of_trip,
          (colours.get(stop.day_of_trip) ?? new Set()).add(drawn.properties.color),
        );
      }
      expect([...colours.values()].map((set) => set.size)).toEqual([1, 1, 1]);
      const dayColours = [...new Set([...colours.values()].flatMap((set) => [...set]))];
      expect(dayColours).toHaveLength(3);
      // And the map paints them: each covers at least a few circles' worth of the screen.
      const shares = await colourShares(page, await page.screenshot(), dayColours as string[]);
      for (const [i, share] of shares.entries()) {
        expect(share, `share of the screen in ${String(dayColours[i])}`).toBeGreaterThan(0.0005);
      }
      await check(page, `tokyo-trip-${size.name}`);
      if (size === DESK) {
        // A narrower window (or panels that settle after the fit) keeps the whole trip in
        // view until the traveller moves the map: CI once caught the two outermost stops
        // off a map that narrowed after it was fitted.
        await page.setViewportSize({ width: 1180, height: 820 });
        await expect
          .poll(async () => (await reachableStops()).length, { timeout: 30_000 })
          .toBe(12);
      }
      await context.close();
    },
    240_000,
  );

  it('removes a stop at once and puts it back with Undo: same day, number and transport', async () => {
    const { key, trip } = await tokyoTrip();
    // The second stop of day 2 goes by car to the next (the trip would walk or ride a bus).
    const stop = stopsOf(trip).filter((s) => s.day_of_trip === 2)[1]!;
    await call(
      'PATCH',
      `planner/trips/${trip.id}/${stop.point_type}/${stop.place_to_visit_id}/`,
      key,
      {
        next_point_transport_type: 'car',
      },
    );
    const before = stopsOf(await readTripWith(key, trip.id)).map((s) => [
      s.place_id,
      s.day_of_trip,
      s.number_in_trip,
      s.next_point_transport_type,
    ]);

    for (const size of [PHONE, DESK]) {
      const { context, page } = await openTrip(key, trip, size);
      page.on('dialog', (native) => {
        throw new Error(`a native ${native.type()} appeared: ${native.message()}`);
      });
      if (size === PHONE) {
        await page.getByRole('button', { name: 'Assistant', exact: true }).click();
      }
      await openTripTab(page);
      const remove = await visible(
        panelOf(page).getByRole('button', { name: `Remove ${stop.name}`, exact: true }),
      );
      await remove.click();
      // No question first: the toast says what went and offers Undo.
      const toast = await visible(
        page.getByRole('status').filter({ hasText: `Removed ${stop.name} from Day 2` }),
        30_000,
      );
      expect(await page.getByRole('dialog').count()).toBe(0);
      // The toast is in view and on top: its Undo is where a finger reaches it.
      const undo = toast.getByRole('button', { name: 'Undo' });
      expect(
        await undo.evaluate((button) => {
          const box = button.getBoundingClientRect();
          const x = box.left + box.width / 2;
          const y = box.top + box.height / 2;
          return y < window.innerHeight && button.contains(document.elementFromPoint(x, y));
        }),
        'Undo is in view and uncovered',
      ).toBe(true);
      await gone(
        panelOf(page).getByRole('button', { name: `Remove ${stop.name}`, exact: true }),
        30_000,
      );
      await visible(page.getByRole('tab', { name: 'Trip (11 Places)' }));
      // The toast slides in (0.2 s): the picture is of the end, with the toast in it.
      await toast.evaluate((element) =>
        Promise.all(element.getAnimations().map((animation) => animation.finished)),
      );
      await check(page, `remove-stop-undo-${size.name}`);
      await undo.click();
      await gone(toast);
      await visible(
        panelOf(page).getByRole('button', { name: `Remove ${stop.name}`, exact: true }),
        30_000,
      );
      await expect
        .poll(
          async () =>
            stopsOf(await readTripWith(key, trip.id)).map((s) => [
              s.place_id,
              s.day_of_trip,
              s.number_in_trip,
              s.next_point_transport_type,
            ]),
          { timeout: 30_000 },
        )
        .toEqual(before);
      await context.close();
    }
  }, 360_000);
});

/** The trip as its owner reads it through the API. */
const readTripWith = (key: string, tripId: number) =>
  call<Trip>('GET', `planner/trips/${tripId}/`, key);
