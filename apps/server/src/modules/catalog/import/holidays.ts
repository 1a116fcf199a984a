import Holidays from 'date-holidays';
import type { places } from '../../../db/schema';

type PlaceRow = typeof places.$inferInsert;

export interface HolidayCountry {
  id: number;
  iso2: string;
  lat: number;
  lng: number;
  regions: Map<string, { id: number; lat: number | null; lng: number | null }>;
}

const DAY_MS = 86_400_000;

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Public and bank holidays are days off; the rest (observances, optional, school) are not. */
function categoryOf(type: string): string {
  return type === 'public' || type === 'bank' ? 'public-holidays' : 'observances';
}

interface Holiday {
  date: string;
  start: Date;
  end: Date;
  name: string;
  type: string;
}

function toRow(
  holiday: Holiday,
  country: HolidayCountry,
  where: { regionId: number | null; code: string | null; lat: number; lng: number },
): PlaceRow {
  const startDate = holiday.date.slice(0, 10);
  const days = Math.max(1, Math.round((holiday.end.getTime() - holiday.start.getTime()) / DAY_MS));
  return {
    kind: 'event',
    source: 'date-holidays',
    sourceId: `${country.iso2}${where.code ? `-${where.code}` : ''}:${startDate}:${slugify(holiday.name)}`,
    name: holiday.name,
    lat: where.lat,
    lng: where.lng,
    countryId: country.id,
    regionId: where.regionId,
    cityId: null,
    categories: [categoryOf(holiday.type)],
    type: holiday.type,
    cuisines: [],
    address: null,
    phone: null,
    website: null,
    openingHours: null,
    wikipedia: null,
    wikidata: null,
    visitors: null,
    heritage: false,
    rating: holiday.type === 'public' ? 6 : 5,
    localCulture: true,
    startDate,
    endDate: addDays(startDate, days - 1),
  };
}

/**
 * Public holidays and observances of every country date-holidays knows, for the given years,
 * in English where it has English names. National days sit at the country's centre; a day
 * kept only in some regions is listed once per region, at the region's centre.
 */
export function* holidayRows(countries: HolidayCountry[], years: number[]): Generator<PlaceRow> {
  const known = new Holidays().getCountries('en');
  // date-holidays lists a few days twice (e.g. as a public and as a bank holiday): keep one.
  const seen = new Set<string>();
  const once = (row: PlaceRow) => (seen.has(row.sourceId) ? [] : (seen.add(row.sourceId), [row]));
  for (const country of countries) {
    if (!(country.iso2 in known)) continue;
    const national = new Holidays(country.iso2, { languages: ['en'] });
    const states = national.getStates(country.iso2) ?? {};
    for (const year of years) {
      const days = national.getHolidays(year) as Holiday[];
      const nationalKeys = new Set(days.map((d) => `${d.date}|${d.name}`));
      for (const day of days) {
        yield* once(
          toRow(day, country, { regionId: null, code: null, lat: country.lat, lng: country.lng }),
        );
      }
      for (const code of Object.keys(states)) {
        const region = country.regions.get(code);
        if (!region) continue;
        const regional = new Holidays(country.iso2, code, { languages: ['en'] });
        for (const day of regional.getHolidays(year) as Holiday[]) {
          if (nationalKeys.has(`${day.date}|${day.name}`)) continue;
          yield* once(
            toRow(day, country, {
              regionId: region.id,
              code,
              lat: region.lat ?? country.lat,
              lng: region.lng ?? country.lng,
            }),
          );
        }
      }
    }
  }
}
