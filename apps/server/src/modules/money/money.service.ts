import { splitWeeklyCost } from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import { fieldError } from '../../lib/http-error';
import { findCity, findCountry } from '../catalog/catalog.service';
import { listPageOf, placeName, type Location } from '../places/place-cards';
import { presentMoneyPlace } from '../places/places.presenter';
import * as places from '../places/places.repository';
import * as repo from './money.repository';

export const REASONS = {
  transport:
    'No open data source publishes transport prices (fares, fuel, parking, flights) for this place, so none are shown rather than invented ones.',
  insurance:
    'No open data source publishes travel insurance prices, so none are shown rather than invented ones.',
  rentalCost:
    'Car rental offices come from OpenStreetMap; no open data source publishes their prices, so partren_cost is null.',
  rentType:
    'OpenStreetMap maps car rental offices (amenity=car_rental) only; other vehicles have no open data here.',
} as const;

const USD = { currency_sign: '$', iso_code: 'USD', name: 'United States dollar' };
const currencyOf = (c: { code: string; name: string; symbol: string }) => ({
  currency_sign: c.symbol || c.code,
  iso_code: c.code,
  name: c.name,
});

/** Currencies, price level, typical costs and money places of a location. */
export async function moneyOverview(ctx: AppContext, location: Location) {
  const country = await findCountry(ctx, String(location.countryId));
  const city = location.level === 'city' ? (await findCity(ctx, String(location.id))).city : null;
  // Regions have no costs of their own: the country's apply; a city's own figure wins.
  const costForWeek = city?.costForWeek ?? country.costForWeek;
  const count = (kind: places.PlaceKind, types?: string[]) =>
    places.countPlaces(ctx.db, { kind, types, ...location.filter });
  const [banks, atms, exchanges, rentals] = await Promise.all([
    count('bank', ['bank']),
    count('bank', ['atm']),
    count('currency_exchange'),
    count('car_rental'),
  ]);
  const where = placeName(location);
  return {
    location: {
      level: location.level,
      id: location.id,
      name: location.name,
      slug: location.slug,
      country_slug: location.countrySlug,
    },
    currencies: country.currencies.map(currencyOf),
    price_level: country.priceLevel,
    price_level_year: country.priceLevelYear,
    cost_for_week: costForWeek,
    cost_for_month: costForWeek === null ? null : costForWeek * 4,
    cost_and_expenses:
      costForWeek === null
        ? null
        : { currency: 'USD' as const, period: 'week' as const, ...splitWeeklyCost(costForWeek) },
    banks_count: banks,
    atms_count: atms,
    exchanges_count: exchanges,
    car_rentals_count: rentals,
    meta: {
      title: `Money in ${where}: currency, costs, banks and exchanges`,
      description: `${country.currencies.map((c) => c.name).join(', ') || 'Currency unknown'}; ${
        costForWeek === null ? 'no cost figures' : `about $${costForWeek} a week for a traveller`
      }; ${banks} banks, ${atms} ATMs and ${exchanges} currency exchanges mapped in OpenStreetMap.`,
      image: null,
    },
  };
}

export interface MoneyListQuery {
  page: number;
  page_size: number;
  city_id?: number;
  type?: 'bank' | 'atm';
}

/** Banks and ATMs (`bank`) or currency exchanges (`changer`) of a location, by name. */
export async function moneyPlaces(
  ctx: AppContext,
  what: 'bank' | 'changer',
  q: MoneyListQuery,
  location: Location,
) {
  const filter: places.PlaceFilter = {
    kind: what === 'bank' ? 'bank' : 'currency_exchange',
    types: what === 'bank' && q.type ? [q.type] : undefined,
    ...location.filter,
  };
  if (q.city_id !== undefined) {
    const { city } = await findCity(ctx, String(q.city_id));
    const inside =
      location.level === 'country'
        ? city.countryId === location.id
        : location.level === 'region'
          ? city.regionId === location.id
          : city.id === location.id;
    if (!inside) throw fieldError({ city_id: [`City ${q.city_id} is not in ${location.name}.`] });
    filter.cityId = city.id;
  }
  const p = { ...q, ordering: 'name' };
  const { rows, total } = await places.listPlaces(ctx.db, filter, p);
  const label = what === 'bank' ? 'Banks and ATMs' : 'Currency exchanges';
  return listPageOf(p, total, rows.map(presentMoneyPlace), `money_${what}`, {
    title: `${label} in ${placeName(location)}`,
    description: `${label} in ${placeName(location)} from OpenStreetMap.`,
  });
}

export const noTransportData = () => ({ results: [], count: 0, reason: REASONS.transport });
export const noInsuranceData = () => ({ results: [], count: 0, reason: REASONS.insurance });

/** Car rental offices from OpenStreetMap as transport brand offers (no prices: see reason). */
export async function rentalBrands(
  ctx: AppContext,
  q: { rent_type: string; country?: string; city_id?: number; page: number; page_size: number },
) {
  if (q.rent_type !== 'car')
    return { results: [], count: 0, page: q.page, reason: REASONS.rentType };
  const country = q.country ? await findCountry(ctx, q.country) : undefined;
  const city = q.city_id !== undefined ? (await findCity(ctx, String(q.city_id))).city : undefined;
  const { rows, total } = await places.listPlaces(
    ctx.db,
    { kind: 'car_rental', countryId: country?.id, cityId: city?.id },
    { page: q.page, page_size: q.page_size, ordering: 'name' },
  );
  return {
    results: rows.map((r) => ({
      id: r.place.id,
      partner_data: {
        partner_title: r.place.name,
        address: r.place.address,
        phone: r.place.phone,
        partner_url: r.place.website,
      },
      partren_cost: null,
      geo_points_json: [r.place.lng, r.place.lat] as [number, number],
      city_name: r.cityName,
      country_slug: r.countrySlug,
    })),
    count: total,
    page: q.page,
    reason: REASONS.rentalCost,
  };
}

/** Every country with its currencies and typical costs (USD: no exchange rates are kept). */
export async function countryCurrencies(ctx: AppContext) {
  const rows = await repo.countryCurrencies(ctx.db);
  return rows.map((r) => ({
    country_id: r.id,
    country_name: r.name,
    country_slug: r.slug,
    currencies: r.currencies.map((c) => ({
      ...currencyOf(c),
      costs: { currency: 'USD' as const, cost_for_week: r.costForWeek, price_level: r.priceLevel },
    })),
  }));
}

/** Every currency once, USD first (the default), then by ISO code. */
export async function allCurrencies(ctx: AppContext) {
  const rows = await repo.countryCurrencies(ctx.db);
  const byCode = new Map<string, { currency_sign: string; iso_code: string; name: string }>([
    ['USD', USD],
  ]);
  for (const row of rows) {
    for (const c of row.currencies) if (!byCode.has(c.code)) byCode.set(c.code, currencyOf(c));
  }
  const [usd, ...rest] = [...byCode.values()];
  return [usd!, ...rest.sort((a, b) => a.iso_code.localeCompare(b.iso_code))];
}
