import { describe, expect, it } from 'vitest';
import { fitPadding } from './fit-padding';

const map = { left: 700, top: 64, right: 1440, bottom: 900 };

describe('fit padding', () => {
  it('pads by the margin alone when no panel covers the map', () => {
    expect(fitPadding(map, { sidebar: null, searchBar: null })).toEqual({
      top: 48,
      right: 48,
      bottom: 48,
      left: 48,
    });
  });

  it('keeps a fitted view clear of the open sidebar and the search bar', () => {
    const padding = fitPadding(map, {
      sidebar: { left: 712, top: 76, right: 1052, bottom: 888 },
      searchBar: { left: 1100, top: 76, right: 1428, bottom: 120 },
    });
    expect(padding.left).toBe(48 + 352);
    expect(padding.top).toBe(48 + 56);
  });

  it('ignores a sidebar that covers most of the map (a phone)', () => {
    const phone = { left: 0, top: 108, right: 375, bottom: 812 };
    const padding = fitPadding(phone, {
      sidebar: { left: 12, top: 120, right: 307, bottom: 800 },
      searchBar: null,
    });
    expect(padding.left).toBe(48);
  });
});
