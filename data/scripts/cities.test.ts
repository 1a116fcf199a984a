import type { CountryRecord } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { type Candidate, guideOnly } from './cities';
import type { GuideEntry } from './wikivoyage';

const town = (name: string, lat: number, lng: number): Candidate => ({
  id: 1,
  name,
  country: 'AR',
  adminCode: '',
  featureCode: 'PPL',
  population: 5_785,
  lat,
  lng,
});
const entry = (name: string, lat: number, lng: number, untyped: boolean): GuideEntry => ({
  title: name,
  name,
  primary: true,
  lat,
  lng,
  kind: 'city',
  population: null,
  countryCode: null,
  subdivisionCode: null,
  intro: null,
  text: '',
  altNames: [],
  untyped,
});

describe('Wikivoyage destinations with no GeoNames place', () => {
  it('gives an area the country of a town up to 150 km off, a city only within 50 km', () => {
    const countries = new Map([
      [
        'AR',
        { iso2: 'AR', name: 'Argentina', official_name: 'Argentine Republic' } as CountryRecord,
      ],
    ]);
    // Ingeniero Jacobacci lies 75 km from Wikivoyage's point of Patagonia, whose dump row has no
    // country and no type.
    const towns = [town('Ingeniero Jacobacci', -41.33, -69.55)];
    const chosen = guideOnly(
      [entry('Patagonia', -41.81, -68.906, true), entry('Somewhere', -41.81, -68.906, false)],
      towns,
      countries,
    );
    expect(chosen.map((c) => [c.name, c.country, c.guide?.kind])).toEqual([
      ['Patagonia', 'AR', 'region'],
    ]);
  });
});
