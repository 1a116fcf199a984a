import type {
  Advisory,
  AdvisoryView,
  CostSourceView,
  DescriptionView,
  DestinationType,
  PriceLevelSource,
} from '@ai-map/contracts';
import { US_REFERENCE_WEEK } from '@ai-map/contracts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2024-12-31" → "31 Dec 2024". */
export function formatDay(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** "a", "a and b", "a, b and c". */
function listed(items: string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The advisory with the one line every screen shows: whose advice, which level, when; for an
 * advisory set per state, that the levels vary, the highest and where it applies.
 */
export function presentAdvisory(advisory: Advisory | null): AdvisoryView | null {
  if (!advisory) return null;
  return {
    ...advisory,
    text: advisory.varies_by
      ? `${advisory.source}: levels vary by ${advisory.varies_by}, up to Level ${advisory.level} — ${advisory.title} in ${listed(advisory.highest_in ?? [])} (updated ${formatDay(advisory.updated)})`
      : `${advisory.source}: Level ${advisory.level} — ${advisory.title} (updated ${formatDay(advisory.updated)})`,
  };
}

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

/** Where a country's weekly cost comes from (docs/data.md: cost model). */
export function countryCostSource(country: {
  name: string;
  costForWeek: number | null;
  priceLevelSource: PriceLevelSource | null;
  priceLevelYear: number | null;
}): CostSourceView | null {
  if (country.costForWeek === null) return null;
  const base = `A mid-range week in the USA (${usd(US_REFERENCE_WEEK)}, from U.S. GSA per diem rates)`;
  if (country.priceLevelSource === 'sovereign') {
    return {
      kind: 'sovereign_price_level',
      text: `${base} × the World Bank price level of the state ${country.name} belongs to (neither the World Bank nor the per diem rates price ${country.name} itself).`,
    };
  }
  return country.priceLevelSource === 'per_diem'
    ? {
        kind: 'neighbour_price_level',
        text: `${base} × a price level for ${country.name} estimated from its U.S. State Department per diem rate against a neighbour's World Bank price level (the World Bank has none for ${country.name}).`,
      }
    : {
        kind: 'country_price_level',
        text: `${base} × ${country.name}'s World Bank price level${country.priceLevelYear ? ` (${country.priceLevelYear})` : ''}.`,
      };
}

/** Where a city's weekly cost comes from: its own per diem rate, or its country's figure. */
export function cityCostSource(
  city: { name: string; costForWeek: number | null; costSource: 'city' | 'country' | null },
  countryName: string,
): CostSourceView | null {
  if (city.costForWeek === null || city.costSource === null) return null;
  return city.costSource === 'city'
    ? {
        kind: 'city',
        text: `${countryName}'s weekly cost scaled by the U.S. State Department per diem rate (lodging, meals) for ${city.name} against the rest of ${countryName}.`,
      }
    : {
        kind: 'country',
        text: `${countryName}'s weekly cost: there is no city-level rate for ${city.name}.`,
      };
}

/** The Wikivoyage introduction with its credit (CC BY-SA 3.0 asks for both, NOTICE.md). */
export function presentDescription(
  text: string | null,
  wikivoyageTitle: string | null,
): DescriptionView | null {
  if (!text || !wikivoyageTitle) return null;
  return {
    text,
    source: 'Wikivoyage',
    url: `https://en.wikivoyage.org/wiki/${encodeURIComponent(wikivoyageTitle.replace(/ /g, '_'))}`,
    licence: 'CC BY-SA 3.0',
    licence_url: 'https://creativecommons.org/licenses/by-sa/3.0/',
  };
}

/** "Island", "Region"…: what a destination without a population figure is, for its cards. */
export const DESTINATION_LABEL: Record<DestinationType, string> = {
  city: 'City',
  town: 'Town',
  island: 'Island',
  region: 'Region',
  mountain: 'Mountains',
  lake: 'Lake',
};
