import { readFileSync } from 'node:fs';
import type { Advisory } from '@ai-map/contracts';
import worldCountries from 'world-countries';
import { parseCsvLine, readCsvRows } from './csv';
import { foldKey } from './destinations';
import { sourcePath } from './paths';

export const ADVISORIES_FILE = 'advisories/us-state-department.csv';
/** Advisories with a level per state or area (SOURCE.md there): kept by hand, checked by date. */
export const REGIONAL_LEVELS_FILE = 'advisories/regional-levels.csv';

interface RegionalLevels {
  varies_by: 'state' | 'area';
  level: number;
  highest_in: string[];
  updated: string;
}

/** The hand-kept table of advisories that vary by state or area, by State Department name. */
function loadRegionalLevels(file: string): Map<string, RegionalLevels> {
  return new Map(
    readCsvRows(file).map((row) => [
      row.destination!,
      {
        varies_by: row.varies_by as RegionalLevels['varies_by'],
        level: Number(row.highest_level),
        highest_in: row.highest_in!.split(';'),
        updated: row.advisory_updated!,
      },
    ]),
  );
}

/** State Department destination names that are not world-countries names, by explicit choice. */
export const ADVISORY_NAMES: Record<string, string[]> = {
  Bonaire: ['BQ'],
  Saba: ['BQ'],
  'Sint Eustatius': ['BQ'],
  'Burma (Myanmar)': ['MM'],
  'Cabo Verde': ['CV'],
  'French West Indies': ['GP', 'MQ', 'BL', 'MF'],
  'Israel, the West Bank and Gaza': ['IL', 'PS'],
  "North Korea (Democratic People's Republic of Korea)": ['KP'],
  'Solomon Island': ['SB'],
  'The Bahamas': ['BS'],
  'The Gambia': ['GM'],
  'The Kyrgyz Republic': ['KG'],
  Turkey: ['TR'],
  'Democratic Republic of the Congo (D.R.C.)': ['CD'],
};

/**
 * Catalogue countries the State Department publishes no advisory for, and why. A test checks
 * that every catalogue country is either matched or listed here.
 */
export const NO_ADVISORY: Record<string, string> = {
  US: 'the State Department advises U.S. citizens travelling abroad',
  AS: 'U.S. territory',
  GU: 'U.S. territory',
  MP: 'U.S. territory',
  PR: 'U.S. territory',
  VI: 'U.S. territory',
  UM: 'U.S. territory',
  AX: 'no separate advisory (part of Finland)',
  TF: 'uninhabited',
  BV: 'uninhabited',
  HM: 'uninhabited',
  GS: 'uninhabited',
  SH: 'no advisory in the data',
  CC: 'no advisory in the data',
  CK: 'no advisory in the data',
  CX: 'no advisory in the data',
  EH: 'no advisory in the data',
  FK: 'no advisory in the data',
  FO: 'no advisory in the data',
  GG: 'no advisory in the data',
  GI: 'no advisory in the data',
  IM: 'no advisory in the data',
  IO: 'no advisory in the data',
  JE: 'no advisory in the data',
  MC: 'no advisory in the data',
  YT: 'no advisory in the data',
  NF: 'no advisory in the data',
  NU: 'no advisory in the data',
  PN: 'no advisory in the data',
  RE: 'no advisory in the data',
  SJ: 'no advisory in the data',
  SM: 'no advisory in the data',
  PM: 'no advisory in the data',
  TK: 'no advisory in the data',
  VA: 'no advisory in the data',
  WF: 'no advisory in the data',
};

const LEVEL_TITLES: Record<number, string> = {
  1: 'Exercise normal precautions',
  2: 'Exercise increased caution',
  3: 'Reconsider travel',
  4: 'Do not travel',
};

/**
 * The U.S. State Department's advisory per ISO2 (public domain; data/sources/advisories). A
 * destination listed twice keeps its latest update. Names match world-countries' names, else
 * ADVISORY_NAMES; `unmatched` lists names neither knows (the build fails on any).
 */
export function loadAdvisories(
  file = sourcePath(ADVISORIES_FILE),
  regionalFile = sourcePath(REGIONAL_LEVELS_FILE),
): {
  byIso: Map<string, Advisory>;
  unmatched: string[];
} {
  const isoByName = new Map<string, string>();
  for (const country of worldCountries) {
    for (const name of [country.name.common, country.name.official, ...country.altSpellings]) {
      if (!isoByName.has(foldKey(name))) isoByName.set(foldKey(name), country.cca2);
    }
  }
  const lines = readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim());
  const header = parseCsvLine(lines[0]!);
  const at = (name: string) => header.indexOf(name);
  const byIso = new Map<string, Advisory>();
  const unmatched = new Set<string>();
  const regional = loadRegionalLevels(regionalFile);
  for (const line of lines.slice(1)) {
    const fields = parseCsvLine(line);
    const destination = fields[at('destination')]!.trim();
    const updated = (fields[at('last_updated_advisory')] ?? '').slice(0, 10);
    const url = fields[at('advisory_details_url')]!.trim();
    // "Other": a level per state or area, described by the hand-kept table for this very date.
    const varies =
      fields[at('risk_level')]?.trim() === 'Other' ? regional.get(destination) : undefined;
    if (varies && varies.updated !== updated) {
      throw new Error(
        `${REGIONAL_LEVELS_FILE} describes the ${destination} advisory of ${varies.updated}, the data has one of ${updated}: check the advisory and update the table`,
      );
    }
    const level = varies?.level ?? Number(fields[at('risk_level_number')]);
    if (!(level >= 1 && level <= 4) || !/^\d{4}-\d{2}-\d{2}$/.test(updated)) continue;
    const isos = ADVISORY_NAMES[destination] ?? [isoByName.get(foldKey(destination))];
    for (const iso of isos) {
      if (!iso) {
        unmatched.add(destination);
        continue;
      }
      const known = byIso.get(iso);
      if (known && known.updated >= updated) continue;
      byIso.set(iso, {
        source: 'U.S. State Department',
        level,
        title: LEVEL_TITLES[level]!,
        updated,
        url,
        ...(varies ? { varies_by: varies.varies_by, highest_in: varies.highest_in } : {}),
      });
    }
  }
  return { byIso, unmatched: [...unmatched].sort() };
}
