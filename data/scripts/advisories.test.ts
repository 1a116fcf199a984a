import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADVISORIES_FILE, loadAdvisories, REGIONAL_LEVELS_FILE } from './advisories';
import { sourcePath } from './paths';

describe('advisories that vary by state or area', () => {
  it('describes "Other" by the hand-kept table: the highest level and where it applies', () => {
    const { byIso } = loadAdvisories();
    expect(byIso.get('MX')).toMatchObject({
      level: 4,
      title: 'Do not travel',
      varies_by: 'state',
      highest_in: ['Colima', 'Guerrero', 'Michoacán', 'Sinaloa', 'Tamaulipas', 'Zacatecas'],
    });
    // A one-level advisory carries no regions.
    expect(byIso.get('FR')?.varies_by).toBeUndefined();
  });

  it("refuses to describe a newer advisory with an older one's regions", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'advisories-'));
    const table = readFileSync(sourcePath(REGIONAL_LEVELS_FILE), 'utf8').replace(
      '2024-09-06',
      '2023-10-03',
    );
    writeFileSync(path.join(dir, 'regional.csv'), table);
    expect(() =>
      loadAdvisories(sourcePath(ADVISORIES_FILE), path.join(dir, 'regional.csv')),
    ).toThrow(/Mexico advisory of 2023-10-03, the data has one of 2024-09-06/);
  });
});
