import { describe, expect, it } from 'vitest';
import { chooseTransport } from './choose-transport';
import { defaultLandMask } from './land-mask';
import { reachedAtShore } from './shore';

const land = defaultLandMask();
const at = (lat: number, lng: number) => ({ lat, lng });
const VALLETTA = at(35.8989, 14.5146);
const VICTORIA_GOZO = at(36.0444, 14.2394);
const MDINA = at(35.8859, 14.4034);
const HELSINKI = at(60.1699, 24.9384);
const TALLINN = at(59.437, 24.7536);
const COPENHAGEN = at(55.6761, 12.5683);
const MALMO = at(55.605, 13.0038);
const PARIS = at(48.8566, 2.3522);
const NEW_YORK = at(40.7128, -74.006);

describe('chooseTransport', () => {
  it('walks inside Valletta', () => {
    const choice = chooseTransport(VALLETTA, at(35.8965, 14.5105), { land, sameCity: true });
    expect(choice.transport).toBe('walk');
    expect(choice.distanceKm).toBeLessThan(1);
  });

  it('takes the ferry from Valletta to Gozo, the car from Valletta to Mdina', () => {
    const gozo = chooseTransport(VALLETTA, VICTORIA_GOZO, { land });
    expect(gozo.transport).toBe('ferries');
    expect(gozo.waterKm).toBeGreaterThan(3);
    expect(chooseTransport(VALLETTA, MDINA, { land }).transport).toBe('car');
  });

  it('takes the ferry across the Baltic and the Gulf of Finland', () => {
    expect(chooseTransport(at(59.3293, 18.0686), at(60.4518, 22.2666), { land }).transport).toBe(
      'ferries',
    );
    // Both ends are on Eurasia, but going round by land (St Petersburg) is many times longer;
    // the islands in the gulf are other landmasses and make no way round.
    expect(chooseTransport(HELSINKI, TALLINN, { land }).transport).toBe('ferries');
  });

  it('crosses to an island a bridge joins over land (Skye), by ferry where none does', () => {
    // Kyle of Lochalsh to Portree: the Skye Bridge since 1995 (trav-022 was sent by ferry).
    expect(chooseTransport(at(57.28, -5.714), at(57.412, -6.196), { land }).transport).toBe('car');
    // Kabelvåg (Austvågøy) to Gimsøy: the Gimsøystraumen Bridge (trav-131 got a ferry; the
    // bridge was missed while Eurasia's outline, across the antimeridian, hid the Lofoten).
    expect(
      chooseTransport(at(68.21574, 14.48324), at(68.32063, 14.24154), { land }).transport,
    ).toBe('car');
    // Venice to the Lido: no bridge, though Venice's canal bridges are within 3 km of it.
    expect(chooseTransport(at(45.4375, 12.3358), at(45.4111, 12.3672), { land }).transport).toBe(
      'ferries',
    );
    // The Øresund Bridge's article point is 4.5 and 12 km from the 1:10m shores: not found.
    expect(chooseTransport(COPENHAGEN, MALMO, { land }).transport).toBe('ferries');
  });

  it('drives between two points of an island the 1:50m shapes do not draw', () => {
    // Christmas Island: Flying Fish Cove to the island's west (trav-067 got a ferry).
    expect(chooseTransport(at(-10.4217, 105.6791), at(-10.49, 105.58), { land }).transport).toBe(
      'car',
    );
  });

  it('drives round a bay on one landmass (Nice to Antibes)', () => {
    expect(chooseTransport(at(43.7102, 7.262), at(43.5808, 7.1239), { land }).transport).toBe(
      'car',
    );
  });

  it('reaches a bay from its shore, not by ferry to the point in its sands', () => {
    // Morecambe Bay's point lies 7 km from land; Ulverston and Cartmel are on its shore (trav-064).
    const bay = at(54.10501, -2.97506);
    const ulverston = at(54.1941, -3.07016);
    expect(chooseTransport(ulverston, bay, { land }).transport).toBe('ferries');
    expect(chooseTransport(ulverston, bay, { land, shore: true }).transport).toBe('car');
    expect(reachedAtShore('Lake')).toBe(true);
    expect(reachedAtShore('Bridge')).toBe(true);
    expect(reachedAtShore('Park')).toBe(false);
  });

  it('goes by land along a coast whose straight line runs over the sea', () => {
    // Tangier to Casablanca: the line passes 40 km off Rabat; the coast road is ~10 % longer
    // (trav-029 was sent "by ferry").
    expect(chooseTransport(at(35.7673, -5.7999), at(33.5731, -7.5898), { land }).transport).toBe(
      'railroads',
    );
    // Tallinn to Riga (57 % of the line over the Gulf of Riga) and Porto to Lisbon (52 %): a
    // road and a railway follow the coast; "a train cannot cross it" was said of both.
    expect(chooseTransport(at(59.4203, 24.6617), at(57.0406, 24.0278), { land }).transport).toBe(
      'railroads',
    );
    expect(chooseTransport(at(41.1497, -8.6757), at(38.6916, -9.216), { land }).transport).toBe(
      'railroads',
    );
  });

  it('flies from Paris to New York and over water too wide to ferry', () => {
    expect(chooseTransport(PARIS, NEW_YORK, { land }).transport).toBe('airlines');
    // Alexandria to Rhodes: about 600 km, short of the flying threshold, but nearly all sea.
    const rhodes = chooseTransport(at(31.2001, 29.9187), at(36.4341, 28.2176), { land });
    expect(rhodes.distanceKm).toBeLessThan(700);
    expect(rhodes.waterKm).toBeGreaterThan(300);
    expect(rhodes.transport).toBe('airlines');
    // Mauritius to Réunion: about 225 km of sea, within what a ferry is assumed for.
    expect(chooseTransport(at(-20.1609, 57.5012), at(-21.1151, 55.5364), { land }).transport).toBe(
      'ferries',
    );
  });

  it('goes by train between cities of one landmass, by bus across a city', () => {
    expect(chooseTransport(PARIS, at(45.764, 4.8357), { land }).transport).toBe('railroads');
    expect(chooseTransport(PARIS, at(48.8049, 2.1204), { land, sameCity: true }).transport).toBe(
      'bus',
    );
    expect(chooseTransport(PARIS, at(48.8049, 2.1204), { land }).transport).toBe('car');
  });

  it('goes by long-distance bus, not train, where no passenger train runs', () => {
    const reykjavik = at(64.1466, -21.9426);
    const akureyri = at(65.6835, -18.0878);
    expect(chooseTransport(reykjavik, akureyri, { land, rail: false }).transport).toBe('bus');
    expect(chooseTransport(reykjavik, akureyri, { land }).transport).toBe('railroads');
  });

  it('walks further at a packed pace than at a relaxed one', () => {
    const stroll = at(35.8989, 14.5146 + 0.0195); // about 1.76 km east
    expect(chooseTransport(VALLETTA, stroll, { land, pace: 'packed' }).transport).toBe('walk');
    expect(chooseTransport(VALLETTA, stroll, { land, pace: 'relaxed' }).transport).not.toBe('walk');
  });

  it('chooses no ferry without a land mask', () => {
    expect(chooseTransport(VALLETTA, VICTORIA_GOZO, { land: null }).transport).toBe('car');
  });
});
