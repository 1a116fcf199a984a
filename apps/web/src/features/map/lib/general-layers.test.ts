import { describe, expect, it } from 'vitest';
import { generalLayerVisibility, geoShapesVisible, territoryScale } from './general-layers';

const shown = (state: Parameters<typeof generalLayerVisibility>[0]) =>
  Object.entries(generalLayerVisibility(state))
    .filter(([, visible]) => visible)
    .map(([layer]) => layer);

describe('generalLayerVisibility', () => {
  it('draws nothing outside the general and comparing tabs', () => {
    for (const tab of ['selected', 'attraction', 'trips'] as const) {
      expect(shown({ tab, subFilter: 'areas', statistic: '', zoom: 8 })).toEqual([]);
    }
  });

  it('draws the comparing markers in the comparing tab whatever the sub-filter', () => {
    expect(shown({ tab: 'comparing', subFilter: 'areas', statistic: '', zoom: 4 })).toEqual([
      'comparing',
    ]);
  });

  it('draws climate with no sub-filter chosen (the default)', () => {
    expect(shown({ tab: 'general', subFilter: null, statistic: '', zoom: 4 })).toEqual(['climate']);
  });

  it('keeps the general markers under areas and local culture only', () => {
    expect(shown({ tab: 'general', subFilter: 'areas', statistic: '', zoom: 8 })).toEqual([
      'markers',
      'areas',
    ]);
    expect(shown({ tab: 'general', subFilter: 'territory', statistic: '', zoom: 8 })).toEqual([
      'territory',
    ]);
    expect(shown({ tab: 'general', subFilter: 'comparing', statistic: '', zoom: 8 })).toEqual([
      'comparing',
    ]);
  });

  it('fetches local culture from zoom 7 only', () => {
    const at = (zoom: number) =>
      shown({ tab: 'general', subFilter: 'local-culture', statistic: '', zoom });
    expect(at(6)).toEqual(['markers']);
    expect(at(7)).toEqual(['markers', 'localCulture']);
  });

  it('draws the country statistic the statistical sub-filter holds', () => {
    const at = (statistic: '' | 'Languages' | 'Religion' | 'Budget' | 'Safety') =>
      shown({ tab: 'general', subFilter: 'languages', statistic, zoom: 4 });
    expect(at('Languages')).toEqual(['languages']);
    expect(at('')).toEqual(['languages']);
    expect(at('Religion')).toEqual(['religion']);
    expect(at('Budget')).toEqual(['budget']);
    expect(at('Safety')).toEqual(['safety']);
  });
});

describe('geo shape and territory scales', () => {
  it('draws shapes above zoom 12 unless forced', () => {
    expect(geoShapesVisible(12, false)).toBe(false);
    expect(geoShapesVisible(12.5, false)).toBe(true);
    expect(geoShapesVisible(5, true)).toBe(true);
  });

  it('switches territory from countries to cities at zoom 6', () => {
    expect(territoryScale(5.9)).toBe('countries');
    expect(territoryScale(6)).toBe('cities');
  });
});
