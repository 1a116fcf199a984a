import type { MapPoint, PlannerPlace, Trip } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import {
  DAY_COLORS,
  dayColor,
  KIND_COLORS,
  legMarkerMinZoom,
  lineMidpoint,
  mapPointsOfTrip,
  MIN_LEG_PX,
  tripMapFeatures,
} from './trip-map-features';

const point = (over: Partial<MapPoint>): MapPoint => ({
  id: 1,
  place_to_visit_id: null,
  geo_points: { lat: 0, lng: 0 },
  point_type: 'place',
  place_type: 'attraction',
  name: 'A',
  next_point_transport_type: null,
  next_point_time_min: null,
  number_in_trip: null,
  day_of_trip: null,
  geo_route: null,
  ...over,
});

describe('lineMidpoint', () => {
  it('finds the point halfway along the line by length, not by vertex count', () => {
    expect(
      lineMidpoint([
        [0, 0],
        [10, 0],
      ]),
    ).toEqual([5, 0]);
    // The first segment is 2 long, the second 8: halfway (5) is 3 into the second.
    expect(
      lineMidpoint([
        [0, 0],
        [2, 0],
        [2, 8],
      ]),
    ).toEqual([2, 3]);
    expect(lineMidpoint([[4, 4]])).toEqual([4, 4]);
    expect(lineMidpoint([])).toBeNull();
  });
});

describe('tripMapFeatures', () => {
  const features = tripMapFeatures([
    point({
      id: 9,
      point_type: 'start',
      place_type: null,
      geo_points: { lat: 35.9, lng: 14.4 },
      next_point_transport_type: 'ferries',
      next_point_time_min: 80,
      geo_route: [
        [14.4, 35.9],
        [14.5, 35.9],
      ],
    }),
    point({
      id: 11,
      place_to_visit_id: 11,
      number_in_trip: 1,
      geo_points: { lat: 35.9, lng: 14.5 },
      next_point_transport_type: 'walk',
      next_point_time_min: 12,
      geo_route: [
        [14.5, 35.9],
        [14.5, 36.0],
      ],
    }),
    point({
      id: 12,
      place_to_visit_id: 12,
      number_in_trip: 2,
      place_type: 'city',
      geo_points: { lat: 36.0, lng: 14.5 },
    }),
    point({ id: 9, point_type: 'end', place_type: null, geo_points: { lat: 36.1, lng: 14.6 } }),
  ]);

  it('draws numbered stops, start and end markers and city markers', () => {
    expect(features.points.features.map((f) => [f.properties.kind, f.properties.label])).toEqual([
      ['start', 'S'],
      ['stop', '1'],
      ['city', '2'],
      ['end', 'E'],
    ]);
  });

  it('draws legs dashed for ferries and solid for walking, with a timed marker halfway', () => {
    expect(
      features.legs.features.map((f) => [f.properties.transport, f.properties.dashed]),
    ).toEqual([
      ['ferries', true],
      ['walk', false],
    ]);
    expect(features.legs.features[1]!.properties.fromPlaceToVisitId).toBe(11);
    expect(features.transports.features.map((f) => f.properties.time)).toEqual([
      '1 h 20 min',
      '12 min',
    ]);
    expect(features.transports.features[0]!.geometry.coordinates).toEqual([14.45, 35.9]);
  });

  it('bounds every point', () => {
    expect(features.bounds).toEqual([
      [14.4, 35.9],
      [14.6, 36.1],
    ]);
    expect(tripMapFeatures([]).bounds).toBeNull();
  });
});

