import { railCellKey, railCellOf } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { isRailStation, RAIL_CELL_DEG, railStations } from './rail-stations';
import type { WikipediaArticle } from './wikipedia-sights';

const article = (title: string, coordType = '', lat = 7.29, lng = 80.63): WikipediaArticle => ({
  title,
  lat,
  lng,
  length: 1000,
  coordType,
});

describe('railway stations', () => {
  it('keeps stations by their {{coord}} type or a title that names a station', () => {
    expect(isRailStation(article('Nanu Oya railway station', 'railwaystation'))).toBe(true);
    expect(isRailStation(article('Kandy railway station'))).toBe(true);
    expect(isRailStation(article('Kyoto Station', '', 34.98, 135.76))).toBe(true);
    expect(isRailStation(article('Shinjuku Station (Tokyo)', 'landmark', 35.69, 139.7))).toBe(true);
  });

  it('leaves out other stations, farms and places merely near a railway', () => {
    expect(isRailStation(article('Kandy Fire Station'))).toBe(false);
    expect(isRailStation(article('Colombo Central Bus Station'))).toBe(false);
    expect(isRailStation(article('Anna Creek Station', '', -28.9, 136.1))).toBe(false);
    expect(isRailStation(article('Station Road Bridge', 'landmark'))).toBe(false);
    expect(isRailStation(article('Central Station (Sydney)', 'edu'))).toBe(false);
  });

  it('writes the cells as sorted gaps, once per cell, with the unknown tile', () => {
    const data = railStations([
      article('Kandy railway station', '', 7.2906, 80.6337),
      article('Peradeniya Junction railway station', 'railwaystation', 7.2917, 80.6339),
      article('Colombo Fort railway station', 'railwaystation', 6.9337, 79.85),
      article('Temple of the Tooth', 'landmark', 7.2936, 80.6413),
    ]);
    expect(data.cell_deg).toBe(RAIL_CELL_DEG);
    const keys = data.gaps.map((_, i) => data.gaps.slice(0, i + 1).reduce((a, b) => a + b, 0));
    const cell = (lat: number, lng: number) => {
      const { row, column } = railCellOf(lat, lng, RAIL_CELL_DEG);
      return railCellKey(row, column);
    };
    expect(keys).toEqual([cell(6.9337, 79.85), cell(7.2906, 80.6337)]);
    expect(data.unknown).toEqual([[0, -90, 45, -45]]);
  });
});
