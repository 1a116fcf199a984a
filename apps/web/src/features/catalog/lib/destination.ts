import type { DestinationType } from '@ai-map/contracts';

/** What a destination is, as its page names it. */
export const DESTINATION_TYPE_LABELS: Record<DestinationType, string> = {
  city: 'City',
  town: 'Town',
  island: 'Island',
  region: 'Region',
  mountain: 'Mountains',
  lake: 'Lake',
};

/**
 * Islands, regions, mountains and lakes are areas, not settlements: no census counts their
 * people, so their pages show what they are instead of a population.
 */
export function isAreaDestination(type: DestinationType): boolean {
  return type !== 'city' && type !== 'town';
}

/** Wikivoyage introductions keep their paragraph breaks; each becomes a paragraph. */
export function descriptionParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n|\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
