import { describe, expect, it } from 'vitest';
import { GridIndex } from './grid-index';
import { landPiece } from './islands';
import { pieceContains } from './islands';
import { fixedLinks, isLinkCandidate, linkEnds, unwrapped } from './land';

const square = (west: number, south: number, east: number, north: number) => [
  [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ],
];

// A mainland west of 10° E and an island east of 10.04° E across a 4.4 km strait.
const pieces = [landPiece(square(9, -1, 10, 1)), landPiece(square(10.04, -1, 11, 1))];
const coastline = new GridIndex(
  [-1, -0.5, 0, 0.5, 1].flatMap((lat) => [
    { lat, lng: 10 },
    { lat, lng: 10.04 },
  ]),
  0.25,
);

describe('fixed links', () => {
  it('finds the two landmasses on opposite sides of a bridge over a strait', () => {
    const ends = linkEnds({ name: 'Strait Bridge', lat: 0, lng: 10.02, type: 'Bridge' }, pieces);
    expect(ends).not.toBeNull();
    expect(new Set(ends!.map((end) => end.piece))).toEqual(new Set([0, 1]));
    expect(ends![0].lng < 10 !== ends![1].lng < 10).toBe(true);
  });

  it('finds nothing for a bridge inland, or across no strait', () => {
    expect(linkEnds({ name: 'River Bridge', lat: 0, lng: 9.5, type: 'Bridge' }, pieces)).toBeNull();
    expect(
      linkEnds({ name: 'Far Bridge', lat: 0, lng: 10.02, type: 'Bridge' }, [pieces[0]!]),
    ).toBeNull();
  });

  it('takes bridges by type, tunnels and causeways by name, and not the ones known to join nothing', () => {
    expect(isLinkCandidate({ name: 'Skye Bridge', lat: 0, lng: 0, type: 'Bridge' })).toBe(true);
    expect(isLinkCandidate({ name: 'Channel Tunnel', lat: 0, lng: 0, type: 'Landmark' })).toBe(
      true,
    );
    expect(isLinkCandidate({ name: 'Kallady causeway', lat: 0, lng: 0, type: null })).toBe(true);
    expect(isLinkCandidate({ name: 'Lighthouse', lat: 0, lng: 0, type: 'Lighthouse' })).toBe(false);
    // Proposed, never built.
    expect(
      isLinkCandidate({ name: 'Strait of Messina Bridge', lat: 0, lng: 0, type: 'Bridge' }),
    ).toBe(false);
  });

  it('lists links near a coast only, with both ends', () => {
    const links = fixedLinks(
      [
        { name: 'Strait Bridge', lat: 0, lng: 10.02, type: 'Bridge' },
        { name: 'Town Hall', lat: 0, lng: 10.02, type: 'Landmark' },
        { name: 'Inland Bridge', lat: 0, lng: 9.3, type: 'Bridge' },
      ],
      pieces,
      coastline,
    );
    expect(links.map((link) => link.name)).toEqual(['Strait Bridge']);
    expect(links[0]!.ends).toHaveLength(2);
  });
});

describe('a piece across the antimeridian', () => {
  it('is made continuous east of 180°, so the seas between its ends are no land', () => {
    // Chukotka-like: from 170° E over 180° to 170° W.
    const raw = landPiece([
      [
        [170, 60],
        [-170, 60],
        [-170, 70],
        [170, 70],
        [170, 60],
      ],
    ]);
    // The raw outline, read on a plane, takes the Norwegian Sea for land.
    expect(pieceContains(raw, 65, 5)).toBe(true);
    const piece = unwrapped(raw);
    expect(pieceContains(piece, 65, 5)).toBe(false);
    expect(pieceContains(piece, 65, 175)).toBe(true);
    expect(pieceContains(piece, 65, -175 + 360)).toBe(true);
  });
});
