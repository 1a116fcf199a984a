import { plannerPaths, tripSharePaths, type Trip } from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { places } from '../../db/schema';
import { contextOf } from '../../test-support/test-context';
import { askTransport, flightFree } from './trip-transport.service';
import { useTripsApi } from './trips.fixtures';

describe('a transport asked for every leg (issue 29)', () => {
  const { t, ids, call, newCode, planTrip, stopsOf, addCatalogAttractions } = useTripsApi();

  /** One day: four rooms ~140 m apart (like the Vatican Museums'), then the Louvre 2.8 km on. */
  async function museumDay() {
    const code = await newCode();
    const rooms = await addCatalogAttractions(4, `Room ${code.slice(0, 6)}`);
    const trip = await planTrip({ code }, 1, {
      initial_places_to_visit: [
        ...rooms.map((id) => ({ place_id: id, place_type: 'attraction' })),
        { place_id: ids.louvre, place_type: 'attraction' },
      ],
    });
    const viewer = { userId: null, accessCode: code };
    const read = async () => (await call('GET', plannerPaths.trip(trip.id), { code })).json<Trip>();
    return { code, trip, viewer, read };
  }

  it('"go by train" keeps the legs between stops 140 m apart on foot, and says so', async () => {
    const { code, trip, viewer, read } = await museumDay();
    const outcome = await askTransport(contextOf(t), viewer, trip.id, 'railroads');
    expect(outcome).toMatchObject({ asked: 0, short_walk: 3, too_short: 1 });
    const modes = stopsOf(await read())
      .slice(0, -1)
      .map((s) => s.next_point_transport_type);
    expect(modes).not.toContain('railroads');
    expect(modes.filter((m) => m === 'walk')).toHaveLength(3);
    // The exports read the same legs: no train in the calendar or the GPX.
    for (const format of ['ics', 'gpx'] as const) {
      const file = await call('GET', tripSharePaths.export(trip.id, format), { code });
      expect(file.statusCode).toBe(200);
      expect(file.body).not.toMatch(/by train/);
    }
  });

  it('"go by car" drives the 2.8 km leg and walks the rest', async () => {
    const { trip, viewer, read } = await museumDay();
    const outcome = await askTransport(contextOf(t), viewer, trip.id, 'car');
    expect(outcome).toMatchObject({ asked: 1, short_walk: 3 });
    const modes = stopsOf(await read())
      .slice(0, -1)
      .map((s) => s.next_point_transport_type);
    expect(modes.filter((m) => m === 'walk')).toHaveLength(3);
    expect(modes.filter((m) => m === 'car')).toHaveLength(1);
  });
});

describe('no flights (trav-007)', () => {
  const { t, ids, call, newCode, planTrip, stopsOf, addCatalogAttractions } = useTripsApi();

  it('sends each flown leg over land on one landmass and by ferry to an island', async () => {
    const code = await newCode();
    const [lyon] = await addCatalogAttractions(1, `Lyon ${code.slice(0, 6)}`);
    await t.database.db.update(places).set({ lat: 45.76, lng: 4.83 }).where(eq(places.id, lyon!));
    const trip = await planTrip({ code }, 1, {
      initial_places_to_visit: [
        { place_id: ids.eiffel, place_type: 'attraction' },
        { place_id: lyon!, place_type: 'attraction' },
        { place_id: ids.market, place_type: 'shop' },
      ],
      divide_by_days: false,
    });
    const legs = stopsOf(trip).slice(0, -1);
    for (const leg of legs) {
      const res = await call(
        'PATCH',
        plannerPaths.changeStop(trip.id, leg.point_type, leg.id),
        { code },
        { next_point_transport_type: 'airlines' },
      );
      expect(res.statusCode).toBe(200);
    }
    const viewer = { userId: null, accessCode: code };
    expect(await flightFree(contextOf(t), viewer, trip.id)).toBe(2);
    const after = await (await call('GET', plannerPaths.trip(trip.id), { code })).json<Trip>();
    expect(
      stopsOf(after)
        .slice(0, -1)
        .map((s) => s.next_point_transport_type),
    ).toEqual(['railroads', 'ferries']);
  });
});
