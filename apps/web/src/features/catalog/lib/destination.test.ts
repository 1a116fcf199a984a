import { describe, expect, it } from 'vitest';
import { DESTINATION_TYPE_LABELS, descriptionParagraphs, isAreaDestination } from './destination';

describe('destinations', () => {
  it('treats islands, regions, mountains and lakes as areas, cities and towns as settlements', () => {
    expect(isAreaDestination('island')).toBe(true);
    expect(isAreaDestination('region')).toBe(true);
    expect(isAreaDestination('mountain')).toBe(true);
    expect(isAreaDestination('lake')).toBe(true);
    expect(isAreaDestination('city')).toBe(false);
    expect(isAreaDestination('town')).toBe(false);
    expect(DESTINATION_TYPE_LABELS.mountain).toBe('Mountains');
  });

  it('splits an introduction into its paragraphs and drops blank ones', () => {
    expect(
      descriptionParagraphs('Santorini is an island.\n\n  It has cliffs. \nAnd wine.\n'),
    ).toEqual(['Santorini is an island.', 'It has cliffs.', 'And wine.']);
    expect(descriptionParagraphs('One line.')).toEqual(['One line.']);
  });
});
