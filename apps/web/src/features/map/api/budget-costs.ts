import {
  BudgetResponseSchema,
  CurrencyItemSchema,
  geoDataPaths,
  moneyPaths,
} from '@ai-map/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/client';
import { budgetBody, type BudgetSettings } from '../lib/general-budget';

export type BudgetBody = ReturnType<typeof budgetBody>;

export function getBudget(body: BudgetBody, signal?: AbortSignal) {
  return apiRequest(geoDataPaths.budgetAndCosts, {
    method: 'POST',
    body,
    schema: BudgetResponseSchema,
    signal,
  });
}

/** What the settings cost in each country; the answer's range bounds the slider. */
export function useBudget(
  settings: BudgetSettings,
  bounds: [number, number] | null,
  enabled: boolean,
) {
  const body = budgetBody(settings, bounds);
  return useQuery({
    queryKey: ['map', 'general', 'budget', body] as const,
    queryFn: ({ signal }) => getBudget(body, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** currencies/: every currency, USD (the default) first. */
export function useCurrencies(enabled: boolean) {
  return useQuery({
    queryKey: ['money', 'currencies'] as const,
    queryFn: () => apiRequest(moneyPaths.currencies, { schema: z.array(CurrencyItemSchema) }),
    enabled,
    staleTime: Infinity,
  });
}
