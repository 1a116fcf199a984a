import { describe, expect, it } from 'vitest';
import { type PopupRoom, popupAnchor } from './popup-anchor';

const room: PopupRoom = {
  x: 700,
  y: 500,
  mapWidth: 1000,
  mapHeight: 800,
  leftInset: 360,
  popupWidth: 300,
  popupHeight: 320,
  offset: 16,
};

describe('popup anchor', () => {
  it('puts the popup above a marker with room there, centred', () => {
    expect(popupAnchor(room)).toBe('bottom');
  });

  it('puts it below a marker near the top of the map', () => {
    expect(popupAnchor({ ...room, y: 120 })).toBe('top');
  });

  it('keeps it above when neither side has room but above has more', () => {
    expect(popupAnchor({ ...room, mapHeight: 400, y: 250 })).toBe('bottom');
    expect(popupAnchor({ ...room, mapHeight: 400, y: 150 })).toBe('top');
  });

  it('moves it to the right of a marker next to the sidebar', () => {
    expect(popupAnchor({ ...room, x: 420 })).toBe('bottom-left');
    expect(popupAnchor({ ...room, x: 420, y: 100 })).toBe('top-left');
  });

  it('moves it to the left of a marker near the right edge', () => {
    expect(popupAnchor({ ...room, x: 950 })).toBe('bottom-right');
  });

  it('ignores a sidebar that leaves no room beside it', () => {
    expect(popupAnchor({ ...room, mapWidth: 390, leftInset: 330, x: 200 })).toBe('bottom');
  });

  it('puts it below a marker whose room above is under the search bar', () => {
    expect(popupAnchor({ ...room, y: 380 })).toBe('bottom');
    expect(popupAnchor({ ...room, y: 380, topInset: 64 })).toBe('top');
  });
});
