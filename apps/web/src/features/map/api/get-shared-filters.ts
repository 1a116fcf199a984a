import { FilterShareSchema, filterPaths, withQuery } from '@ai-map/contracts';
import { apiRequest } from '../../../shared/api/client';

/** `GET filter/share/?q=`: the filter state a shared link stands for. */
export function getSharedFilters(q: string, signal?: AbortSignal) {
  return apiRequest(withQuery(filterPaths.share, `q=${encodeURIComponent(q)}`), {
    schema: FilterShareSchema,
    signal,
  });
}
