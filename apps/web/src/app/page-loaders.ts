import type { LoaderFunctionArgs } from 'react-router';
import { getCityQueryOptions } from '../features/catalog/api/get-city';
import { getCountryQueryOptions } from '../features/catalog/api/get-country';
import { getRegionQueryOptions } from '../features/catalog/api/get-region';
import { getAttractionQueryOptions } from '../features/places/api/get-attraction';
import { getEventQueryOptions } from '../features/venues/api/get-event';
import { getFoodQueryOptions } from '../features/venues/api/get-food';
import { getShopQueryOptions } from '../features/venues/api/get-shop';
import { parsePlaceId } from '../shared/lib/venues';
import { isNotFoundError } from '../shared/api/not-found';
import { queryClient } from './query-client';

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' });

/**
 * Reads a page's main object before the page renders, into the cache its query then finds. An
 * unknown one goes to the not-found page at once: none of the page's other calls go out, and no
 * error is thrown while rendering (which React and the router report in the console). Any other
 * failure is left to the page, which shows it.
 */
async function mustExist(load: () => Promise<unknown>): Promise<null> {
  try {
    await load();
  } catch (error) {
    if (isNotFoundError(error)) throw notFound();
  }
  return null;
}

/** A place page's loader: an id that is not a positive whole number cannot exist. */
const placeLoader =
  (load: (id: number) => Promise<unknown>) =>
  ({ params }: LoaderFunctionArgs) => {
    const id = parsePlaceId(params.id);
    if (id === null) throw notFound();
    return mustExist(() => load(id));
  };

/** Loaders of the pages of one catalogue object or place, by route path. */
export const pageLoaders = {
  country: ({ params }: LoaderFunctionArgs) =>
    mustExist(() => queryClient.ensureQueryData(getCountryQueryOptions(params.slug ?? ''))),
  region: ({ params }: LoaderFunctionArgs) =>
    mustExist(() =>
      queryClient.ensureQueryData(getRegionQueryOptions(params.country ?? '', params.slug ?? '')),
    ),
  city: ({ params }: LoaderFunctionArgs) =>
    mustExist(() => queryClient.ensureQueryData(getCityQueryOptions(params.slug ?? ''))),
  attraction: placeLoader((id) => queryClient.ensureQueryData(getAttractionQueryOptions(id))),
  shop: placeLoader((id) => queryClient.ensureQueryData(getShopQueryOptions(id))),
  food: placeLoader((id) => queryClient.ensureQueryData(getFoodQueryOptions(id))),
  event: placeLoader((id) => queryClient.ensureQueryData(getEventQueryOptions(id))),
};
