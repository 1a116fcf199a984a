import { describe, expect, it } from 'vitest';
import { parseWdiLatest } from './worldbank';

describe('World Bank CSV', () => {
  it('finds the header after the 4-line preamble and keeps the latest non-empty year', () => {
    const csv = [
      '\uFEFF"Data Source","World Development Indicators",',
      '',
      '"Last Updated Date","2025-10-07",',
      '',
      '"Country Name","Country Code","Indicator Name","Indicator Code","2022","2023","2024",',
      '"France","FRA","Price level","PA.NUS.PPPC.RF","0.8","0.7526","",',
      '"Nowhere","NWH","Price level","PA.NUS.PPPC.RF","","","",',
    ].join('\n');
    const latest = parseWdiLatest(csv);
    expect(latest.get('FRA')).toEqual({ value: 0.7526, year: 2023 });
    expect(latest.has('NWH')).toBe(false);
  });

  it('reads a copy whose preamble was stripped', () => {
    const csv =
      'Country Name,Country Code,Indicator Name,Indicator Code,2017,2018\nAruba,ABW,"International tourism, number of arrivals",ST.INT.ARVL,1070500,1082000\n';
    expect(parseWdiLatest(csv).get('ABW')).toEqual({ value: 1082000, year: 2018 });
  });
});
