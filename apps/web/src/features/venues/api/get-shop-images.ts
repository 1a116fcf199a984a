import { PlaceImageSchema, shopPaths } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/client';

const ImagesSchema = z.object({ image: z.array(PlaceImageSchema) });

export function shopImagesQueryKey(id: number) {
  return ['venues', 'shop', id, 'images'] as const;
}

/** `shop/{id}/images/`: the shop's photos, the viewer's unpublished uploads included. */
export function getShopImages(id: number) {
  return apiRequest(shopPaths.images(id), { schema: ImagesSchema });
}

export function getShopImagesQueryOptions(id: number) {
  return queryOptions({ queryKey: shopImagesQueryKey(id), queryFn: () => getShopImages(id) });
}

export function useShopImages(id: number) {
  return useQuery(getShopImagesQueryOptions(id));
}
