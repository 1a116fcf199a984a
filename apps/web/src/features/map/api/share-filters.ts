import { FilterShareCreatedSchema, filterPaths } from '@ai-map/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

/** `POST filter/share/ {val}` → `{q}`: stores a filter state under a short id. */
export function shareFilters(val: unknown) {
  return apiRequest(filterPaths.share, {
    method: 'POST',
    body: { val },
    schema: FilterShareCreatedSchema,
  });
}

export function useShareFilters() {
  return useMutation({ mutationFn: shareFilters });
}
