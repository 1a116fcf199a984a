import { PlaceImageSchema, attractionPaths } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/client';

const ImagesSchema = z.object({ image: z.array(PlaceImageSchema) });

export function attractionImagesQueryKey(id: number) {
  return ['places', 'attraction', id, 'images'] as const;
}

/** `attractions/{id}/images/`: the attraction's photos (field `image`). */
export function getAttractionImages(id: number) {
  return apiRequest(attractionPaths.images(id), { schema: ImagesSchema });
}

export function getAttractionImagesQueryOptions(id: number) {
  return queryOptions({
    queryKey: attractionImagesQueryKey(id),
    queryFn: () => getAttractionImages(id),
  });
}

export function useAttractionImages(id: number) {
  return useQuery(getAttractionImagesQueryOptions(id));
}
