import { describe, expect, it } from 'vitest';
import { emptyPointFilters, geoFilterBody, type PointFilters } from './map-filters-store';

const all = (
  patch: Partial<Record<'attraction' | 'shop' | 'food' | 'event', Partial<PointFilters>>>,
) => ({
  attraction: { ...emptyPointFilters(), ...patch.attraction },
  shop: { ...emptyPointFilters(), ...patch.shop },
  food: { ...emptyPointFilters(), ...patch.food },
  event: { ...emptyPointFilters(), ...patch.event },
});

describe('geoFilterBody', () => {
  it('sends nothing when no filter is set', () => {
    expect(geoFilterBody(['attraction', 'shop', 'food', 'event'], all({}))).toEqual({});
  });

  it('sends lists only when not empty and the rating only when narrowed', () => {
    const body = geoFilterBody(
      ['shop'],
      all({ shop: { categories: ['malls'], typeOfShop: ['souvenirs'], rating: [5, 10] } }),
    );
    expect(body).toEqual({ categories: ['malls'], type_of_shop: ['souvenirs'], rating: [5, 10] });
  });

  it('sends event dates only when both are set', () => {
    const half = all({ event: { dates: { start: '2026-12-01', end: null } } });
    expect(geoFilterBody(['event'], half)).toEqual({});
    const both = all({ event: { dates: { start: '2026-12-01', end: '2026-12-24' } } });
    expect(geoFilterBody(['event'], both)).toEqual({
      date: { start_date: '2026-12-01', finish_date: '2026-12-24' },
    });
  });

  it('ignores the filters of kinds not shown', () => {
    const filters = all({
      food: { cuisines: ['italian'] },
      attraction: { categories: ['museums'] },
    });
    expect(geoFilterBody(['attraction'], filters)).toEqual({ categories: ['museums'] });
  });
});
