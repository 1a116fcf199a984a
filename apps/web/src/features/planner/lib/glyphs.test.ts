import { TRANSPORT_TYPES } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { transportChoices } from './glyphs';

describe('transportChoices', () => {
  it('labels the wire values railroads and airlines Train and Plane (issue 29)', () => {
    const listed = [
      { type: 'walk' as const, name: 'Walk' },
      { type: 'railroads' as const, name: 'Railroads' },
      { type: 'airlines' as const, name: 'Airlines' },
      { type: 'ferries' as const, name: 'Ferries' },
    ];
    expect(transportChoices(listed)).toEqual([
      { type: 'walk', name: 'Walk' },
      { type: 'railroads', name: 'Train' },
      { type: 'airlines', name: 'Plane' },
      { type: 'ferries', name: 'Ferry' },
    ]);
  });

  it('offers every type before the server has answered', () => {
    expect(transportChoices(undefined).map((choice) => choice.type)).toEqual([...TRANSPORT_TYPES]);
  });
});
