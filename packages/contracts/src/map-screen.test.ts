import { describe, expect, it } from 'vitest';
import { clusterClickZoom, comparingScale } from './map-screen';

describe('clusterClickZoom', () => {
  it('adds 3 above zoom 8, jumps to 11 above 5 and to 7 otherwise', () => {
    expect(clusterClickZoom(3)).toBe(7);
    expect(clusterClickZoom(5)).toBe(7);
    expect(clusterClickZoom(5.5)).toBe(11);
    expect(clusterClickZoom(8)).toBe(11);
    expect(clusterClickZoom(9)).toBe(12);
    expect(clusterClickZoom(15)).toBe(18);
  });

  it('never passes the maximum zoom', () => {
    expect(clusterClickZoom(19)).toBe(20);
  });
});

describe('comparingScale', () => {
  it('compares cities from zoom 9 and countries below', () => {
    expect(comparingScale(8.9)).toBe('countries');
    expect(comparingScale(9)).toBe('cities');
  });
});
