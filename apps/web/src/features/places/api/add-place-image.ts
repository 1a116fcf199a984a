import { PlaceImageSchema, type ApiPath } from '@ai-map/contracts';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

/**
 * The upload of one photo of a place as multipart field `image` (`attractions/image_add/{id}/`,
 * `shop/image_add/{id}/`); when it ends, the place's photos and the place itself are read again.
 */
export function useAddPlaceImage(path: ApiPath, imagesKey: QueryKey, placeKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return apiRequest(path, { method: 'POST', body: form, schema: PlaceImageSchema });
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: imagesKey }),
        queryClient.invalidateQueries({ queryKey: placeKey, exact: true }),
      ]);
    },
  });
}
