import { DepartureTransportTypesSchema, plannerPaths } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/api/client';

export type DepartureTransportType = z.infer<typeof DepartureTransportTypesSchema>[number];

export const departureTransportTypesQueryKey = ['planner', 'departure-transport-types'] as const;

export function getDepartureTransportTypes(
  signal?: AbortSignal,
): Promise<DepartureTransportType[]> {
  return apiRequest(plannerPaths.departureTransportTypes, {
    schema: DepartureTransportTypesSchema,
    signal,
  });
}

export function getDepartureTransportTypesQueryOptions() {
  return queryOptions({
    queryKey: departureTransportTypesQueryKey,
    queryFn: ({ signal }) => getDepartureTransportTypes(signal),
    // A fixed list of the server's: read once per visit.
    staleTime: Infinity,
  });
}

/** The transports a leg can take, with their names (the transport change popup). */
export function useDepartureTransportTypes() {
  return useQuery(getDepartureTransportTypesQueryOptions());
}
