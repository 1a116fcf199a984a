import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { marksFor } from '../social/votes.repository';
import * as repo from './catalog.repository';
import type { CityFilter } from './catalog.repository';
import {
  presentCity,
  presentCountry,
  presentCountryDetail,
  presentRegion,
} from './catalog.presenter';
import type { PageRequest } from './ordering';
import { requestCityArea } from '../live-places/live-area-queue';

type UserId = number | null;

function page<T>(
  p: PageRequest,
  count: number,
  list: T[],
  listType: string,
  meta: { title: string; description: string } | null,
) {
  return { page: p.page, page_size: p.page_size, count, list, listType, meta };
}

export async function findCountry(ctx: AppContext, slug: string) {
  const country = await repo.countryBy(
    ctx.db,
    /^\d+$/.test(slug) ? { id: Number(slug) } : { slug },
  );
  if (!country) throw notFound(`No country "${slug}".`);
  return country;
}

export async function findRegion(ctx: AppContext, countrySlug: string, slug: string) {
  const country = await findCountry(ctx, countrySlug);
  const region = await repo.regionBy(ctx.db, { countryId: country.id, slug });
  if (!region) throw notFound(`No region "${slug}" in ${country.name}.`);
  return { country, region };
}

export async function listCountries(ctx: AppContext, userId: UserId, p: PageRequest) {
  const { rows, total } = await repo.listCountries(ctx.db, p);
  const marks = await marksFor(
    ctx.db,
    userId,
    'country',
    rows.map((r) => r.id),
  );
  return page(
    p,
    total,
    rows.map((r) => presentCountry(r, marks.get(r.id)!)),
    'countries',
    {
      title: 'Countries of the world',
      description: 'Every country with its visitors, typical costs and places to visit.',
    },
  );
}

export async function getCountry(ctx: AppContext, userId: UserId, slug: string) {
  const country = await findCountry(ctx, slug);
  const marks = await marksFor(ctx.db, userId, 'country', [country.id]);
  return presentCountryDetail(country, marks.get(country.id)!);
}

export async function listRegions(
  ctx: AppContext,
  userId: UserId,
  countrySlug: string,
  p: PageRequest,
  listType: string,
) {
  const country = await findCountry(ctx, countrySlug);
  const { rows, total } = await repo.listRegions(ctx.db, country.id, p);
  const marks = await marksFor(
    ctx.db,
    userId,
    'region',
    rows.map((r) => r.id),
  );
  return page(
    p,
    total,
    rows.map((r) => presentRegion(r, country, marks.get(r.id)!)),
    listType,
    {
      title: `Regions of ${country.name}`,
      description: `The ${country.regionsCount} regions of ${country.name}.`,
    },
  );
}

export async function getRegion(
  ctx: AppContext,
  userId: UserId,
  countrySlug: string,
  slug: string,
) {
  const { country, region } = await findRegion(ctx, countrySlug, slug);
  const marks = await marksFor(ctx.db, userId, 'region', [region.id]);
  return presentRegion(region, country, marks.get(region.id)!);
}

async function cityPage(
  ctx: AppContext,
  userId: UserId,
  filter: CityFilter,
  p: PageRequest,
  listType: string,
  meta: { title: string; description: string },
) {
  const { rows, total } = await repo.listCities(ctx.db, filter, p);
  const marks = await marksFor(
    ctx.db,
    userId,
    'city',
    rows.map((r) => r.city.id),
  );
  return page(
    p,
    total,
    rows.map((r) => presentCity(r, marks.get(r.city.id)!)),
    listType,
    meta,
  );
}

export async function listAllCities(ctx: AppContext, userId: UserId, p: PageRequest) {
  return cityPage(ctx, userId, {}, p, 'cities', {
    title: 'Cities of the world',
    description: 'Cities with their climate by month, typical costs and places to visit.',
  });
}

export async function listCountryCities(
  ctx: AppContext,
  userId: UserId,
  countrySlug: string,
  p: PageRequest,
  touristOnly: boolean,
) {
  const country = await findCountry(ctx, countrySlug);
  return cityPage(
    ctx,
    userId,
    { countryId: country.id, touristOnly },
    p,
    touristOnly ? 'tourist_cities' : 'cities',
    {
      title: touristOnly ? `Cities to visit in ${country.name}` : `Cities of ${country.name}`,
      description: `Cities of ${country.name} with climate, costs and places to visit.`,
    },
  );
}

export async function listRegionCities(
  ctx: AppContext,
  userId: UserId,
  countrySlug: string,
  slug: string,
  p: PageRequest,
  touristOnly: boolean,
) {
  const { country, region } = await findRegion(ctx, countrySlug, slug);
  return cityPage(
    ctx,
    userId,
    { regionId: region.id, touristOnly },
    p,
    touristOnly ? 'tourist_cities' : 'cities',
    {
      title: `Cities of ${region.name}, ${country.name}`,
      description: `Cities of ${region.name} with climate, costs and places to visit.`,
    },
  );
}

/** Cities elsewhere in the country that compare with this region's best-rated city. */
export async function listRegionSimilarCities(
  ctx: AppContext,
  userId: UserId,
  countrySlug: string,
  slug: string,
  limit: number,
) {
  const { country, region } = await findRegion(ctx, countrySlug, slug);
  const { rows } = await repo.listCities(
    ctx.db,
    { regionId: region.id },
    { page: 1, page_size: 1, ordering: '-rating' },
  );
  const top = rows[0];
  const similar = top
    ? (await repo.similarCities(ctx.db, top.city, limit * 3))
        .filter((r) => r.city.regionId !== region.id)
        .slice(0, limit)
    : [];
  const marks = await marksFor(
    ctx.db,
    userId,
    'city',
    similar.map((r) => r.city.id),
  );
  return page(
    { page: 1, page_size: limit, ordering: '' },
    similar.length,
    similar.map((r) => presentCity(r, marks.get(r.city.id)!)),
    'similar_cities',
    {
      title: `Cities like those of ${region.name}`,
      description: `Cities of ${country.name} outside ${region.name} with a similar rating and size.`,
    },
  );
}

export async function findCity(ctx: AppContext, slugOrId: string) {
  const city = await repo.cityBy(
    ctx.db,
    /^\d+$/.test(slugOrId) ? { id: Number(slugOrId) } : { slug: slugOrId },
  );
  if (!city) throw notFound(`No city "${slugOrId}".`);
  return city;
}

export async function getCity(ctx: AppContext, userId: UserId, slugOrId: string) {
  const city = await findCity(ctx, slugOrId);
  // A city page opened: its places are fetched from OpenStreetMap in the background.
  requestCityArea(ctx, city.city);
  const marks = await marksFor(ctx.db, userId, 'city', [city.city.id]);
  return presentCity(city, marks.get(city.city.id)!);
}

/** The climate of a city by month, with the current month called out. */
export async function getCityWeather(ctx: AppContext, id: string) {
  const { city } = await findCity(ctx, id);
  const month = new Date().getUTCMonth() + 1;
  return {
    city_id: city.id,
    city_name: city.name,
    month,
    current: city.climate?.find((m) => m.month === month) ?? null,
    months: city.climate ?? [],
  };
}
