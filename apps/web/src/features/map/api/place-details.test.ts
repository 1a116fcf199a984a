import { describe, expect, it } from 'vitest';
import { placeDetailPath } from './place-details';

describe('place detail path', () => {
  it('is geo/{type}s/{id}/, with geo/foods/ for food and drink places', () => {
    expect(placeDetailPath('attraction', 7)).toBe('geo/attractions/7/');
    expect(placeDetailPath('shop', 8)).toBe('geo/shops/8/');
    expect(placeDetailPath('food', 9)).toBe('geo/foods/9/');
    expect(placeDetailPath('event', 10)).toBe('geo/events/10/');
  });
});
