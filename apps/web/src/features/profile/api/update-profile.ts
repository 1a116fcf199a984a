import { apiPaths, type Profile, ProfileSchema, type ProfileUpdate } from '@ai-map/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { profileQueryKey } from '../../../shared/api/get-profile';

/** Sends only the changed text fields (spec 000 §5). */
export function updateProfile(changes: ProfileUpdate): Promise<Profile> {
  return apiRequest(apiPaths.profile, { method: 'PATCH', body: changes, schema: ProfileSchema });
}

/**
 * Shows the new value at once and puts the previous profile back if the server refuses it
 * (spec 000 §8: profile update failure restores the previous value).
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: profileQueryKey });
      const previous = queryClient.getQueryData<Profile>(profileQueryKey);
      if (previous) queryClient.setQueryData<Profile>(profileQueryKey, { ...previous, ...changes });
      return { previous };
    },
    onError: (error, _changes, context) => {
      console.warn('Profile update failed', error);
      if (context?.previous) queryClient.setQueryData(profileQueryKey, context.previous);
    },
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
