import { describe, expect, it } from 'vitest';
import { CountryBorders, PlaceLocator, urbanRadiusKm } from './place-locator';

const cities = [
  { id: 1, countryId: 10, regionId: 100, lat: 48.8534, lng: 2.3488, population: 2_138_551 }, // Paris
  { id: 2, countryId: 10, regionId: 101, lat: 43.2969, lng: 5.381, population: 870_731 }, // Marseille
  { id: 3, countryId: 20, regionId: null, lat: -16.5, lng: 179.9, population: 30_000 }, // antimeridian
  { id: 4, countryId: 10, regionId: 102, lat: 48.897, lng: 2.2878, population: 64_379 }, // Levallois-Perret
  { id: 5, countryId: 10, regionId: 102, lat: 48.8049, lng: 2.1204, population: 85_771 }, // Versailles
];

describe('PlaceLocator', () => {
  const locator = new PlaceLocator(cities);

  it('puts a nearby point in the city, its region and country', () => {
    expect(locator.locate(48.8583, 2.2945)).toEqual({ cityId: 1, regionId: 100, countryId: 10 });
  });

  it('prefers the big city whose built-up area holds the point over a nearer suburb centre', () => {
    // The Champs-Élysées: 3.4 km from Levallois-Perret's centre, 3.5 km from Paris's.
    expect(locator.locate(48.8697, 2.3079).cityId).toBe(1);
    // The Palace of Versailles lies in Versailles, outside Paris's 13 km disc.
    expect(locator.locate(48.8049, 2.1204).cityId).toBe(5);
  });

  it("keeps a city's places on its side of a border a bigger neighbour's disc reaches over", () => {
    const pearlRiver = new PlaceLocator([
      { id: 7, countryId: 30, regionId: null, lat: 22.5455, lng: 114.0683, population: 10_358_381 }, // Shenzhen
      { id: 8, countryId: 31, regionId: null, lat: 22.2783, lng: 114.1747, population: 7_012_738 }, // Hong Kong
    ]);
    // Mong Kok: 12 km from Hong Kong's centre, 14 km from Shenzhen's, inside both discs.
    expect(pearlRiver.locate(22.3193, 114.1694)).toEqual({
      cityId: 8,
      regionId: null,
      countryId: 31,
    });
    // Shenzhen's own centre stays Shenzhen's.
    expect(pearlRiver.locate(22.54, 114.06).cityId).toBe(7);
  });

  it("gives a city-state's neighbour the places inside its built-up area", () => {
    const rome = new PlaceLocator([
      { id: 9, countryId: 40, regionId: 400, lat: 41.89193, lng: 12.51133, population: 2_318_895 }, // Rome
      { id: 10, countryId: 41, regionId: null, lat: 41.90268, lng: 12.45414, population: 829 }, // Vatican City
    ]);
    // The Pantheon: 2.0 km from Vatican City's centre, 2.9 km from Rome's; it is Rome's (the
    // trip of trav-099 labelled a day of the Pantheon and the Trevi Fountain "Vatican City").
    expect(rome.locate(41.8986, 12.4769)).toEqual({ cityId: 9, regionId: 400, countryId: 40 });
    // St. Peter's Basilica, inside Vatican City's own disc, stays the Vatican's.
    expect(rome.locate(41.9022, 12.4539).cityId).toBe(10);
  });

  it('puts a point near a border in the country whose shape holds it', () => {
    // A border along latitude 42.8: country 50 to the south, country 51 to the north. The
    // northern town is nearer the point, which lies south of the line.
    const square = (south: number, north: number) => ({
      type: 'Polygon' as const,
      coordinates: [
        [
          [44, south],
          [45.5, south],
          [45.5, north],
          [44, north],
          [44, south],
        ],
      ],
    });
    const towns = [
      { id: 20, countryId: 50, regionId: 500, lat: 42.5, lng: 44.6, population: 2_000 },
      { id: 21, countryId: 51, regionId: 510, lat: 42.9, lng: 44.6, population: 300_000 },
    ];
    const borders = new CountryBorders([
      { id: 50, geometry: square(42, 42.8) },
      { id: 51, geometry: square(42.8, 43.5) },
    ]);
    // 9 km south of the line: 20 km from the northern town, 24 km from the southern one.
    expect(new PlaceLocator(towns, borders).locate(42.72, 44.6)).toEqual({
      cityId: 20,
      regionId: 500,
      countryId: 50,
    });
    // Without the shapes, the nearest town's country took it.
    expect(new PlaceLocator(towns).locate(42.72, 44.6).countryId).toBe(51);
    // Away from the border (one country's towns around) the shapes are not read.
    expect(new PlaceLocator(towns, borders).locate(42.91, 44.6).cityId).toBe(21);
  });

  it('sizes urban areas by population', () => {
    expect(urbanRadiusKm(2_138_551)).toBeCloseTo(13, 0);
    expect(urbanRadiusKm(1_000)).toBe(1);
  });

  it('keeps only the country for a point between cities', () => {
    expect(locator.locate(47.9, 1.9)).toEqual({ cityId: null, regionId: null, countryId: 10 });
  });

  it('places nothing far from every city', () => {
    expect(locator.locate(30, -40)).toEqual({ cityId: null, regionId: null, countryId: null });
  });

  it('finds cities across the antimeridian', () => {
    expect(locator.locate(-16.5, -179.95)).toEqual({ cityId: 3, regionId: null, countryId: 20 });
  });
});
