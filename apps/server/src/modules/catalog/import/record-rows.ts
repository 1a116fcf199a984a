import type { CityRecord, CountryRecord, PlaceRecord, RegionRecord } from '@ai-map/contracts';
import type { cities, countries, places, regions } from '../../../db/schema';
import type { PlaceLocator } from './place-locator';

export function countryRow(r: CountryRecord): typeof countries.$inferInsert {
  return {
    slug: r.slug,
    iso2: r.iso2,
    iso3: r.iso3,
    name: r.name,
    officialName: r.official_name,
    capital: r.capital,
    continent: r.continent,
    subregion: r.subregion,
    lat: r.lat,
    lng: r.lng,
    areaKm2: r.area_km2,
    population: r.population,
    currencies: r.currencies,
    languages: r.languages,
    religions: r.religions,
    terrain: r.terrain,
    climate: r.climate,
    touristAmount: r.tourist_amount,
    touristYear: r.tourist_year,
    priceLevel: r.price_level,
    priceLevelYear: r.price_level_year,
    priceLevelSource: r.price_level_source,
    costForWeek: r.cost_for_week,
    religionsPartial: r.religions_partial,
    religionsListed: r.religions_listed,
    advisory: r.advisory,
    timezones: r.timezones,
    geometry: r.geometry,
  };
}

export function regionRow(r: RegionRecord, countryId: number): typeof regions.$inferInsert {
  return {
    countryId,
    code: r.code,
    slug: r.slug,
    name: r.name,
    type: r.type,
    lat: r.lat,
    lng: r.lng,
  };
}

export function cityRow(
  r: CityRecord,
  countryId: number,
  regionId: number | null,
): typeof cities.$inferInsert {
  return {
    geonamesId: r.geonames_id,
    slug: r.slug,
    name: r.name,
    countryId,
    regionId,
    population: r.population,
    lat: r.lat,
    lng: r.lng,
    isCapital: r.is_capital,
    popularityInCountry: r.popularity_in_country,
    popularityInWorld: r.popularity_in_world,
    costForWeek: r.cost_for_week,
    costSource: r.cost_source,
    climate: r.climate,
    terrainTypes: r.terrain_types,
    isCoastal: r.is_coastal,
    destinationType: r.destination_type,
    altNames: r.alt_names,
    description: r.description,
    wikivoyage: r.wikivoyage,
    guideMentions: r.guide_mentions,
    timezone: r.timezone,
  };
}

/** A place row, placed in its city, region and country by the locator. */
export function placeRow(r: PlaceRecord, locator: PlaceLocator): typeof places.$inferInsert {
  // Named fields, not a spread of the location: spreading between other fields takes V8's
  // generic copy, a sizeable part of locating a 20,000-place fetch.
  const location = locator.locate(r.lat, r.lng);
  return {
    kind: r.kind,
    source: r.source,
    sourceId: r.source_id,
    name: r.name,
    lat: r.lat,
    lng: r.lng,
    cityId: location.cityId,
    regionId: location.regionId,
    countryId: location.countryId,
    categories: r.categories,
    type: r.type,
    cuisines: r.cuisines,
    address: r.address,
    phone: r.phone,
    website: r.website,
    openingHours: r.opening_hours,
    wikipedia: r.wikipedia,
    wikidata: r.wikidata,
    visitors: r.visitors,
    heritage: r.heritage,
    rating: r.rating,
    localCulture: r.local_culture,
    startDate: r.start_date,
    endDate: r.end_date,
    dataDate: r.data_date,
  };
}
