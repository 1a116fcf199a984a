import { shopPaths } from '@ai-map/contracts';
import { useAddPlaceImage } from '../../places';
import { shopQueryKey } from './get-shop';
import { shopImagesQueryKey } from './get-shop-images';

/** `shop/image_add/{id}/`: a photo of the shop. */
export function useAddShopImage(id: number) {
  return useAddPlaceImage(shopPaths.addImage(id), shopImagesQueryKey(id), shopQueryKey(id));
}
