import { tripSharePaths, type TripExportFormat } from '@ai-map/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, errorDetail, toApiError } from '../../../shared/api/api-error';
import { apiUrl } from '../../../shared/api/client';
import { useSessionStore } from '../../../shared/api/session-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import { saveFile } from '../../billing/api/download-invoice';
import { downloadFilename } from '../../billing/lib/download-filename';

/** What to export: a trip the viewer may read, or the trip behind a read-only link. */
export type TripExportSource = { tripId: number } | { token: string };

export interface TripExportRequest {
  source: TripExportSource;
  format: TripExportFormat;
}

const ACCEPT: Record<TripExportFormat, string> = {
  ics: 'text/calendar',
  gpx: 'application/gpx+xml',
  kml: 'application/vnd.google-earth.kml+xml',
};

/**
 * `GET planner/trips/{id}/export.{format}` or `GET planner/shared/{token}/export.{format}`: the
 * file and the name the server gives it. The JSON client carries no files, so this fetches
 * directly with the same Token header (and the planner access code cookie of an anonymous
 * owner); a 401 signs out as every other call does.
 */
export async function exportTrip({
  source,
  format,
}: TripExportRequest): Promise<{ blob: Blob; filename: string }> {
  const path =
    'token' in source
      ? tripSharePaths.sharedExport(source.token, format)
      : tripSharePaths.export(source.tripId, format);
  const token = useSessionStore.getState().token;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      headers: {
        Accept: `${ACCEPT[format]}, application/json`,
        ...(token ? { Authorization: `Token ${token}` } : {}),
      },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiRequestError(500, toApiError(null));
  }
  if (!response.ok) {
    if (response.status === 401) useSessionStore.getState().signOut();
    const body: unknown = await response.json().catch(() => null);
    throw new ApiRequestError(response.status, toApiError(body, response.statusText || undefined));
  }
  return {
    blob: await response.blob(),
    filename: downloadFilename(response.headers.get('content-disposition'), `trip.${format}`),
  };
}

/** Downloads and saves a trip file; a failure is told in a toast. */
export function useExportTrip() {
  return useMutation({
    mutationFn: async (request: TripExportRequest) => {
      const { blob, filename } = await exportTrip(request);
      saveFile(blob, filename);
    },
    onError: (error) => {
      console.warn('Trip export failed', error);
      toast.error(errorDetail(error));
    },
  });
}
