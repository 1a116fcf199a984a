import { PlaceImageSchema, attractionPaths } from '@ai-map/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { attractionQueryKey } from './get-attraction';
import { attractionImagesQueryKey } from './get-attraction-images';

/** `attractions/image_add/{id}/`: uploads one photo as multipart field `image`. */
export function addAttractionImage({ id, file }: { id: number; file: File }) {
  const form = new FormData();
  form.append('image', file);
  return apiRequest(attractionPaths.addImage(id), {
    method: 'POST',
    body: form,
    schema: PlaceImageSchema,
  });
}

export function useAddAttractionImage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => addAttractionImage({ id, file }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: attractionImagesQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: attractionQueryKey(id), exact: true }),
      ]);
    },
  });
}
