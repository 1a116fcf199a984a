import type { CategoryIcon, City, Country, CountryDetail, Region } from '@ai-map/contracts';
import { splitWeeklyCost } from '@ai-map/contracts';
import type { Marks } from '../social/votes.repository';
import type { CityWithNames, CountryRow, RegionRow } from './catalog.repository';
import {
  cityCostSource,
  countryCostSource,
  DESTINATION_LABEL,
  presentAdvisory,
  presentDescription,
} from './facts.presenter';

interface Counts {
  attractionsCount: number;
  foodCount: number;
  shopsCount: number;
  eventsCount: number;
}

/** Icons for the categories a location has, largest first. */
export function categoryIcons(c: Counts): CategoryIcon[] {
  const icons: CategoryIcon[] = [
    { type: 'attractions', count: c.attractionsCount },
    { type: 'food_and_drinks', count: c.foodCount },
    { type: 'shopping', count: c.shopsCount },
    { type: 'events', count: c.eventsCount },
  ];
  return icons.filter((i) => i.count > 0).sort((a, b) => b.count - a.count);
}

/** Places to visit: attractions, food and drink, shops (events come and go). */
const placesOf = (c: Counts) => c.attractionsCount + c.foodCount + c.shopsCount;

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** "1st", "2nd", "3rd", "4th", "11th", "22nd"… */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

function formatPeople(n: number): string {
  if (n >= 1_000_000) return `${(n / 1_000_000).toFixed(1).replace(/\.0$/, '')} million people`;
  if (n >= 1_000) return `${Math.round(n / 1_000)} thousand people`;
  return `${n} people`;
}

export function presentCountry(row: CountryRow, marks: Marks): Country {
  return {
    country_id: row.id,
    country_name: row.name,
    country_slug: row.slug,
    name: row.name,
    iso_code: row.iso2,
    tourist_amount: row.touristAmount,
    places: placesOf(row),
    rating: row.rating,
    category_icons: categoryIcons(row),
    religions: row.religions.map((r) => ({
      id: slugify(r.name),
      name: r.name,
      percentage: r.percentage,
    })),
    cost_for_week: row.costForWeek,
    cost_source: countryCostSource(row),
    advisory: presentAdvisory(row.advisory),
    tile_image: null,
    meta: {
      title: `${row.name} travel guide: places, climate and costs`,
      description: [
        `${row.name} (${row.subregion || row.continent})`,
        row.capital ? `capital ${row.capital}` : null,
        row.touristAmount !== null
          ? `${row.touristAmount.toFixed(1)} million visitors a year`
          : null,
        row.costForWeek !== null ? `about $${row.costForWeek} a week for a traveller` : null,
      ]
        .filter(Boolean)
        .join(', ')
        .concat('.'),
      image: null,
    },
    ...marks,
  };
}

export function presentCountryDetail(row: CountryRow, marks: Marks): CountryDetail {
  return {
    ...presentCountry(row, marks),
    official_name: row.officialName,
    capital: row.capital,
    continent: row.continent,
    subregion: row.subregion,
    population: row.population,
    area_km2: row.areaKm2,
    languages: row.languages,
    currencies: row.currencies.map((c) => ({
      currency_sign: c.symbol,
      iso_code: c.code,
      name: c.name,
    })),
    terrain: row.terrain,
    climate: row.climate,
    tourist_year: row.touristYear,
    price_level: row.priceLevel,
    price_level_year: row.priceLevelYear,
    religions_partial: row.religionsPartial,
    religions_listed: row.religionsListed,
    timezones: row.timezones,
    geo_points_json: [row.lng, row.lat],
    regions_count: row.regionsCount,
    cities_count: row.citiesCount,
  };
}