describe('mapPointsOfTrip', () => {
  const stop = (number: number, day: number): PlannerPlace => ({
    id: 10 + number,
    place_to_visit_id: 10 + number,
    place_id: 100 + number,
    name: `Stop ${number}`,
    position: 1,
    point_type: 'attraction',
    number_in_trip: number,
    day_of_trip: day,
    type: 'walk',
    geo_route: [
      [14.5, 35.9],
      [14.51, 35.91],
    ],
    geo_midpoint: null,
    geo_points: { lat: 35.9 + number / 100, lng: 14.5 },
    city_detail: null,
    next_point_transport_type: 'walk',
    note: null,
    link: null,
    next_point_time_min: 12,
  });
  const city = (stops: PlannerPlace[]) => ({
    id: 1,
    name: 'Valletta',
    city_detail: null,
    places_to_visit: stops,
  });
  const trip = {
    start_point: { name: 'Airport', lat: 35.85, lng: 14.48 },
    end_point: null,
    next_point_transport_type: 'car',
    next_point_time_min: 20,
    start_geo_route: null,
    days_of_trip: [2, 1].map((day) => ({
      day_of_trip: day,
      places_count: 1,
      travel_time_min: 0,
      countries_to_visit: [
        { id: 1, name: 'Malta', iso2: 'MT', places_to_visit: [city([stop(day, day)])] },
      ],
    })),
    ideas: [
      {
        id: 7,
        place_id: null,
        point_type: 'custom_place',
        name: 'Blue Grotto',
        geo_points: { lat: 35.82, lng: 14.46 },
        note: null,
        link: null,
      },
    ],
  } as unknown as Trip;

  it('lists the start, every stop in travel order and the ideas, as the map points call would', () => {
    const points = mapPointsOfTrip(trip);
    expect(points.map((p) => [p.point_type, p.number_in_trip])).toEqual([
      ['start', null],
      ['place', 1],
      ['place', 2],
      ['idea', null],
    ]);
    expect(points[0]).toMatchObject({ name: 'Airport', next_point_time_min: 20 });
    const features = tripMapFeatures(points);
    expect(features.points.features.map((f) => [f.properties.label, f.properties.kind])).toEqual([
      ['S', 'start'],
      ['1', 'stop'],
      ['2', 'stop'],
      ['', 'idea'],
    ]);
    expect(features.bounds).not.toBeNull();
  });
});

describe('stops that stay legible in one city (issue 29: Tokyo collapsed into one blob)', () => {
  it('shows a leg’s transport marker only from the zoom at which the leg is 64 px long', () => {
    // Sensō-ji to Tokyo Skytree, 1.3 km apart at 35.7° N.
    const from: [number, number] = [139.79664, 35.71456];
    const to: [number, number] = [139.81081, 35.71012];
    const zoom = legMarkerMinZoom(from, to);
    const metresPerPx = (40_075_016.686 / 512) * Math.cos(35.712 * (Math.PI / 180)) * 2 ** -zoom;
    expect(1_373 / metresPerPx).toBeCloseTo(MIN_LEG_PX, -0.5);
    expect(zoom).toBeGreaterThan(11);
    expect(zoom).toBeLessThan(12);
    // Twice as long: one zoom level earlier.
    const twice: [number, number] = [to[0] + (to[0] - from[0]), to[1] + (to[1] - from[1])];
    expect(legMarkerMinZoom(from, twice)).toBeCloseTo(zoom - 1, 1);
    // A leg that goes nowhere never gets one.
    expect(legMarkerMinZoom(from, from)).toBeGreaterThan(24);
  });

  it('colours each stop by its day, other markers by their kind', () => {
    const features = tripMapFeatures([
      point({ id: 1, point_type: 'start', place_type: null, name: 'Hotel' }),
      point({ id: 2, place_to_visit_id: 2, number_in_trip: 1, day_of_trip: 1 }),
      point({ id: 3, place_to_visit_id: 3, number_in_trip: 2, day_of_trip: 2 }),
      point({ id: 4, place_to_visit_id: 4, number_in_trip: 3, day_of_trip: 2, place_type: 'city' }),
      point({ id: 5, place_to_visit_id: 5, number_in_trip: 4, day_of_trip: 7 }),
    ]).points.features.map((f) => [f.properties.color, f.properties.order]);
    expect(features).toEqual([
      [KIND_COLORS.start, 0],
      [DAY_COLORS[0], 1],
      [DAY_COLORS[1], 2],
      [KIND_COLORS.city, 3],
      // The seventh day takes the first day's colour again.
      [DAY_COLORS[0], 4],
    ]);
    expect(new Set(DAY_COLORS).size).toBe(DAY_COLORS.length);
    for (const color of DAY_COLORS) expect(Object.values(KIND_COLORS)).not.toContain(color);
    expect(dayColor(2)).toBe(DAY_COLORS[1]);
  });
});
