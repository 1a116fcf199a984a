import {
  PAGE_SIZES,
  type ParticipationRequestPage,
  ParticipationRequestPageSchema,
  planTogetherPaths,
  withQuery,
} from '@ai-map/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

export const participationRequestsQueryKey = (tripId: number, page: number) =>
  ['planner', 'participation-requests', tripId, page] as const;

export function getParticipationRequests(
  tripId: number,
  page: number,
  signal?: AbortSignal,
): Promise<ParticipationRequestPage> {
  const query = new URLSearchParams({
    page: String(page),
    page_size: String(PAGE_SIZES.participationRequests),
  });
  return apiRequest(withQuery(planTogetherPaths.participationRequests(tripId), query), {
    schema: ParticipationRequestPageSchema,
    signal,
  });
}

export function getParticipationRequestsQueryOptions(tripId: number, page: number) {
  return queryOptions({
    queryKey: participationRequestsQueryKey(tripId, page),
    queryFn: ({ signal }) => getParticipationRequests(tripId, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** Pending requests to join the trip, three a page (spec 000 §9); owner and editors only. */
export function useParticipationRequests(tripId: number, page: number, enabled: boolean) {
  return useQuery({ ...getParticipationRequestsQueryOptions(tripId, page), enabled });
}
