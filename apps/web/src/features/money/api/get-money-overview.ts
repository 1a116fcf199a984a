import { MoneyOverviewSchema, moneyPaths, type ApiPath } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import type { VenueLocation } from '../../../shared/lib/venues';
import { moneyPath } from '../lib/money';

/** `money/{country|region|city}/…/`: currencies, price level, weekly costs, bank counts. */
export function getMoneyOverview(path: ApiPath) {
  return apiRequest(path, { schema: MoneyOverviewSchema });
}

/** Disabled without a path (a city whose region is not known): its query function is not called. */
export function getMoneyOverviewQueryOptions(path: ApiPath | null) {
  return queryOptions({
    queryKey: ['money', 'overview', path ?? ''],
    queryFn: () => getMoneyOverview(path!),
    enabled: path !== null,
    staleTime: 5 * 60_000,
  });
}

export function useMoneyOverview(location: VenueLocation) {
  const path = moneyPath(moneyPaths.overview, location);
  return useQuery(getMoneyOverviewQueryOptions(path));
}
