import { railCellKey, railCellOf } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { operatorStation, type OperatorStation } from './operator-stations';
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
    const { stations: data } = railStations([
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

  const cell = (lat: number, lng: number) => {
    const { row, column } = railCellOf(lat, lng, RAIL_CELL_DEG);
    return railCellKey(row, column);
  };
  const keysOf = (gaps: number[]) =>
    new Set(gaps.map((_, i) => gaps.slice(0, i + 1).reduce((a, b) => a + b, 0)));
  const listed = (lat: number, lng: number, country: string, rail: boolean): OperatorStation => ({
    lat,
    lng,
    country,
    rail,
  });

  it("leaves out a closed line's station far from every station a railway sells tickets to", () => {
    const built = railStations(
      [
        // Connemara's line closed in 1935; Westport (54 km) and Galway are the nearest open.
        article('Clifden railway station', 'railwaystation', 53.4886, -10.0198),
        // Howth is 13 km from Dublin Connolly, on the DART the ticket list leaves out.
        article('Howth railway station', 'railwaystation', 53.3889, -6.0741),
        // Sweden is only partly listed: an article there stays whatever the list says.
        article('Kiruna Central Station', 'railwaystation', 67.8558, 20.2253),
      ],
      [
        listed(53.7969, -9.5112, 'IE', true), // Westport
        listed(53.3531, -6.2461, 'IE', true), // Dublin Connolly
        listed(53.5531, -10.0209, 'IE', false), // Clifden: coaches only
        listed(67.85, 20.22, 'SE', false),
      ],
    );
    const keys = keysOf(built.stations.gaps);
    expect(keys.has(cell(53.4886, -10.0198))).toBe(false);
    expect(keys.has(cell(53.3889, -6.0741))).toBe(true);
    expect(keys.has(cell(67.8558, 20.2253))).toBe(true);
    expect(built.closed).toBe(1);
    // The listed railway stations count too, an article or not; the coach stop does not.
    expect(keys.has(cell(53.7969, -9.5112))).toBe(true);
    expect(keys.has(cell(53.5531, -10.0209))).toBe(false);
    expect(built.added).toBe(2);
    expect(built.stations.source).toMatch(/Trainline/);
  });

  it('reads a railway from the operators that sell tickets, not from coach or Swiss bus flags', () => {
    const raw = { latitude: '53.27', longitude: '-9.05', country: 'IE' };
    expect(operatorStation({ ...raw, atoc_is_enabled: true })?.rail).toBe(true);
    expect(operatorStation({ ...raw, renfe_is_enabled: true })?.rail).toBe(true);
    expect(operatorStation({ ...raw, distribusion_is_enabled: true })?.rail).toBe(false);
    expect(operatorStation({ ...raw, cff_is_enabled: true, flixbus_is_enabled: true })?.rail).toBe(
      false,
    );
    expect(operatorStation({ country: 'IE', latitude: '', longitude: '' })).toBeNull();
  });
});
