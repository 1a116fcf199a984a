import { describe, expect, it } from 'vitest';
import { distanceKm, PlaceLocator } from './place-locator';

const cities = [
  { id: 1, countryId: 10, regionId: 100, lat: 48.8534, lng: 2.3488 }, // Paris
  { id: 2, countryId: 10, regionId: 101, lat: 43.2969, lng: 5.381 }, // Marseille
  { id: 3, countryId: 20, regionId: null, lat: -16.5, lng: 179.9 }, // near the antimeridian
];

describe('PlaceLocator', () => {
  const locator = new PlaceLocator(cities);

  it('measures great-circle distances', () => {
    expect(distanceKm(48.8534, 2.3488, 43.2969, 5.381)).toBeCloseTo(661, -1);
  });

  it('puts a nearby point in the city, its region and country', () => {
    expect(locator.locate(48.8583, 2.2945)).toEqual({ cityId: 1, regionId: 100, countryId: 10 });
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
