import type { ChatConversation, PlannerPlace, Trip } from '@ai-map/contracts';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, answers, composer, say } from './support/chat';
import { startE2E, type E2E } from './support/harness';
import { mapView, markersSettledMs } from './support/map';
import { onPath, SAVED_CHAT_PATH, visible } from './support/ui';

/**
 * The assistant in the browser on the bundled world catalogue: a trip planned from one English
 * sentence, the map moving to it, an edit in words, and a request spoken into a (fake)
 * microphone: espeak-ng's voice played by chromium's fake capture device, recorded by the web
 * app's AudioWorklet, transcribed on the server by pocketsphinx.
 */

/** A WAV of `phrase` followed by silence, so the looping fake microphone says it once per take. */
async function spokenRequest(dir: string, phrase: string): Promise<string> {
  const raw = path.join(dir, 'speech.wav');
  // The voice and speed pocketsphinx understands best (apps/server/src/modules/voice tests).
  await promisify(execFile)('espeak-ng', ['-v', 'en-us+klatt2', '-s', '150', '-w', raw, phrase]);
  const wav = await readFile(raw);
  const dataAt = wav.indexOf('data') + 8;
  const rate = wav.readUInt32LE(24);
  const speech = wav.subarray(dataAt);
  const silence = Buffer.alloc(rate * 2 * 6); // 6 s, 16-bit mono
  const body = Buffer.concat([speech, silence]);
  const header = Buffer.from(wav.subarray(0, dataAt));
  header.writeUInt32LE(dataAt - 8 + body.length, 4);
  header.writeUInt32LE(body.length, dataAt - 4);
  const file = path.join(dir, 'request.wav');
  await writeFile(file, Buffer.concat([header, body]));
  return file;
}