export function presentRegion(
  row: RegionRow,
  country: Pick<CountryRow, 'id' | 'name' | 'slug'>,
  marks: Marks,
): Region {
  return {
    region_id: row.id,
    region_name: row.name,
    region_slug: row.slug,
    name: row.name,
    code: row.code,
    type: row.type,
    country_id: country.id,
    country_name: country.name,
    country_slug: country.slug,
    cities_count: row.citiesCount,
    places: placesOf(row),
    geo_points_json: row.lat !== null && row.lng !== null ? [row.lng, row.lat] : null,
    meta: {
      title: `${row.name}, ${country.name}: cities and places to visit`,
      description: `${row.name} is a ${row.type ?? 'region'} of ${country.name} with ${row.citiesCount} cities in the catalogue.`,
      image: null,
    },
    ...marks,
  };
}

/** The weekly budget split into the cost model's items (docs/data.md: cost model). */
export function costBreakdown(costForWeek: number | null): City['cost_and_expenses'] {
  if (costForWeek === null) return null;
  return { currency: 'USD', period: 'week', ...splitWeeklyCost(costForWeek) };
}

export function presentCity(row: CityWithNames, marks: Marks, now = new Date()): City {
  const c = row.city;
  const month = now.getUTCMonth() + 1;
  const current = c.climate?.find((m) => m.month === month) ?? null;
  const countryRank =
    c.popularityInCountry === 1 ? 'Largest' : `${ordinal(c.popularityInCountry)} largest`;
  // Islands, regions and the like from Wikivoyage often have no population figure.
  const area = c.population === 0;
  const label = DESTINATION_LABEL[c.destinationType];
  return {
    city_id: c.id,
    city_name: c.name,
    name: c.name,
    slug: c.slug,
    country_id: c.countryId,
    country_name: row.countryName,
    country_slug: row.countrySlug,
    region_id: c.regionId,
    region_name: row.regionName,
    region_slug: row.regionSlug,
    population: c.population,
    is_capital: c.isCapital,
    is_coastal: c.isCoastal,
    destination_type: c.destinationType,
    description: presentDescription(c.description, c.wikivoyage),
    timezone: c.timezone,
    places: placesOf(c),
    terrain_type: c.terrainTypes.map((name) => ({ name })),
    cost_for_week: c.costForWeek,
    cost_for_month: c.costForWeek === null ? null : c.costForWeek * 4,
    cost_and_expenses: costBreakdown(c.costForWeek),
    cost_source: cityCostSource(c, row.countryName),
    popularity_text: [
      c.isCapital ? `Capital of ${row.countryName}` : null,
      area ? `${label} in ${row.countryName}` : formatPeople(c.population),
    ]
      .filter(Boolean)
      .join(' · '),
    // An area without a population figure has no size rank worth a sentence.
    popularity_in_country: {
      value: c.popularityInCountry,
      text: area
        ? `${label} in ${row.countryName}, no population figure`
        : `${countryRank} city in ${row.countryName}`,
    },
    popularity_in_world: {
      value: c.popularityInWorld,
      text: area ? 'No population figure' : `#${c.popularityInWorld} in the world by population`,
    },
    rating: c.rating,
    category_icons: categoryIcons(c),
    climatic_seasons: c.climate
      ? Object.fromEntries(c.climate.map((m) => [String(m.month), m]))
      : null,
    month,
    avg_day: current?.avg_day ?? null,
    avg_night: current?.avg_night ?? null,
    avg_water: current?.avg_water ?? null,
    tile_image: null,
    geo_points_json: [c.lng, c.lat],
    meta: {
      title: `${c.name}, ${row.countryName}: weather, costs and things to do`,
      description: area
        ? `${c.name}: ${label.toLowerCase()} in ${row.countryName}${row.regionName ? ` (${row.regionName})` : ''}.`
        : `${c.name} is the ${countryRank.toLowerCase()} ${c.destinationType === 'town' ? 'place' : 'city'} of ${row.countryName}${
            row.regionName ? ` in ${row.regionName}` : ''
          }, home to ${formatPeople(c.population)}.`,
      image: null,
    },
    ...marks,
  };
}
