import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The web app's own source: components, styles and libraries (tests left out). */
const webSource = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|css|html)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles(webSource).map((file) => ({
  name: path.relative(webSource, file),
  text: readFileSync(file, 'utf8'),
}));

/**
 * Emoji pictographs and the regional indicators flag emoji are made of. ©, ® and ™ are
 * pictographic to Unicode but are plain text characters every font has.
 */
const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}]/gu;
const TEXT_SYMBOLS = new Set(['©', '®', '™']);

describe('what the web app shows (issue 16)', () => {
  it('reads the whole source', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  // Without a colour emoji font (most Linux desktops, this CI's chromium) emoji show as boxes.
  it('draws icons and flags as SVG, never emoji', () => {
    const withEmoji = files.flatMap(({ name, text }) => {
      const found = [...text.matchAll(EMOJI)].map((m) => m[0]).filter((c) => !TEXT_SYMBOLS.has(c));
      // Flag emoji built from a country code rather than written out.
      const built = /0x1f1e6/i.test(text) ? ['regional indicators built in code'] : [];
      return found.length + built.length > 0 ? [`${name}: ${[...found, ...built].join(' ')}`] : [];
    });
    expect(withEmoji).toEqual([]);
  });

  it('promises nothing "coming soon": a switched-off feature says what switches it on', () => {
    expect(files.filter(({ text }) => /coming soon/i.test(text)).map(({ name }) => name)).toEqual(
      [],
    );
  });
});