let e2e: E2E;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ai-map-voice-e2e-'));
  const wav = await spokenRequest(dir, 'three days in paris');
  e2e = await startE2E({
    browserArgs: [
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wav}`,
    ],
  });
}, 240_000);
afterAll(async () => {
  await e2e?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The chat's trip as the API gives it to this browser (its planner access code cookie). */
async function tripOf(page: Page): Promise<Trip> {
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  return page.evaluate(async (chatSlug) => {
    const chat = (await (
      await fetch(`/api/v1/ai_map/travel-chat/chats/${chatSlug}/messages/`)
    ).json()) as ChatConversation;
    return (await (await fetch(`/api/v1/ai_map/planner/trips/${chat.chat.trip}/`)).json()) as Trip;
  }, slug);
}

const stopsOf = (trip: Trip): PlannerPlace[] =>
  trip.days_of_trip
    .flatMap((day) => day.countries_to_visit)
    .flatMap((country) => country.places_to_visit)
    .flatMap((city) => city.places_to_visit)
    .sort((a, b) => a.number_in_trip - b.number_in_trip);

/**
 * On /chat/new, speaks one take into the fake microphone (the request, about 1.5 s, then
 * silence) and sends it; resolves once the new chat's page is open. Recorded once the map has
 * drawn its first markers, as a user starts after the page has settled.
 */
async function speakOnNewChat(page: Page) {
  await page.goto('/chat/new');
  const mic = page.getByRole('button', { name: 'Speak to the assistant' });
  await visible(mic, 60_000);
  await markersSettledMs(page, 90_000);
  await mic.click();
  const stop = page.getByRole('button', { name: 'Stop recording and send' });
  await visible(stop, 30_000);
  await page.waitForTimeout(4_000);
  await stop.click();
  await onPath(page, SAVED_CHAT_PATH);
}

describe('the assistant', () => {
  it('plans 4 days in Rome from one sentence, moves the map there, and edits the trip in words', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/');
    await visible(composer(page), 60_000);

    const answer = await say(page, 'Plan 4 days in Rome with museums and good food');
    await onPath(page, SAVED_CHAT_PATH);
    expect(answer).toMatch(/Rome/);
    expect(answer).toMatch(/Day 4/);
    // The request shows once, and the chat's new trip gets its tab without a reload.
    expect(await page.locator('[data-role="user"]').count()).toBe(1);
    const tripTab = await visible(page.getByRole('tab', { name: /^Trip \(\d+ Places\)$/ }), 30_000);
    // A look at the trip keeps the chat as it was, with the draft in the composer.
    await composer(page).fill('and a day trip to');
    await tripTab.click();
    await visible(page.getByTestId('trip-panel'));
    await page.getByRole('tab', { name: 'Chat', exact: true }).click();
    expect(await composer(page).inputValue()).toBe('and a day trip to');
    expect(await answers(page).count()).toBe(1);

    const trip = await tripOf(page);
    expect(trip.duration_days).toBe(4);
    const stops = stopsOf(trip);
    expect(stops.length).toBeGreaterThanOrEqual(8);
    // Real places of the catalogue, in and around Rome, on every day.
    for (const stop of stops) {
      expect(stop.place_id).not.toBeNull();
      expect(Math.abs(stop.geo_points.lat - 41.9)).toBeLessThan(0.3);
      expect(Math.abs(stop.geo_points.lng - 12.5)).toBeLessThan(0.3);
    }
    expect(new Set(stops.map((stop) => stop.day_of_trip))).toEqual(new Set([1, 2, 3, 4]));
    expect(answer).toContain(stops[0]!.name);

    // The map flew to Rome.
    await expect
      .poll(
        async () => {
          const view = await mapView(page);
          return Math.abs(view.lat - 41.9) < 0.3 && Math.abs(view.lng - 12.5) < 0.3;
        },
        { timeout: 60_000 },
      )
      .toBe(true);

    // One refresh path: a turn that changes the trip reloads the planner's trip once (on the
    // trip socket's versioned trip_changed), and the chat reads its record no more (the turn's
    // `complete` carries the chat's trip). Before, the answer also reloaded the trip and read
    // the chat again.
    const slug = new URL(page.url()).pathname.split('/').pop()!;
    const reads = { trip: 0, chat: 0 };
    const countRead = (request: Request) => {
      if (request.method() !== 'GET') return;
      const at = new URL(request.url()).pathname;
      if (at === `/api/v1/ai_map/planner/trips/${trip.id}/`) reads.trip += 1;
      if (at === `/api/v1/ai_map/travel-chat/chats/${slug}/messages/`) reads.chat += 1;
    };
    page.on('request', countRead);
    const firstOfDay2 = stops.find((stop) => stop.day_of_trip === 2)!;
    const edit = await say(page, 'move the first stop of day 2 to day 3');
    expect(edit).toContain(firstOfDay2.name);
    // The reloads an answer starts come just after it shows: wait for the page to settle.
    await expect.poll(() => reads.trip, { timeout: 30_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(3_000);
    page.off('request', countRead);
    expect(reads).toEqual({ trip: 1, chat: 0 });
    const moved = stopsOf(await tripOf(page)).find((stop) => stop.id === firstOfDay2.id)!;
    expect(moved.day_of_trip).toBe(3);

    // The conversation is stored: a reload shows both requests and both answers.
    await page.reload();
    await visible(page.getByText('move the first stop of day 2 to day 3'), 60_000);
    expect(await answers(page).count()).toBe(2);
    await context.close();
  }, 300_000);

  it('plans "A week in Japan in April": sights only, no stop twice, the budget endpoint\'s figure and April\'s weather', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/');
    await visible(composer(page), 60_000);

    const answer = await say(page, 'A week in Japan in April');
    await onPath(page, SAVED_CHAT_PATH);
    const trip = await tripOf(page);
    expect(trip.duration_days).toBe(7);
    const stops = stopsOf(trip);
    // No empty day, and no place twice (also not under two catalogue entries of one name).
    expect(new Set(stops.map((stop) => stop.day_of_trip))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    const names = stops.map((stop) => stop.name.trim().toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    // Sights only: no office or residential tower (OSM "skyscraper"), no hotel.
    const types = await page.evaluate(
      async (ids) =>
        Promise.all(
          ids.map(async (id) => {
            const res = await fetch(`/api/v1/ai_map/attractions/${id}/detail/`);
            return ((await res.json()) as { type_of_attraction: string | null }).type_of_attraction;
          }),
        ),
      stops.map((stop) => stop.place_id),
    );
    expect(types.filter((type) => type === 'skyscraper')).toEqual([]);
    expect(stops.filter((stop) => /\bhotel\b/i.test(stop.name))).toEqual([]);
    for (const stop of stops) expect(stop.geo_points.lat).toBeGreaterThan(24);
    // The reply states the planner's own estimate, the figure GET planner/trips/{id}/budget/ gives.
    const budget = await page.evaluate(
      async (id) =>
        (
          (await (await fetch(`/api/v1/ai_map/planner/trips/${id}/budget/`)).json()) as {
            total: number;
          }
        ).total,
      trip.id,
    );
    const figure = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }).format(budget);
    expect(answer).toContain(figure);
    expect(answer).not.toMatch(/no cost data|no climate data/);
    // April's weather, from the catalogue's climate table of a Japanese city.
    expect(answer).toMatch(/April in [^:]+: days around -?\d+°C/);
    await context.close();
  }, 300_000);

  it('starts a new chat from the microphone on /chat/new, as a typed first message does', async () => {
    const { page, context } = await e2e.newPage();
    await speakOnNewChat(page);
    // The take is the chat's first message: the chat is created and opened, then answered.
    await visible(page.locator('[data-role="user"]', { hasText: 'three days in paris' }), 120_000);
    await answered(page, 1);
    expect(await answers(page).last().textContent()).toMatch(/Paris/);
    expect((await tripOf(page)).duration_days).toBe(3);
    await context.close();
  }, 300_000);

  it('loses no word to a recorder that is slow to load: the take begins when the microphone opens', async () => {
    const { page, context } = await e2e.newPage();
    // The recorder's AudioWorklet script arrives 2.5 s late, as it can on a busy machine. The
    // fake microphone starts its file when it is opened: a recorder that opened it before its
    // worklet was ready dropped the request and heard only the silence after it.
    await page.route('**/voice-recorder.worklet*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
    });
    await speakOnNewChat(page);
    const heard = await visible(page.locator('[data-role="user"]'), 120_000);
    expect(await heard.textContent()).toContain('three days in paris');
    await context.close();
  }, 300_000);

  it('takes a spoken request: records, transcribes, answers and plans', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/');
    await say(page, 'hello');
    await onPath(page, SAVED_CHAT_PATH);

    const mic = page.getByRole('button', { name: 'Speak to the assistant' });
    await visible(mic, 30_000);
    await mic.click();
    const stop = page.getByRole('button', { name: 'Stop recording and send' });
    await visible(stop, 30_000);
    // The fake microphone plays the request (about 1.5 s) then silence.
    await page.waitForTimeout(4_000);
    await stop.click();

    await visible(page.locator('[data-role="user"]', { hasText: 'three days in paris' }), 120_000);
    await answered(page, 2);
    expect(await answers(page).last().textContent()).toMatch(/Paris/);
    const trip = await tripOf(page);
    expect(trip.duration_days).toBe(3);
    // Recording starts again after the answer, until voice mode is ended.
    await visible(page.getByRole('button', { name: 'Stop recording and send' }), 30_000);
    await page.getByRole('button', { name: 'End voice' }).click();
    await visible(page.getByRole('button', { name: 'Speak to the assistant' }));
    await context.close();
  }, 300_000);
});
