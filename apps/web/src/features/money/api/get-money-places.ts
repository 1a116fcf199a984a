import { MoneyPlaceSchema, listPage } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import type { VenueLocation } from '../../../shared/lib/venues';
import { moneyLocationPath } from '../lib/money';

const MoneyPlacesSchema = listPage(MoneyPlaceSchema);

/** bank: banks and ATMs; changer: currency exchanges. */
export type MoneyPlaceKind = 'bank' | 'changer';

/** `money/{bank|changer}/{level}/…/`: banks, ATMs or exchanges from OpenStreetMap, by name. */
export function getMoneyPlaces(kind: MoneyPlaceKind, path: string, pageSize: number) {
  const query = new URLSearchParams({ page: '1', page_size: String(pageSize) });
  return apiRequest(`money/${kind}/${path}/?${query}`, { schema: MoneyPlacesSchema });
}

export function getMoneyPlacesQueryOptions(kind: MoneyPlaceKind, path: string, pageSize: number) {
  return queryOptions({
    queryKey: ['money', kind, path, pageSize],
    queryFn: () => getMoneyPlaces(kind, path, pageSize),
    staleTime: 5 * 60_000,
  });
}

export function useMoneyPlaces(kind: MoneyPlaceKind, location: VenueLocation, pageSize: number) {
  const path = moneyLocationPath(location);
  return useQuery({
    ...getMoneyPlacesQueryOptions(kind, path ?? '', pageSize),
    enabled: path !== null,
  });
}
