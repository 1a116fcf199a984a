import { apiPaths, type Profile, ProfileSchema } from '@ai-map/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { profileQueryKey } from '../../../shared/api/get-profile';

/** Uploads a new avatar as multipart field `photo`. */
export function updateProfilePhoto(photo: File): Promise<Profile> {
  const form = new FormData();
  form.append('photo', photo);
  return apiRequest(apiPaths.profile, { method: 'PATCH', body: form, schema: ProfileSchema });
}

export function useUpdateProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfilePhoto,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
