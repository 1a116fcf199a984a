import {
  ImportCommitSchema,
  importPaths,
  ImportPreviewSchema,
  type ImportCommit,
  type ImportPreview,
} from '@ai-map/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { chatHistoryQueryKey } from '../../../shared/api/chat-query-keys';
import { PLANNER_QUERY_ROOT } from '../api/planner-query-root';

export interface ImportPlacesRequest {
  /** An existing trip, or null for a new one. */
  tripId: number | null;
  file: File;
  target: 'days' | 'ideas';
  dayOfTrip?: number;
}

function formOf(request: ImportPlacesRequest, mode: 'preview' | 'commit'): FormData {
  const form = new FormData();
  form.append('mode', mode);
  form.append('target', request.target);
  if (request.dayOfTrip !== undefined) form.append('day_of_trip', String(request.dayOfTrip));
  form.append('file', request.file);
  return form;
}

const pathOf = (tripId: number | null) =>
  tripId === null ? importPaths.newTripImport : importPaths.tripImport(tripId);

/** `mode=preview`: what the file holds, matched and not; nothing is written. */
export function previewImport(request: ImportPlacesRequest): Promise<ImportPreview> {
  return apiRequest(pathOf(request.tripId), {
    method: 'POST',
    body: formOf(request, 'preview'),
    schema: ImportPreviewSchema,
  });
}

/**
 * `mode=commit`: adds the places in one go; every planner query is read again, and the trip
 * history, which a new trip joins.
 */
export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportPlacesRequest): Promise<ImportCommit> =>
      apiRequest(pathOf(request.tripId), {
        method: 'POST',
        body: formOf(request, 'commit'),
        schema: ImportCommitSchema,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PLANNER_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: chatHistoryQueryKey }),
      ]),
  });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
