import { describe, expect, it } from 'vitest';
import { ASKED_TRANSPORT_RULES, askedTransport } from './asked-transport';
import { defaultLandMask } from './land-mask';
import { railGap } from './passenger-rail';
import { defaultRailStations } from './rail-stations';

const land = defaultLandMask();
const at = (lat: number, lng: number) => ({ lat, lng });
// Two rooms of the Vatican Museums, 100 m apart; the Colosseum 3.5 km off; Florence 230 km.
const MUSEUMS = at(41.90639, 12.45444);
const GALLERY_OF_MAPS = at(41.90542, 12.4528);
const COLOSSEUM = at(41.8902, 12.4922);
const FLORENCE = at(43.7696, 11.2558);
const VALLETTA = at(35.8989, 14.5146);
const GOZO = at(36.0444, 14.2394);

describe('askedTransport (a transport asked for every leg applies where it makes sense)', () => {
  it('keeps a leg of 100 m on foot whatever is asked', () => {
    for (const mode of ['railroads', 'car', 'bus', 'airlines', 'ferries'] as const) {
      expect(askedTransport(mode, MUSEUMS, GALLERY_OF_MAPS, { land })).toEqual({
        transport: 'walk',
        why: 'short_walk',
      });
    }
    expect(ASKED_TRANSPORT_RULES.walkKm).toBe(1.5);
  });

  it('takes a train only between towns, over land', () => {
    expect(askedTransport('railroads', MUSEUMS, COLOSSEUM, { land })).toEqual({
      transport: null,
      why: 'too_short',
    });
    expect(askedTransport('railroads', COLOSSEUM, FLORENCE, { land })).toEqual({
      transport: 'railroads',
      why: 'asked',
    });
    expect(askedTransport('railroads', VALLETTA, GOZO, { land })).toEqual({
      transport: null,
      why: 'water',
    });
  });

  it('takes no train where no passenger train runs (Reykjavík to Akureyri)', () => {
    const reykjavik = at(64.1466, -21.9426);
    const akureyri = at(65.6835, -18.0878);
    expect(askedTransport('railroads', reykjavik, akureyri, { land, rail: 'no_rail' })).toEqual({
      transport: null,
      why: 'no_rail',
    });
    expect(askedTransport('bus', reykjavik, akureyri, { land, rail: 'no_rail' })).toEqual({
      transport: 'bus',
      why: 'asked',
    });
  });

  it('takes no train to a place no railway reaches (Trincomalee to Nilaveli, Kandy to Hanguranketha)', () => {
    const stations = defaultRailStations();
    const trincomalee = at(8.5874, 81.2152);
    const nilaveli = at(8.6972, 81.1892);
    const kandy = at(7.2906, 80.6337);
    const hanguranketha = at(7.1833, 80.7833);
    expect(stations.served(trincomalee)).toBe(true);
    expect(stations.served(kandy)).toBe(true);
    expect(stations.served(nilaveli)).toBe(false);
    expect(stations.served(hanguranketha)).toBe(false);
    const rail = railGap({ ...kandy, iso2: 'LK' }, { ...hanguranketha, iso2: 'LK' });
    expect(rail).toBe('no_station');
    expect(askedTransport('railroads', kandy, hanguranketha, { land, rail })).toEqual({
      transport: null,
      why: 'no_station',
    });
    // Colombo to Kandy: stations at both ends, a train.
    expect(railGap({ ...at(6.9337, 79.85), iso2: 'LK' }, { ...kandy, iso2: 'LK' })).toBeNull();
    // Iceland has stations of a sort in no article, and no passenger trains anyway.
    expect(
      railGap({ ...at(64.1466, -21.9426), iso2: 'IS' }, { ...at(65.6835, -18.0878), iso2: 'IS' }),
    ).toBe('no_rail');
    // The source has no tile "d" (the US east coast): there the country rule alone decides.
    expect(stations.served(at(40.7128, -74.006))).toBe(true);
    // Where the source has no station (Caraz, Peru; Hurghada; Uzbekistan), no train.
    expect(stations.served(at(-9.048, -77.81))).toBe(false);
    expect(stations.served(at(27.257, 33.811))).toBe(false);
    // Seville to Córdoba: stations at both ends, a train.
    expect(
      railGap({ ...at(37.389, -5.984), iso2: 'ES' }, { ...at(37.888, -4.779), iso2: 'ES' }),
    ).toBeNull();
  });

  it('flies only over the threshold, walks only up to the longest walk asked', () => {
    expect(askedTransport('airlines', COLOSSEUM, FLORENCE, { land }).transport).toBe('airlines');
    expect(askedTransport('airlines', MUSEUMS, COLOSSEUM, { land })).toEqual({
      transport: null,
      why: 'too_short',
    });
    expect(askedTransport('walk', MUSEUMS, COLOSSEUM, { land }).transport).toBe('walk');
    expect(askedTransport('walk', COLOSSEUM, FLORENCE, { land })).toEqual({
      transport: null,
      why: 'too_far',
    });
  });

  it('drives or takes the bus beyond a walk, but not across the sea', () => {
    expect(askedTransport('car', MUSEUMS, COLOSSEUM, { land }).transport).toBe('car');
    expect(askedTransport('bus', MUSEUMS, COLOSSEUM, { land }).transport).toBe('bus');
    expect(askedTransport('car', VALLETTA, GOZO, { land }).why).toBe('water');
    expect(askedTransport('ferries', VALLETTA, GOZO, { land }).transport).toBe('ferries');
  });
});
