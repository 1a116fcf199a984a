import { tripSharePaths, type TripExportFormat } from '@ai-map/contracts';
import { useMutation } from '@tanstack/react-query';
import { errorDetail } from '../../../shared/api/api-error';
import { downloadFile, saveFile } from '../../../shared/api/download-file';
import { toast } from '../../../shared/ui/toast/toast-store';

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
 * file and the name the server gives it.
 */
export function exportTrip({ source, format }: TripExportRequest) {
  const path =
    'token' in source
      ? tripSharePaths.sharedExport(source.token, format)
      : tripSharePaths.export(source.tripId, format);
  return downloadFile(path, ACCEPT[format], `trip.${format}`);
}

/** Downloads and saves a trip file; a failure is told in a toast. */
export function useExportTrip() {
  return useMutation({
    mutationFn: async (request: TripExportRequest) => saveFile(await exportTrip(request)),
    onError: (error) => {
      console.warn('Trip export failed', error);
      toast.error(errorDetail(error));
    },
  });
}
