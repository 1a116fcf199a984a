import type { ClimateClass } from '../../../../shared/lib/temperature';
import { useClimateZones } from '../../api/climate-data';

/** The colours climate_zones_geo/ gives the classes, with the same values until it answers. */
const FALLBACK: Record<ClimateClass, string> = {
  cold: '#4a90d9',
  warm: '#f2b134',
  hot: '#e2483d',
};

export function useClimateColors(): Record<ClimateClass, string> {
  const { data } = useClimateZones();
  if (!data) return FALLBACK;
  const colors = { ...FALLBACK };
  for (const zone of data) colors[zone.id] = zone.color;
  return colors;
}
