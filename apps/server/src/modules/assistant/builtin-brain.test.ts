import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../../db/schema';
import { visitorChat } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';
import { testCities, testCountries } from '../../test-support/test-bundle';
import { contextOf } from '../../test-support/test-context';
import { getBudget } from '../planner/trips.service';
import { builtinBrain } from './builtin-brain';
import type { PlanTrip } from './brain/intents';
import { findChatById } from './chat-messages.repository';
import { createToolbox, readTrip } from './tools/toolbox';
import { stopsOf } from './tools/trip-summary';

/**
 * The built-in brain's whole replies on the test catalogue (issue 13): what a plan states is the
 * database's, a chat's trip is not replaced without asking, and data questions are answered
 * from the catalogue. The full catalogue's evaluation is `npm run eval:assistant`.
 */
describe('the built-in brain, whole replies', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  /** One chat of a fresh visitor; `say` answers a message in it, carrying the draft. */
  async function chat() {
    const { code, chat: created } = await visitorChat(t.app);
    const viewer = { userId: null, accessCode: code };
    let draft: PlanTrip | null = null;
    const current = async () => (await findChatById(t.database.db, created.id))!;
    return {
      viewer,
      current,
      async say(text: string) {
        const result = await builtinBrain({
          ctx: contextOf(t),
          chat: await current(),
          viewer,
          text,
          userLocation: null,
          history: [],
          draft,
        });
        draft = result.draft ?? null;
        return result;
      },
      async trip() {
        return readTrip(createToolbox(contextOf(t), await current(), viewer));
      },
    };
  }

  it("states the planner's own budget estimate and the month's weather in a plan", async () => {
    const c = await chat();
    const { answer } = await c.say('2 days in Paris in July');
    const trip = (await c.trip())!;
    const budget = await getBudget(contextOf(t), c.viewer, trip.id);
    expect(answer).toContain(`$${Math.round(budget.total).toLocaleString('en-US')}`);
    expect(answer).not.toMatch(/no cost data/);
    const july = testCities
      .find((city) => city.name === 'Paris')!
      .climate!.find((m) => m.month === 7)!;
    expect(answer).toContain(`July in Paris: days around ${Math.round(july.avg_day)}°C`);
    const names = stopsOf(trip).map((stop) => stop.name);
    expect(new Set(names).size).toBe(names.length);
    expect(answer).toContain(names[0]!);
  });

  it('asks before replacing the chat trip with another destination, and replaces on "replace it"', async () => {
    const c = await chat();
    await c.say('2 days in Paris');
    const first = (await c.current()).tripId;
    const asked = await c.say('a day in France');
    expect(asked.answer).toMatch(/already has your trip "2 days in Paris".*replace it/s);
    expect(asked.isChanges).toBe(false);
    expect((await c.current()).tripId).toBe(first);

    const replaced = await c.say('replace it');
    expect(replaced.answer).toMatch(/1 day in France|France over 1 day|1-day trip to France/);
    expect(replaced.isChanges).toBe(true);
    const chat2 = await c.current();
    expect(chat2.tripId).not.toBe(first);
    expect(chat2.title).toBe('1 day in France');
    expect(replaced.answer).toMatch(/1 day in France|France over 1 day|1-day trip to France/);
  });

  it('changes exactly the leg named "between the first and second stop"', async () => {
    const c = await chat();
    await c.say('2 days in Paris');
    const before = stopsOf((await c.trip())!);
    expect(before.length).toBeGreaterThanOrEqual(2);
    await c.say('take the bus between the first and second stop');
    const after = stopsOf((await c.trip())!);
    const changed = after.filter(
      (stop) =>
        before.find((b) => b.id === stop.id)?.next_point_transport_type !==
        stop.next_point_transport_type,
    );
    expect(changed.map((stop) => stop.id)).toEqual(
      before[0]!.next_point_transport_type === 'bus' ? [] : [before[0]!.id],
    );
  });

  it('answers currency and best-time questions from the catalogue, and visas plainly', async () => {
    const c = await chat();
    expect((await c.say('what currency do they use in France?')).answer).toBe(
      'In France they pay with the Euro (EUR, €).',
    );
    expect((await c.say('best time to visit Paris?')).answer).toMatch(/warmest month/);
    const visa = await c.say('Do I need a visa for France?');
    expect(visa.answer).toMatch(/visa and entry rules: it isn't in our data/);
    expect(visa.isChanges).toBe(false);
    expect((await c.current()).tripId).toBeNull();
  });

  it('credits and dates the safety advice, says when there is none, and gives time zones', async () => {
    const c = await chat();
    const france = testCountries.find((country) => country.iso2 === 'FR')!.advisory!;
    const safe = (await c.say('Is France safe?')).answer;
    expect(safe).toContain(
      `U.S. State Department: Level ${france.level} — ${france.title} (updated `,
    );
    expect(safe).toContain(france.url);
    expect((await c.say('Is Malta safe?')).answer).toMatch(/no travel advisory for Malta/);
    expect((await c.say('what time zone is France in?')).answer).toMatch(
      /^France is on Europe\/Paris \(UTC\+[12] today\)\.$/,
    );
  });

  it('says what an activity with no kind of place gets: a town a guide offers it at, within a day trip', async () => {
    // Marseille's guide text mentions ski resorts and a surface, never surfing; it is 660 km
    // from Paris, too far to stand in for it (issue 27 §2: an alternative is a day trip away).
    await t.database.db
      .update(cities)
      .set({
        description:
          'A port city, two hours from the ski resorts of the Alps, on a limestone surface.',
      })
      .where(eq(cities.name, 'Marseille'));
    const c = await chat();
    const ski = await c.say('skiing in Paris for 2 days');
    expect(ski.answer).toContain(
      'Our catalogue has no places for skiing in Paris, and no town within 150 km of it in the same country that Wikivoyage mentions skiing at.',
    );
    expect(ski.answer).not.toContain('Marseille');
    expect((await c.trip())?.duration_days).toBe(2);
    const surf = await (await chat()).say('surfing in Paris for 2 days');
    expect(surf.answer).toContain(
      'Our catalogue has no places for surfing in Paris, and no town within 150 km of it in the same country that Wikivoyage mentions surfing at.',
    );
  });

  it('answers a message in another language in English, without planning', async () => {
    const c = await chat();
    const result = await c.say('Nous voulons passer deux jours à Paris avec les enfants');
    expect(result.answer).toMatch(/I read English only.*French/);
    expect((await c.current()).tripId).toBeNull();
  });
});
