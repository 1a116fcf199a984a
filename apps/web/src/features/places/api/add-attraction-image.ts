import { attractionPaths } from '@ai-map/contracts';
import { useAddPlaceImage } from './add-place-image';
import { attractionQueryKey } from './get-attraction';
import { attractionImagesQueryKey } from './get-attraction-images';

/** `attractions/image_add/{id}/`: a photo of the attraction. */
export function useAddAttractionImage(id: number) {
  return useAddPlaceImage(
    attractionPaths.addImage(id),
    attractionImagesQueryKey(id),
    attractionQueryKey(id),
  );
}
