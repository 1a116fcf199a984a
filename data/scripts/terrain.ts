export type ClimateZone = 'tropical' | 'subtropical' | 'temperate' | 'subarctic' | 'polar';

/**
 * Thermal climate zone, after Köppen's temperature thresholds, from the monthly means: tropical
 * when even the coldest month is ≥ 18 °C; polar when the warmest is < 10 °C; subarctic when at
 * most 3 months reach 10 °C; subtropical when summers are hot (warmest ≥ 22 °C) and winters do
 * not freeze (coldest ≥ 0 °C); temperate otherwise. Without climate data, latitude bands stand
 * in (23.5°, 35°, 55°, 66.5°).
 */
export function climateZone(means: number[] | null, lat: number): ClimateZone {
  if (!means || means.length !== 12) {
    const abs = Math.abs(lat);
    if (abs < 23.5) return 'tropical';
    if (abs < 35) return 'subtropical';
    if (abs < 55) return 'temperate';
    if (abs < 66.5) return 'subarctic';
    return 'polar';
  }
  const coldest = Math.min(...means);
  const warmest = Math.max(...means);
  if (coldest >= 18) return 'tropical';
  if (warmest < 10) return 'polar';
  if (means.filter((m) => m >= 10).length <= 3) return 'subarctic';
  if (warmest >= 22 && coldest >= 0) return 'subtropical';
  return 'temperate';
}

export type CitySize = 'metropolis' | 'city' | 'town';

/** metropolis ≥ 1 million people, city ≥ 100,000, town below. */
export function citySize(population: number): CitySize {
  if (population >= 1_000_000) return 'metropolis';
  if (population >= 100_000) return 'city';
  return 'town';
}

/**
 * An island nation has no land border and is smaller than 1 million km², which leaves out the
 * continent-sized Australia, Antarctica and Greenland; world-countries gives both facts.
 */
export function isIslandNation(country: { borders: string[]; area: number; landlocked: boolean }) {
  return (
    !country.landlocked &&
    country.borders.length === 0 &&
    country.area > 0 &&
    country.area < 1_000_000
  );
}

/**
 * The terrain tags we can derive: coastal or inland, the climate zone, the size class and
 * "island" for island nations. Elevation and relief are not in our data, so no "mountain".
 */
export function terrainTypes(input: {
  coastal: boolean;
  /** CRU monthly means, null when the city has no climate. */
  means: number[] | null;
  lat: number;
  population: number;
  islandNation: boolean;
}): string[] {
  const types = [
    input.coastal ? 'coastal' : 'inland',
    climateZone(input.means, input.lat),
    citySize(input.population),
  ];
  if (input.islandNation) types.push('island');
  return types;
}
