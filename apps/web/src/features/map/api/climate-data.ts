import {
  type BoundingBox,
  ClimateZoneSchema,
  ClimaticSeasonResponseSchema,
  ClimaticSeasonSchema,
  SeasonIconSchema,
  geoDataPaths,
} from '@ai-map/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/client';
import { climateBody, type ClimateFilters } from '../lib/general-climate';

export function getClimateCities(box: BoundingBox, filters: ClimateFilters, signal?: AbortSignal) {
  return apiRequest(geoDataPaths.cityClimaticSeasons, {
    method: 'POST',
    body: climateBody(box, filters),
    schema: ClimaticSeasonResponseSchema,
    signal,
  });
}

/** The month's climate of the cities in the view (null: nothing to ask yet). */
export function useClimateCities(box: BoundingBox | null, filters: ClimateFilters) {
  return useQuery({
    queryKey: ['map', 'general', 'climate', box, filters] as const,
    queryFn: ({ signal }) => getClimateCities(box!, filters, signal),
    enabled: box !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The lists of the pickers never change while the app runs. */
const fixed = { staleTime: Infinity, gcTime: Infinity } as const;

/** climatic_seasons/: the season chips. */
export function useClimaticSeasons() {
  return useQuery({
    queryKey: ['map', 'climatic-seasons'] as const,
    queryFn: () =>
      apiRequest(geoDataPaths.climaticSeasons, { schema: z.array(ClimaticSeasonSchema) }),
    ...fixed,
  });
}

/** climatic_season_icon_list/: the chips' icons. */
export function useSeasonIcons() {
  return useQuery({
    queryKey: ['map', 'climatic-season-icons'] as const,
    queryFn: () =>
      apiRequest(geoDataPaths.climaticSeasonIcons, { schema: z.array(SeasonIconSchema) }),
    ...fixed,
  });
}

/** climate_zones_geo/: the classes' colours and bounds for the markers and the legend. */
export function useClimateZones() {
  return useQuery({
    queryKey: ['map', 'climate-zones'] as const,
    queryFn: () => apiRequest(geoDataPaths.climateZones, { schema: z.array(ClimateZoneSchema) }),
    ...fixed,
  });
}
