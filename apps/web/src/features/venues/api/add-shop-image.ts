import { PlaceImageSchema, shopPaths } from '@ai-map/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { shopQueryKey } from './get-shop';
import { shopImagesQueryKey } from './get-shop-images';

/** `shop/image_add/{id}/`: uploads one photo as multipart field `image`. */
export function addShopImage({ id, file }: { id: number; file: File }) {
  const form = new FormData();
  form.append('image', file);
  return apiRequest(shopPaths.addImage(id), {
    method: 'POST',
    body: form,
    schema: PlaceImageSchema,
  });
}

export function useAddShopImage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => addShopImage({ id, file }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: shopImagesQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: shopQueryKey(id), exact: true }),
      ]);
    },
  });
}
