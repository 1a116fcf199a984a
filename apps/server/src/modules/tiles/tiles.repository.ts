import type { Database } from '../../db/client';
import { cities, countries } from '../../db/schema';

/** Every country with its shape and label point: the countries, boundaries and labels layers. */
export async function countryShapes(db: Database) {
  return db
    .select({
      id: countries.id,
      name: countries.name,
      iso2: countries.iso2,
      slug: countries.slug,
      lat: countries.lat,
      lng: countries.lng,
      geometry: countries.geometry,
    })
    .from(countries);
}

/** Every city's point, size and rank: the cities layer. */
export async function cityPoints(db: Database) {
  return db
    .select({
      name: cities.name,
      slug: cities.slug,
      population: cities.population,
      rank: cities.popularityInWorld,
      isCapital: cities.isCapital,
      lat: cities.lat,
      lng: cities.lng,
    })
    .from(cities);
}
