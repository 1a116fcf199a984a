import {
  CITY_SCALE_ZOOM,
  GEO_SHAPES_MIN_ZOOM,
  type GeneralSubFilter,
  LOCAL_CULTURE_MIN_ZOOM,
  type MapTab,
} from '@ai-map/contracts';
import { type CountryStatistic, effectiveSubFilter } from './general-sub-filter';

/** The map layers of the general and comparing tabs. */
export interface GeneralLayerVisibility {
  /** geo/general country and city markers with their rating. */
  markers: boolean;
  climate: boolean;
  areas: boolean;
  territory: boolean;
  languages: boolean;
  religion: boolean;
  budget: boolean;
  safety: boolean;
  comparing: boolean;
  localCulture: boolean;
}

export interface GeneralLayerState {
  tab: MapTab;
  subFilter: GeneralSubFilter | null;
  statistic: CountryStatistic;
  zoom: number;
}

const NONE: GeneralLayerVisibility = {
  markers: false,
  climate: false,
  areas: false,
  territory: false,
  languages: false,
  religion: false,
  budget: false,
  safety: false,
  comparing: false,
  localCulture: false,
};

/**
 * Which layers a view draws. Every sub-filter that draws countries or cities of its own (climate,
 * territory, the country statistics, comparing) replaces the general markers, which would sit on
 * the same points; areas and local culture keep them underneath so that countries and cities
 * stay clickable. Local culture is fetched only from zoom 7 (§4).
 */
export function generalLayerVisibility({
  tab,
  subFilter,
  statistic,
  zoom,
}: GeneralLayerState): GeneralLayerVisibility {
  if (tab === 'comparing') return { ...NONE, comparing: true };
  if (tab !== 'general') return NONE;
  switch (effectiveSubFilter(subFilter)) {
    case 'climatic':
      return { ...NONE, climate: true };
    case 'areas':
      return { ...NONE, markers: true, areas: true };
    case 'territory':
      return { ...NONE, territory: true };
    case 'languages':
      return {
        ...NONE,
        languages: statistic === 'Languages' || statistic === '',
        religion: statistic === 'Religion',
        budget: statistic === 'Budget',
        safety: statistic === 'Safety',
      };
    case 'comparing':
      return { ...NONE, comparing: true };
    case 'local-culture':
      return { ...NONE, markers: true, localCulture: zoom >= LOCAL_CULTURE_MIN_ZOOM };
  }
}

/**
 * Geo shapes are drawn only above zoom 12 unless forced (§4). An area is forced while the user
 * points at it, on the map or in the sidebar's list: region circles span tens of kilometres and
 * overlap when zoomed out, so there only the one in question is outlined.
 */
export function geoShapesVisible(zoom: number, forced: boolean): boolean {
  return forced || zoom > GEO_SHAPES_MIN_ZOOM;
}

/** Territory answers countries below city scale and cities from it on. */
export function territoryScale(zoom: number): 'countries' | 'cities' {
  return zoom >= CITY_SCALE_ZOOM ? 'cities' : 'countries';
}
