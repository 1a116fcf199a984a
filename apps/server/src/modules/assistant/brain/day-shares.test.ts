import { describe, expect, it } from 'vitest';
import type { IntentOf, TripSummary } from './intents';
import { one } from './understand.fixtures';

/** A 6-day trip: Lisbon days 1–2, Porto 3–4, Barcelona 5–6 (two stops a day). */
const trip: TripSummary = {
  id: 11,
  title: '6 days in Lisbon, Porto and Barcelona',
  days: 6,
  stops: [1, 2, 3, 4, 5, 6].flatMap((day) =>
    [1, 2].map((position) => {
      const city = day <= 2 ? 'Lisbon' : day <= 4 ? 'Porto' : 'Barcelona';
      return {
        id: day * 10 + position,
        name: `${city} sight ${day}.${position}`,
        kind: 'attraction',
        day,
        position,
        numberInTrip: (day - 1) * 2 + position,
        placeId: null,
        cityId: null,
        city,
      };
    }),
  ),
};

const stays = (intent: unknown) =>
  (intent as IntentOf<'plan_trip'>).destinations.map((d) => `${d.name}:${d.stay}`);

describe('days moved between the places of a trip, its length kept', () => {
  it('gives one city a day taken from another', async () => {
    for (const text of [
      'give barcelona an extra night, take it from lisbon',
      'add a day in barcelona and take one from lisbon',
      'add a day in barcelona and take one day off lisbon, keep 6 total',
    ]) {
      const intent = await one(text, { trip });
      expect(intent.type, text).toBe('plan_trip');
      expect(stays(intent), text).toEqual(['Lisbon:1', 'Porto:2', 'Barcelona:3']);
      expect((intent as IntentOf<'plan_trip'>).days, text).toBe(6);
      expect((intent as IntentOf<'plan_trip'>).keepOrder, text).toBe(true);
    }
  });

  it('takes from the longest other stays when no city is named to give', async () => {
    const intent = await one("we'd like porto longer, from 2 nights to 4, but keep the total", {
      trip,
    });
    expect(stays(intent)).toEqual(['Lisbon:1', 'Porto:4', 'Barcelona:1']);
  });

  it('puts a town not yet in the trip after the city it takes the day from', async () => {
    const intent = await one('add a rest day in florence and take one day off porto', { trip });
    expect(stays(intent)).toEqual(['Lisbon:2', 'Porto:1', 'Florence:1', 'Barcelona:2']);
    // A rest day: few stops, in the town itself (tools/plan-areas.ts REST_STOPS_PER_DAY).
    const florence = (intent as IntentOf<'plan_trip'>).destinations.find(
      (d) => d.name === 'Florence',
    );
    expect(florence?.rest).toBe(true);
    const porto = (intent as IntentOf<'plan_trip'>).destinations.find((d) => d.name === 'Porto');
    expect(porto?.rest).toBeUndefined();
  });

  it("keeps the wishes of the request the trip was planned from (trav-029's bad back)", async () => {
    const planned = (await one('lisbon, porto and barcelona 6 days, bad back, no car', {}))!;
    expect(planned.type).toBe('plan_trip');
    const intent = (await one('add a day in barcelona and take one from lisbon', {
      trip,
      planned: planned as IntentOf<'plan_trip'>,
    })) as IntentOf<'plan_trip'>;
    expect(intent.wishes).toEqual((planned as IntentOf<'plan_trip'>).wishes);
    expect(intent.wishes?.length).toBeGreaterThan(0);
    expect(intent.pace).toBe((planned as IntentOf<'plan_trip'>).pace);
  });

  it('leaves "add a day in X" alone when nothing says the length stays', async () => {
    expect((await one('add a day in barcelona', { trip })).type).not.toBe('plan_trip');
  });
});
