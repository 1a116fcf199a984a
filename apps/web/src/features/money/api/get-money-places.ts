import { MoneyPlaceSchema, listPage, moneyPaths, withQuery, type ApiPath } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import type { VenueLocation } from '../../../shared/lib/venues';
import { moneyPath } from '../lib/money';

const MoneyPlacesSchema = listPage(MoneyPlaceSchema);

/** bank: banks and ATMs; changer: currency exchanges. */
export type MoneyPlaceKind = 'bank' | 'changer';

/** `money/{bank|changer}/{level}/…/`: banks, ATMs or exchanges from OpenStreetMap, by name. */
export function getMoneyPlaces(path: ApiPath, pageSize: number) {
  const query = new URLSearchParams({ page: '1', page_size: String(pageSize) });
  return apiRequest(withQuery(path, query), { schema: MoneyPlacesSchema });
}

/** Disabled without a path (a city whose region is not known): its query function is not called. */
export function getMoneyPlacesQueryOptions(path: ApiPath | null, pageSize: number) {
  return queryOptions({
    queryKey: ['money', 'places', path ?? '', pageSize],
    queryFn: () => getMoneyPlaces(path!, pageSize),
    enabled: path !== null,
    staleTime: 5 * 60_000,
  });
}

export function useMoneyPlaces(kind: MoneyPlaceKind, location: VenueLocation, pageSize: number) {
  const path = moneyPath(moneyPaths[kind], location);
  return useQuery(getMoneyPlacesQueryOptions(path, pageSize));
}
