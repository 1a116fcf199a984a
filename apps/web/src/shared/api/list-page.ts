import { withQuery, type ApiPath } from '@ai-map/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './client';

export interface ListPageRequest {
  page: number;
  pageSize: number;
  ordering: string;
}

/** One page of a list endpoint (`path?page=…&page_size=…&ordering=…`), checked by its schema. */
export function getListPage<T>(path: ApiPath, schema: z.ZodType<T>, request: ListPageRequest) {
  const query = new URLSearchParams({
    page: String(request.page),
    page_size: String(request.pageSize),
    ordering: request.ordering,
  });
  return apiRequest(withQuery(path, query), { schema });
}

/** A paged list keeps showing the previous page while the next one loads. */
export function listPageQueryOptions<T>(queryKey: readonly unknown[], queryFn: () => Promise<T>) {
  return queryOptions({ queryKey, queryFn, placeholderData: keepPreviousData });
}
