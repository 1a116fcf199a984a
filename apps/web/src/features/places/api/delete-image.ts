import { attractionPaths } from '@ai-map/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { attractionQueryKey } from './get-attraction';
import { attractionImagesQueryKey } from './get-attraction-images';

/** `DELETE image/{id}/`: only the person who uploaded a photo may delete it. */
export function deleteImage(imageId: number): Promise<void> {
  return apiRequest<void>(attractionPaths.image(imageId), { method: 'DELETE' });
}

export function useDeleteAttractionImage(attractionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImage,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: attractionImagesQueryKey(attractionId) }),
        queryClient.invalidateQueries({ queryKey: attractionQueryKey(attractionId), exact: true }),
      ]);
    },
  });
}
