import type { PlaceRecord } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { foldComplexParts, partReason } from './complex-parts';
import { commonsFileName } from './heritage-lists';

const place = (
  name: string,
  type: string,
  rating: number,
  lat: number,
  lng: number,
  more: Partial<PlaceRecord> = {},
): PlaceRecord =>
  ({
    source: 'wikipedia',
    source_id: name.replaceAll(' ', '_'),
    kind: 'attraction',
    name,
    lat,
    lng,
    categories: ['sights'],
    type,
    wikipedia: `https://en.wikipedia.org/wiki/${encodeURIComponent(name.replaceAll(' ', '_'))}`,
    wikidata: null,
    rating,
    merged_ids: [],
    ...more,
  }) as PlaceRecord;

const palace = place('Tokyo Imperial Palace', 'Palace', 7.4, 35.6825, 139.7521, {
  source: 'wikidata',
  source_id: 'Q500681',
  wikidata: 'Q500681',
});
const edo = place('Edo Castle', 'Castle', 6.9, 35.68832, 139.75439, {
  source: 'wikidata',
  source_id: 'Q865913',
  wikidata: 'Q865913',
});

describe('parts of one complex', () => {
  it('folds the castle the Imperial Palace stands on into it: its photo is the palace', () => {
    const photos = new Map([
      [
        'Q865913',
        commonsFileName(
          'https://x/Special:FilePath/Tokyo%20Imperial%20Palace%20Aerial%20photograph%202019.jpg?width=1280',
        )!,
      ],
    ]);
    const { records, folds } = foldComplexParts([palace, edo], photos);
    expect(records.map((r) => r.name)).toEqual(['Tokyo Imperial Palace']);
    expect(records[0]!.merged_ids).toEqual(['wikidata:Q865913']);
    expect(folds).toEqual([
      { part: 'Edo Castle', whole: 'Tokyo Imperial Palace', reason: 'photo', km: 0.68 },
    ]);
    // Without the photo the two are two places.
    expect(foldComplexParts([palace, edo]).records).toHaveLength(2);
  });

  it('folds a part its title or name places in the complex', () => {
    const fort = place('Agra Fort', 'Fort', 10, 27.1795, 78.0211, { source: 'wikidata' });
    const moti = place('Moti Masjid (Agra Fort)', 'Mosque', 6, 27.1799, 78.0215);
    expect(partReason(moti, fort)).toBe('title');
    const castle = place('Osaka Castle', 'Castle', 7.6, 34.6873, 135.5262, { source: 'wikidata' });
    expect(partReason(place('Osaka Castle Park', 'Park', 5.6, 34.6868, 135.5259), castle)).toBe(
      'name',
    );
    const { records } = foldComplexParts([fort, moti]);
    expect(records.map((r) => r.name)).toEqual(['Agra Fort']);
  });

  it('folds a museum named only for the palace it fills into that palace', () => {
    const forbidden = place('Forbidden City', 'tourist_attraction', 10, 39.91472, 116.39056, {
      source: 'wikidata',
    });
    const museum = place('The Palace Museum', 'tourist_attraction', 7.1, 39.91556, 116.39083);
    expect(partReason(museum, forbidden)).toBe('name');
    expect(foldComplexParts([forbidden, museum]).records.map((r) => r.name)).toEqual([
      'Forbidden City',
    ]);
    // Taipei's National Palace Museum is a museum of its own, and so is one farther away.
    expect(
      partReason(place('National Palace Museum', 'Museum', 6.7, 39.9148, 116.3906), forbidden),
    ).toBeNull();
    expect(
      partReason(place('Palace Museum', 'Museum', 6, 39.9185, 116.3906), forbidden),
    ).toBeNull();
  });

  it('keeps a museum, a tower or a street named after a sight as a place of its own', () => {
    const acropolis = place('Acropolis of Athens', 'Archaeological site', 9, 37.9715, 23.7257);
    expect(
      partReason(place('Acropolis Museum', 'Museum', 8, 37.9685, 23.7286), acropolis),
    ).toBeNull();
    // Lotte World is a theme park, not a complex with parts.
    const lotte = place('Lotte World', 'Theme park', 6.2, 37.5111, 127.0982);
    expect(
      partReason(place('Lotte World Tower', 'Tower', 6.2, 37.5125, 127.1025), lotte),
    ).toBeNull();
    const street = place('Mount Street, London', 'Street', 5.7, 51.5098, -0.1502);
    expect(
      partReason(place('Mount Street Gardens', 'Garden', 5.7, 51.5096, -0.1497), street),
    ).toBeNull();
    // Only a listed sight is a complex: the village of Sainte-Mère-Église (an article named
    // with "église") never swallows the museum in it, nor Palace Embankment a palace.
    const village = place('Sainte-Mère-Église', 'Church', 5.9, 49.4083, -1.3167);
    expect(
      partReason(
        place('Airborne Museum (Sainte-Mère-Église)', 'Museum', 5, 49.4086, -1.3155),
        village,
      ),
    ).toBeNull();
    // Not gardens: Kensington Palace Gardens is a street.
    const kensington = place('Kensington Palace', 'Palace', 8.6, 51.5058, -0.1877, {
      source: 'wikidata',
    });
    expect(
      partReason(place('Kensington Palace Gardens', 'Garden', 6.1, 51.5075, -0.1905), kensington),
    ).toBeNull();
    // A better-rated part is never folded into a lesser "whole".
    const gardens = place('Rosenborg Castle Gardens', 'Garden', 6.5, 55.6853, 12.5784);
    const rosenborg = place('Rosenborg Castle', 'Castle', 6.4, 55.6858, 12.5772, {
      source: 'wikidata',
    });
    expect(foldComplexParts([gardens, rosenborg]).records).toHaveLength(2);
  });
  it('folds a palace park rated above its palace into the palace, which keeps the better rating', () => {
    const nymphenburg = place('Nymphenburg Palace', 'Palace', 7, 48.15806, 11.50361, {
      source: 'wikidata',
    });
    const park = place('Nymphenburg Palace Park', 'Palace', 7.1, 48.1578, 11.4929);
    expect(partReason(park, nymphenburg)).toBe('name');
    const { records, folds } = foldComplexParts([park, nymphenburg]);
    expect(records.map((r) => [r.name, r.rating])).toEqual([['Nymphenburg Palace', 7.1]]);
    expect(folds[0]).toMatchObject({ part: 'Nymphenburg Palace Park', reason: 'name', km: 0.79 });
    // A park filed as a park stays a place of its own that far away (Istana Park, 0.85 km).
    expect(partReason({ ...park, type: 'Park' }, nymphenburg)).toBeNull();
  });

  it("folds a stretch of a city's walls into the walls", () => {
    const walls = place('Walls of Madrid', 'Fort', 6.8, 40.41501, -3.71458);
    const muslim = place('Muslim Walls of Madrid', 'Fort', 6.7, 40.41484, -3.71561);
    expect(partReason(muslim, walls)).toBe('name');
    expect(foldComplexParts([walls, muslim]).records.map((r) => r.name)).toEqual([
      'Walls of Madrid',
    ]);
    // Not a wall of another town, nor walls farther than a named part.
    expect(partReason(place('Walls of Avila', 'Fort', 6, 40.415, -3.7155), walls)).toBeNull();
    expect(partReason({ ...muslim, lat: 40.43 }, walls)).toBeNull();
  });
});
