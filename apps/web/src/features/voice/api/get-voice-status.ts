import { type VoiceStatus, voicePaths, VoiceStatusSchema } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

export function getVoiceStatus(): Promise<VoiceStatus> {
  return apiRequest(voicePaths.status, { schema: VoiceStatusSchema });
}

export function getVoiceStatusQueryOptions() {
  // The server's speech-to-text set-up only changes with a restart: once per visit is enough.
  return queryOptions({
    queryKey: ['voice', 'status'],
    queryFn: getVoiceStatus,
    staleTime: Infinity,
  });
}

/** Whether the server can transcribe speech, for the voice button. */
export function useVoiceStatus() {
  return useQuery(getVoiceStatusQueryOptions());
}
