/** Letters that Unicode normalisation does not decompose into an ASCII base letter. */
const TRANSLITERATE: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'ng',
  ĸ: 'k',
};

/** Kebab-case ASCII: "Côte d'Ivoire" → "cote-d-ivoire", "Łódź" → "lodz". Empty when nothing is Latin. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæœøđðþłıħŧŋĸ]/g, (ch) => TRANSLITERATE[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’‘`ʻʼ]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Picks the first candidate not yet taken and reserves it. Candidates are tried in order, so the
 * caller lists the plain name first and ever more specific forms after it; the last resort must
 * be unique by construction (it carries an id).
 */
export function claimSlug(taken: Set<string>, candidates: string[]): string {
  for (const candidate of candidates) {
    if (candidate && !taken.has(candidate)) {
      taken.add(candidate);
      return candidate;
    }
  }
  throw new Error(`no free slug among ${candidates.join(', ')}`);
}
