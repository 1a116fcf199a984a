import { planPaths, type TimeframeOffer, TimeframeOfferSchema } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/client';

/** `GET users/subscription_plans/{id}/timeframes_offers/`: the days modal's options. */
export function getTimeframeOffers(planId: number): Promise<TimeframeOffer[]> {
  return apiRequest(planPaths.timeframeOffers(planId), { schema: z.array(TimeframeOfferSchema) });
}

export function getTimeframeOffersQueryOptions(planId: number) {
  return queryOptions({
    queryKey: ['timeframe-offers', planId],
    queryFn: () => getTimeframeOffers(planId),
  });
}

export function useTimeframeOffers(planId: number) {
  return useQuery(getTimeframeOffersQueryOptions(planId));
}
