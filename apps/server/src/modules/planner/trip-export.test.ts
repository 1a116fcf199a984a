import {
  apiPaths,
  plannerPaths,
  tripShareMessages,
  tripSharePaths,
  type PlannerPlace,
  type Trip,
  type TripBudget,
} from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places } from '../../db/schema';
import { api, registerUser, tokenHeader } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';
import { userIdOf, addParticipant } from './plan-together.fixtures';
import { childText, findAll, icsEvents, parseXml, unfoldIcs } from './trip-export.fixtures';

/** Visit times the schedule gives each kind (trip-legs VISIT_MINUTES), written out to check it. */
const VISIT = { attraction: 90, shop: 45, food_and_drinks: 60 } as Record<string, number>;
/** A title that needs every kind of escaping and, being long and accented, folding. */
const TRICKY_TITLE =
  'Été à Paris; Malta, "food" & <shops> \\ with a back-slash — and a title long enough to fold';

describe('trip exports', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: { key: string; email: string };
  let trip: Trip;

  const get = (path: string, who: { key?: string; code?: string } = {}) =>
    t.app.inject({
      method: 'GET',
      url: who.code
        ? `${api(path)}${path.includes('?') ? '&' : '?'}planner_access_code=${who.code}`
        : api(path),
      headers: who.key ? tokenHeader(who.key) : {},
    });

  async function planTrip(who: { key?: string; code?: string }, extra: object = {}) {
    const placeId = async (name: string) =>
      (await t.database.db.select({ id: places.id }).from(places).where(eq(places.name, name)))[0]!
        .id;
    const query = who.code ? `?planner_access_code=${who.code}` : '';
    const res = await t.app.inject({
      method: 'POST',
      url: `${api(plannerPaths.trips)}${query}`,
      headers: who.key ? tokenHeader(who.key) : {},
      payload: {
        duration_days: 2,
        divide_by_days: true,
        start_point: { name: 'Orly <airport>', lat: 48.7262, lng: 2.3652 },
        initial_places_to_visit: [
          { place_id: await placeId('Eiffel Tower'), place_type: 'attraction' },
          { place_id: await placeId('Louvre'), place_type: 'attraction' },
          { place_id: await placeId('Caffe Cordina'), place_type: 'food_and_drinks' },
          { place_id: await placeId('Valletta Market'), place_type: 'shop' },
        ],
        ...extra,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Trip>();
  }

  async function patchTrip(id: number, who: { key?: string; code?: string }, body: object) {
    const query = who.code ? `?planner_access_code=${who.code}` : '';
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${api(plannerPaths.trip(id))}${query}`,
      headers: who.key ? tokenHeader(who.key) : {},
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Trip>();
  }

  const stopsOfDay = (day: Trip['days_of_trip'][number]): PlannerPlace[] =>
    day.countries_to_visit
      .flatMap((c) => c.places_to_visit.flatMap((city) => city.places_to_visit))
      .sort((a, b) => a.number_in_trip - b.number_in_trip);

  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
    owner = await registerUser(t.app);
    trip = await planTrip({ key: owner.key });
    trip = await patchTrip(trip.id, { key: owner.key }, { title: TRICKY_TITLE });
  }, 60_000);
  afterAll(() => t?.close());

  describe('ICS', () => {
    it('has one event per stop, timed from 09:00 of start_date by visit and leg times', async () => {
      const res = await get(`${tripSharePaths.export(trip.id, 'ics')}?start_date=2025-12-31`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="ete-a-paris-malta-food-shops-with-a-back-slash-and-a-title.ics"',
      );
      const lines = unfoldIcs(res.body);
      expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
      expect(lines.at(-1)).toBe('END:VCALENDAR');
      expect(lines).toContain(
        'X-WR-CALNAME:Été à Paris\\; Malta\\, "food" & <shops> \\\\ with a back-slash — and a title long enough to fold',
      );
      // The long title really was folded, and not inside a character.
      expect(res.body).toMatch(/\r\n /);

      const events = icsEvents(lines);
      expect(events).toHaveLength(trip.places_count);
      expect(new Set(events.map((e) => e.UID)).size).toBe(events.length);
      for (const day of trip.days_of_trip) {
        const date = day.day_of_trip === 1 ? '20251231' : '20260101';
        let clock = 9 * 60;
        for (const [i, stop] of stopsOfDay(day).entries()) {
          const event = events.find((e) => e.UID === `trip-${trip.id}-stop-${stop.id}@app.test`)!;
          const hhmm = (m: number) =>
            `${String(Math.floor(m / 60)).padStart(2, '0')}${String(m % 60).padStart(2, '0')}00`;
          expect(event.DTSTART).toBe(`${date}T${hhmm(clock)}`);
          clock += VISIT[stop.point_type]!;
          expect(event.DTEND).toBe(`${date}T${hhmm(clock)}`);
          clock += stop.next_point_time_min ?? 0;
          expect(event.SUMMARY).toBe(stop.name);
          expect(event.GEO).toBe(
            `${stop.geo_points.lat.toFixed(6)};${stop.geo_points.lng.toFixed(6)}`,
          );
          expect(event.DESCRIPTION).toContain(
            `Day ${day.day_of_trip}\\, stop ${i + 1} of ${day.places_count}.`,
          );
          expect(event.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
        }
      }
      const eiffel = events.find((e) => e.SUMMARY === 'Eiffel Tower')!;
      expect(eiffel.LOCATION).toBe('Eiffel Tower\\, Paris\\, France');
    });

    it('starts today (UTC) without start_date and refuses a date that does not exist', async () => {
      const today = new Date().toISOString().slice(0, 10).replace(/-/g, '');
      const res = await get(tripSharePaths.export(trip.id, 'ics'));
      expect(res.statusCode).toBe(200);
      expect(icsEvents(unfoldIcs(res.body)).map((e) => e.DTSTART?.slice(0, 8))).toContain(today);

      for (const bad of ['2025-02-30', '31-12-2025', 'tomorrow']) {
        const refused = await get(`${tripSharePaths.export(trip.id, 'ics')}?start_date=${bad}`);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().start_date).toEqual([tripShareMessages.badStartDate]);
      }
    });

    it("starts on the trip's own start date, which the query still overrides", async () => {
      const dated = await planTrip({ key: owner.key });
      const patched = await patchTrip(dated.id, { key: owner.key }, { start_date: '2027-05-14' });
      expect(patched.start_date).toBe('2027-05-14');
      const res = await get(tripSharePaths.export(dated.id, 'ics'));
      expect(res.statusCode, res.body).toBe(200);
      const days = icsEvents(unfoldIcs(res.body)).map((e) => e.DTSTART?.slice(0, 8));
      expect(days).toContain('20270514');
      expect(days).toContain('20270515');
      const asked = await get(`${tripSharePaths.export(dated.id, 'ics')}?start_date=2027-06-01`);
      expect(icsEvents(unfoldIcs(asked.body)).map((e) => e.DTSTART?.slice(0, 8))).toContain(
        '20270601',
      );

      // Null takes the dates off again; a date that does not exist is refused by name.
      expect((await patchTrip(dated.id, { key: owner.key }, { start_date: null })).start_date).toBe(
        null,
      );
      const refused = await t.app.inject({
        method: 'PATCH',
        url: api(plannerPaths.trip(dated.id)),
        headers: tokenHeader(owner.key),
        payload: { start_date: '2027-02-30' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().start_date).toEqual([tripShareMessages.badStartDate]);
    });
  });

  it('GPX: well-formed 1.1 with a waypoint per stop and a track of legs per day', async () => {
    const res = await get(tripSharePaths.export(trip.id, 'gpx'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/gpx+xml; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/filename="ete-a-paris[a-z-]*\.gpx"$/);
    const gpx = parseXml(res.body);
    expect(gpx.name).toBe('gpx');
    expect(gpx.attributes).toMatchObject({
      version: '1.1',
      xmlns: 'http://www.topografix.com/GPX/1/1',
    });
    expect(childText(findAll(gpx, 'metadata')[0]!, 'name')).toBe(TRICKY_TITLE);

    const waypoints = findAll(gpx, 'wpt');
    // The start point and every stop (no end point on this trip).
    expect(waypoints).toHaveLength(trip.places_count + 1);
    expect(childText(waypoints[0]!, 'name')).toBe('Orly <airport>');
    const louvre = stopsOfDay(trip.days_of_trip[0]!).concat(stopsOfDay(trip.days_of_trip[1]!));
    for (const stop of louvre) {
      const wpt = waypoints.find((w) => childText(w, 'name') === stop.name)!;
      expect(Number(wpt.attributes.lat)).toBeCloseTo(stop.geo_points.lat, 5);
      expect(Number(wpt.attributes.lon)).toBeCloseTo(stop.geo_points.lng, 5);
      expect(childText(wpt, 'desc')).toMatch(
        new RegExp(`^Day ${stop.day_of_trip}, stop \\d of \\d`),
      );
    }

    const tracks = findAll(gpx, 'trk');
    const legsOfDay = (day: number) =>
      stopsOfDay(trip.days_of_trip[day - 1]!).filter((s) => (s.geo_route?.length ?? 0) > 1);
    for (const track of tracks) {
      const day = Number(childText(track, 'number'));
      expect(childText(track, 'name')).toBe(`Day ${day}`);
      const legs = legsOfDay(day);
      const startLeg = day === 1 ? [trip.start_geo_route!] : [];
      const lines = [...startLeg, ...legs.map((s) => s.geo_route!)];
      const segments = findAll(track, 'trkseg');
      expect(segments.map((s) => findAll(s, 'trkpt').length)).toEqual(lines.map((l) => l.length));
      const [lng, lat] = lines[0]![0]!;
      expect(Number(findAll(segments[0]!, 'trkpt')[0]!.attributes.lat)).toBeCloseTo(lat, 5);
      expect(Number(findAll(segments[0]!, 'trkpt')[0]!.attributes.lon)).toBeCloseTo(lng, 5);
    }
    expect(tracks.length).toBeGreaterThan(0);
  });

  it('KML: a folder per day with its stops and its legs styled by transport', async () => {
    const res = await get(tripSharePaths.export(trip.id, 'kml'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.google-earth.kml+xml; charset=utf-8');
    const kml = parseXml(res.body);
    expect(kml.attributes.xmlns).toBe('http://www.opengis.net/kml/2.2');
    const document = findAll(kml, 'Document')[0]!;
    expect(childText(document, 'name')).toBe(TRICKY_TITLE);
    const styles = new Set(findAll(document, 'Style').map((s) => s.attributes.id));

    const folders = findAll(document, 'Folder');
    expect(folders.map((f) => childText(f, 'name'))).toEqual(['Day 1', 'Day 2']);
    for (const [i, folder] of folders.entries()) {
      const day = trip.days_of_trip[i]!;
      const marks = findAll(folder, 'Placemark');
      const points = marks.filter((m) => findAll(m, 'Point').length === 1);
      expect(points.map((m) => childText(m, 'name'))).toEqual(
        stopsOfDay(day).map((s) => `${s.number_in_trip}. ${s.name}`),
      );
      const lines = marks.filter((m) => findAll(m, 'LineString').length === 1);
      const expected = [
        ...(i === 0 ? [trip.next_point_transport_type] : []),
        ...stopsOfDay(day)
          .filter((s) => (s.geo_route?.length ?? 0) > 1)
          .map((s) => s.next_point_transport_type),
      ];
      expect(lines.map((m) => childText(m, 'styleUrl'))).toEqual(expected.map((x) => `#leg-${x}`));
      for (const line of lines) {
        expect(styles.has(childText(line, 'styleUrl')!.slice(1))).toBe(true);
        const coordinates = childText(findAll(line, 'LineString')[0]!, 'coordinates')!.split(' ');
        expect(coordinates.length).toBeGreaterThan(1);
        for (const pair of coordinates) expect(pair).toMatch(/^-?\d+\.\d{6},-?\d+\.\d{6}$/);
      }
    }
  });

  it("says the Trip tab's cost, with what it includes, in every format (issue 29: one cost)", async () => {
    const budgetRes = await get(plannerPaths.budget(trip.id), { key: owner.key });
    expect(budgetRes.statusCode, budgetRes.body).toBe(200);
    const budget = budgetRes.json<TripBudget>();
    const line = `Estimated cost: $${budget.total.toLocaleString('en-US')}. ${budget.includes}`;
    const gpx = parseXml((await get(tripSharePaths.export(trip.id, 'gpx'))).body);
    expect(childText(findAll(gpx, 'metadata')[0]!, 'desc')).toBe(line);
    const kml = parseXml((await get(tripSharePaths.export(trip.id, 'kml'))).body);
    expect(childText(findAll(kml, 'Document')[0]!, 'description')).toBe(line);
    // RFC 5545: unfolded and unescaped, the calendar's description is the same sentence.
    const ics = (await get(tripSharePaths.export(trip.id, 'ics'))).body.replace(/\r\n /g, '');
    const caldesc = ics.split('\r\n').find((l) => l.startsWith('X-WR-CALDESC:'))!;
    expect(caldesc.slice('X-WR-CALDESC:'.length).replace(/\\([,;\\])/g, '$1')).toBe(line);
  });

  describe('read rules', () => {
    it('a private trip: 403 without a role, 200 for the owner and a viewer', async () => {
      const secret = await planTrip({ key: owner.key });
      await patchTrip(secret.id, { key: owner.key }, { is_private: true });
      const stranger = await registerUser(t.app);
      const viewer = await registerUser(t.app);
      await addParticipant(t, secret.id, await userIdOf(t, viewer.email), 'viewer');

      for (const format of ['ics', 'gpx', 'kml'] as const) {
        const path = tripSharePaths.export(secret.id, format);
        const anonymous = await get(path);
        expect(anonymous.statusCode).toBe(403);
        expect(anonymous.json()).toMatchObject({
          code: 'permission_denied',
          detail: tripShareMessages.privateTrip,
        });
        expect((await get(path, { key: stranger.key })).statusCode).toBe(403);
        expect((await get(path, { key: viewer.key })).statusCode).toBe(200);
        expect((await get(path, { key: owner.key })).statusCode).toBe(200);
      }
    });

    it('an anonymous owner exports a private trip with its access code', async () => {
      const code = (await get(apiPaths.plannerAccessCode)).json<{ planner_access_code: string }>()
        .planner_access_code;
      const mine = await planTrip({ code });
      await patchTrip(mine.id, { code }, { is_private: true });
      expect((await get(tripSharePaths.export(mine.id, 'gpx'), { code })).statusCode).toBe(200);
      expect((await get(tripSharePaths.export(mine.id, 'gpx'))).statusCode).toBe(403);
    });

    it('404 for an unknown trip, 400 for an unknown format', async () => {
      const unknown = await get(tripSharePaths.export(999_999, 'ics'));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('not_found');
      const pdf = await get(`planner/trips/${trip.id}/export.pdf`);
      expect(pdf.statusCode).toBe(400);
      expect(pdf.json().code).toBe('invalid');
    });
  });
});
