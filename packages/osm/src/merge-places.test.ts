import type { PlaceRecord } from '@ai-map/contracts';
import { testPlaceRecord } from '@ai-map/contracts/testing';
import { describe, expect, it } from 'vitest';
import { foldName, mergeDuplicatePlaces } from './merge-places';

const place = (p: Parameters<typeof testPlaceRecord>[0]) =>
  testPlaceRecord({ lat: 55.6795, lng: 12.5724, ...p });

describe('mergeDuplicatePlaces', () => {
  it('merges the same Wikidata item from two sources, keeping the richest fields', () => {
    const { records, merged } = mergeDuplicatePlaces([
      place({
        source: 'osm',
        source_id: 'w1',
        name: 'Rundetaarn',
        wikidata: 'Q1',
        website: 'https://rundetaarn.dk',
        categories: ['towers'],
      }),
      place({
        source: 'wikidata',
        source_id: 'Q1',
        name: 'Round Tower',
        wikidata: 'Q1',
        visitors: 500_000,
        categories: ['sights'],
        lat: 55.68,
        lng: 12.58,
      }),
    ]);
    expect(merged).toBe(1);
    expect(records).toEqual([
      expect.objectContaining({
        source: 'wikidata',
        source_id: 'Q1',
        name: 'Round Tower',
        website: 'https://rundetaarn.dk',
        visitors: 500_000,
        categories: ['sights', 'towers'],
        merged_ids: ['osm:w1'],
      }),
    ]);
  });

  it('merges the same folded name within 150 m, not farther, not across kinds', () => {
    const church = (id: string, lat: number, kind: PlaceRecord['kind'] = 'attraction') =>
      place({
        source: 'osm',
        source_id: id,
        name:
          id === 'n1'
            ? 'Vor Frue Kirke, Københavns Domkirke'
            : 'Vor Frue Kirke Københavns domkirke',
        lat,
        kind,
      });
    expect(mergeDuplicatePlaces([church('n1', 55.6795), church('w2', 55.68)]).merged).toBe(1);
    expect(mergeDuplicatePlaces([church('n1', 55.6795), church('w2', 55.683)]).merged).toBe(0);
    expect(
      mergeDuplicatePlaces([church('n1', 55.6795), church('w2', 55.6795, 'shop')]).merged,
    ).toBe(0);
  });

  it('folds accents, Nordic letters and punctuation', () => {
    expect(foldName('Københavns Domkirke,')).toBe('kobenhavns domkirke');
    expect(foldName('Hội An')).toBe('hoi an');
    expect(foldName("King's Cross")).toBe('kings cross');
    expect(foldName('St Peter’s Basilica')).toBe('st peters basilica');
    expect(foldName("Musée de l'Orangerie")).toBe('musee de l orangerie');
    expect(foldName("Kings' Cross")).toBe('kings cross');
  });
});
