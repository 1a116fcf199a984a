import { BlogListSchema, PAGE_SIZES, blogPaths, withQuery } from '@ai-map/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

export interface BlogPostsQuery {
  page: number;
  search: string;
}

/** `blog/`: 7 articles a page (spec 001 §9), newest first, optionally matching a search. */
export function getBlogPosts({ page, search }: BlogPostsQuery) {
  const query = new URLSearchParams({ page: String(page), page_size: String(PAGE_SIZES.blog) });
  if (search) query.set('search', search);
  return apiRequest(withQuery(blogPaths.posts, query), { schema: BlogListSchema });
}

export function getBlogPostsQueryOptions(query: BlogPostsQuery) {
  return queryOptions({
    queryKey: ['blog', 'list', query],
    queryFn: () => getBlogPosts(query),
    placeholderData: keepPreviousData,
  });
}

export function useBlogPosts(query: BlogPostsQuery) {
  return useQuery(getBlogPostsQueryOptions(query));
}
