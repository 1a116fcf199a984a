import { UnavailableCostsSchema } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import type { VenueLocation } from '../../../shared/lib/venues';
import { transportPath } from '../lib/money';

/** `money/transport/…/inside/`: always an empty list with the reason (no open price data). */
export function getTransportCosts(path: string) {
  return apiRequest(path, { schema: UnavailableCostsSchema });
}

export function getTransportCostsQueryOptions(path: string) {
  return queryOptions({
    queryKey: ['money', 'transport', path],
    queryFn: () => getTransportCosts(path),
    staleTime: 30 * 60_000,
  });
}

export function useTransportCosts(location: VenueLocation) {
  const path = transportPath(location);
  return useQuery({ ...getTransportCostsQueryOptions(path ?? ''), enabled: path !== null });
}
