import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

const MapConfigSchema = z.object({ style_url: z.string() });

/** The basemap style: the built-in offline one, or MAP_STYLE_URL when the deployment sets it. */
async function getMapConfig() {
  const response = await fetch('/map/config.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Map configuration: HTTP ${response.status}`);
  const { style_url } = MapConfigSchema.parse(await response.json());
  return { styleUrl: new URL(style_url, window.location.origin).toString() };
}

export const mapConfigQueryOptions = queryOptions({
  queryKey: ['map', 'config'],
  queryFn: getMapConfig,
  staleTime: Infinity,
});

export function useMapConfig() {
  return useQuery(mapConfigQueryOptions);
}
