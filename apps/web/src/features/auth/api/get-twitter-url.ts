import { socialAuthPaths, type TwitterUrl, TwitterUrlSchema } from '@ai-map/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

/** Starts a Twitter sign-in on the server: the approval page to send the browser to. */
export function getTwitterUrl(): Promise<TwitterUrl> {
  return apiRequest(socialAuthPaths.twitterUrl, { method: 'POST', schema: TwitterUrlSchema });
}

export function useGetTwitterUrl() {
  return useMutation({ mutationFn: getTwitterUrl });
}
