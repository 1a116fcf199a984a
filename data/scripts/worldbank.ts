import { readFileSync } from 'node:fs';
import { parseCsvLine } from './csv';
import { sourcePath } from './paths';

export const ARRIVALS_FILE = 'worldbank/API_ST.INT.ARVL_DS2_en_csv_v2_1927083.csv';
export const PRICE_LEVEL_FILE = 'worldbank/API_PA.NUS.PPPC.RF_DS2_en_csv_v2_6595.csv';

export interface LatestValue {
  value: number;
  year: number;
}

/**
 * The latest non-empty year per ISO3 code of a WDI indicator CSV. WDI downloads start with a
 * 4-line preamble ("Data Source", "Last Updated Date"), but one of our copies had it stripped,
 * so the header is found by its first column instead of by line number.
 */
export function parseWdiLatest(text: string): Map<string, LatestValue> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerAt = lines.findIndex(
    (line) => line.startsWith('"Country Name"') || line.startsWith('Country Name'),
  );
  if (headerAt < 0) throw new Error('World Bank CSV without a "Country Name" header');
  const header = parseCsvLine(lines[headerAt] ?? '');
  const years = header.map((name) => (/^\d{4}$/.test(name) ? Number(name) : null));
  const latest = new Map<string, LatestValue>();
  for (const line of lines.slice(headerAt + 1)) {
    if (!line.trim()) continue;
    const fields = parseCsvLine(line);
    const iso3 = fields[1];
    if (!iso3) continue;
    for (let i = fields.length - 1; i >= 0; i--) {
      const year = years[i];
      const raw = fields[i];
      if (year === null || year === undefined || raw === undefined || raw === '') continue;
      const value = Number(raw);
      if (Number.isFinite(value)) {
        latest.set(iso3, { value, year });
        break;
      }
    }
  }
  return latest;
}

export function loadWorldBank() {
  return {
    arrivals: parseWdiLatest(readFileSync(sourcePath(ARRIVALS_FILE), 'utf8')),
    priceLevel: parseWdiLatest(readFileSync(sourcePath(PRICE_LEVEL_FILE), 'utf8')),
  };
}
