import { MoneyOverviewSchema, moneyPaths } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import type { VenueLocation } from '../../../shared/lib/venues';
import { moneyPath } from '../lib/money';

/** `money/{country|region|city}/…/`: currencies, price level, weekly costs, bank counts. */
export function getMoneyOverview(path: string) {
  return apiRequest(path, { schema: MoneyOverviewSchema });
}

export function getMoneyOverviewQueryOptions(path: string) {
  return queryOptions({
    queryKey: ['money', 'overview', path],
    queryFn: () => getMoneyOverview(path),
    staleTime: 5 * 60_000,
  });
}

export function useMoneyOverview(location: VenueLocation) {
  const path = moneyPath(moneyPaths.overview, location);
  return useQuery({ ...getMoneyOverviewQueryOptions(path ?? ''), enabled: path !== null });
}
