import { MAP_CONFIG_PATH } from '@ai-map/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { z } from 'zod';
import { type Basemap, chooseBasemap, type MapConfig, rememberOffline } from '../lib/basemap-style';

const MapConfigSchema = z.object({
  style_url: z.string(),
  style_attribution: z.string().nullable(),
  offline_style_url: z.string(),
});

async function getMapConfig(): Promise<MapConfig> {
  const response = await fetch(MAP_CONFIG_PATH, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Map configuration: HTTP ${response.status}`);
  const config = MapConfigSchema.parse(await response.json());
  return {
    styleUrl: config.style_url,
    styleAttribution: config.style_attribution,
    offlineStyleUrl: config.offline_style_url,
  };
}

/**
 * The basemap: the online style (OpenFreeMap or MAP_STYLE_URL) when it loads in time, else the
 * built-in offline style. The map is not drawn until this is settled, so it never shows an
 * empty canvas waiting for a style that will not come.
 */
export const basemapQueryOptions = queryOptions({
  queryKey: ['map', 'basemap'],
  queryFn: async (): Promise<Basemap> =>
    chooseBasemap(await getMapConfig(), window.location.origin),
  staleTime: Infinity,
});

/** The basemap, and `fallBack()` for the map to call when the online tiles fail after all. */
export function useBasemap() {
  const queryClient = useQueryClient();
  const query = useQuery(basemapQueryOptions);
  const fallBack = useCallback(() => {
    const current = queryClient.getQueryData(basemapQueryOptions.queryKey);
    if (current?.mode !== 'online') return;
    rememberOffline();
    queryClient.setQueryData(basemapQueryOptions.queryKey, {
      mode: 'offline',
      style: current.offlineStyleUrl,
    });
  }, [queryClient]);
  return { ...query, fallBack };
}
