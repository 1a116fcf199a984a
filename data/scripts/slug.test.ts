import { describe, expect, it } from 'vitest';
import { claimSlug, slugify } from './slug';

describe('slugify', () => {
  it('makes kebab-case ASCII from accented and punctuated names', () => {
    expect(slugify("Côte d'Ivoire")).toBe('cote-divoire');
    expect(slugify('São Tomé and Príncipe')).toBe('sao-tome-and-principe');
    expect(slugify('Łódź')).toBe('lodz');
    expect(slugify('Straße des 17. Juni')).toBe('strasse-des-17-juni');
    expect(slugify('Guinea-Bissau')).toBe('guinea-bissau');
    expect(slugify('Ra’s Bayrūt')).toBe('ras-bayrut');
  });

  it('is empty when nothing is Latin, so callers fall back', () => {
    expect(slugify('東京')).toBe('');
  });
});

describe('claimSlug', () => {
  it('takes the plain name first, then the more specific forms in order', () => {
    const taken = new Set<string>();
    expect(claimSlug(taken, ['springfield', 'springfield-illinois', 'springfield-us'])).toBe(
      'springfield',
    );
    expect(claimSlug(taken, ['springfield', 'springfield-missouri', 'springfield-us'])).toBe(
      'springfield-missouri',
    );
    expect(claimSlug(taken, ['springfield', '', 'springfield-us', 'springfield-4951788'])).toBe(
      'springfield-us',
    );
    expect(claimSlug(taken, ['springfield', '', 'springfield-us', 'springfield-4951788'])).toBe(
      'springfield-4951788',
    );
  });

  it('fails loudly when every candidate is taken', () => {
    expect(() => claimSlug(new Set(['a']), ['a'])).toThrow();
  });
});
