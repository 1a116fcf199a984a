import type { MapReligionSchema, ReligionSchema } from '@ai-map/contracts';
import type { z } from 'zod';

export type CountryReligion = z.infer<typeof ReligionSchema>;
export type MapReligion = z.infer<typeof MapReligionSchema>;

/** Below this share a religion is left out when a religion filter is on (§2). */
export const RELIGION_FILTER_MIN_PERCENT = 1;

const byShare = (a: CountryReligion, b: CountryReligion) =>
  b.percentage - a.percentage || a.name.localeCompare(b.name);

/**
 * The two entries a country's religion marker shows (§2): its two largest religions. With a
 * religion filter only entries of at least 1 % count, the filtered religion comes first, and a
 * country where it has less than that shows no marker (null).
 */
export function topReligions(
  religions: CountryReligion[],
  filter: string | null,
): CountryReligion[] | null {
  if (filter === null) return [...religions].sort(byShare).slice(0, 2);
  const counted = religions.filter((r) => r.percentage >= RELIGION_FILTER_MIN_PERCENT);
  const picked = counted.find((r) => r.id === filter);
  if (!picked) return null;
  const other = counted.filter((r) => r !== picked).sort(byShare)[0];
  return other ? [picked, other] : [picked];
}

/** "90%", "0.5%": whole numbers from 10 % on, one decimal below. */
export function formatShare(percentage: number): string {
  const value = percentage >= 10 ? Math.round(percentage) : Math.round(percentage * 10) / 10;
  return `${value}%`;
}

export interface ReligionCountry {
  countryId: number;
  name: string;
  point: [number, number];
  religions: CountryReligion[];
}

export interface ReligionMarkerProperties {
  countryId: number;
  name: string;
  /** The colours of the two entries, left and right (the same twice for a single religion). */
  colors: [string, string];
  /** "80% · 14%", or one share. */
  label: string;
  /** "Hindu 80%, Muslim 14%": what the marker says, in words. */
  title: string;
}

/** Colour of a religion from the map list; a grey for one the list does not name. */
const UNLISTED_COLOR = '#94a3b8';

export function religionFeatures(
  countries: ReligionCountry[],
  list: MapReligion[],
  filter: string | null,
): GeoJSON.FeatureCollection<GeoJSON.Point, ReligionMarkerProperties> {
  const colors = new Map(list.map((r) => [r.religion_id, r.color]));
  const color = (id: string) => colors.get(id) ?? UNLISTED_COLOR;
  return {
    type: 'FeatureCollection',
    features: countries.flatMap((country) => {
      const top = topReligions(country.religions, filter);
      if (!top || top.length === 0) return [];
      const first = top[0]!;
      const second = top[1] ?? first;
      return [
        {
          type: 'Feature' as const,
          geometry: { type: 'Point' as const, coordinates: country.point },
          properties: {
            countryId: country.countryId,
            name: country.name,
            colors: [color(first.id), color(second.id)] as [string, string],
            label: top.map((r) => formatShare(r.percentage)).join(' · '),
            title: top.map((r) => `${r.name} ${formatShare(r.percentage)}`).join(', '),
          },
        },
      ];
    }),
  };
}
