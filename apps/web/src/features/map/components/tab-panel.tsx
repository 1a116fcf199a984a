import type { MapTab } from '@ai-map/contracts';

const HINTS: Record<MapTab, string> = {
  selected: 'Pick a place on the map to see it here.',
  attraction: 'Attractions in view.',
  shop: 'Shops in view.',
  food: 'Food and drink places in view.',
  event: 'Events in view.',
  trips: 'Your trips.',
  general: 'Climate, areas, territory, languages, comparing and local culture.',
  comparing: 'Compare countries or cities by rating.',
};

/** The content of the active sidebar tab. */
export function TabPanel({ tab }: { tab: MapTab }) {
  return <p>{HINTS[tab]}</p>;
}
