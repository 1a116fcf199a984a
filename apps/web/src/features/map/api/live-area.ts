import { type LiveArea, type LiveAreaRequest, LiveAreaSchema, livePaths } from '@ai-map/contracts';
import { apiRequest } from '../../../shared/api/client';

export interface LiveAreaPoint {
  lat: number;
  lng: number;
}

/**
 * Asks the server for the places around a city, or the city nearest a point (ours,
 * `POST live/areas/`):
 * it queues a fetch from OpenStreetMap unless that area was fetched recently, and answers how
 * things stand; asking again while a fetch runs only reads its state.
 */
export function askLiveArea(request: LiveAreaRequest, signal?: AbortSignal): Promise<LiveArea> {
  return apiRequest(livePaths.areas, {
    method: 'POST',
    body: request,
    schema: LiveAreaSchema,
    signal,
  });
}
