import { UnavailableCostsSchema, type ApiPath } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import type { VenueLocation } from '../../../shared/lib/venues';
import { transportPath } from '../lib/money';

/** `money/transport/…/inside/`: always an empty list with the reason (no open price data). */
export function getTransportCosts(path: ApiPath) {
  return apiRequest(path, { schema: UnavailableCostsSchema });
}

/** Disabled without a path (a city whose region is not known): its query function is not called. */
export function getTransportCostsQueryOptions(path: ApiPath | null) {
  return queryOptions({
    queryKey: ['money', 'transport', path ?? ''],
    queryFn: () => getTransportCosts(path!),
    enabled: path !== null,
    staleTime: 30 * 60_000,
  });
}

export function useTransportCosts(location: VenueLocation) {
  const path = transportPath(location);
  return useQuery(getTransportCostsQueryOptions(path));
}
