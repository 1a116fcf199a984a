import { describe, expect, it } from 'vitest';
import { placesInViewCall } from './get-places-in-view';

const box = {
  top_left: { lat: 35.91, lng: 14.49 },
  bottom_right: { lat: 35.88, lng: 14.53 },
};

describe('placesInViewCall', () => {
  it('posts the box, the zoom and the filters to the kind’s marker call', () => {
    expect(
      placesInViewCall({ kind: 'food', box, zoom: 15, filters: { type_of_dish: ['Drinks'] } }),
    ).toEqual({
      path: 'geo/foods',
      body: { ...box, zoom: 15, type_of_dish: ['Drinks'] },
    });
    expect(placesInViewCall({ kind: 'attraction', box, zoom: 12, filters: {} }).path).toBe(
      'geo/attractions',
    );
  });
});
