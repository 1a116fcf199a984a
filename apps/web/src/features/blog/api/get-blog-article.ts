import { BlogArticleSchema, blogPaths } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

/** `blog/{id}/`: an article by id or slug. */
export function getBlogArticle(id: string) {
  return apiRequest(blogPaths.article(id), { schema: BlogArticleSchema });
}

export function getBlogArticleQueryOptions(id: string) {
  return queryOptions({ queryKey: ['blog', 'article', id], queryFn: () => getBlogArticle(id) });
}

export function useBlogArticle(id: string) {
  return useQuery(getBlogArticleQueryOptions(id));
}
