import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { switchedOffNote } from './switched-off-note';

const webSource = path.resolve(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|css|html)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('inert controls', () => {
  it('say what switches them on', () => {
    expect(switchedOffNote('Food & drinks')).toBe(
      'Food & drinks: switched off by a feature flag. Ctrl+Shift+F opens the flags, where it can be switched on.',
    );
  });

  // Issue 16: the product promises nothing it has not built; a switched-off feature says so.
  it('promise nothing "coming soon" anywhere in the web app', () => {
    const files = sourceFiles(webSource);
    expect(files.length).toBeGreaterThan(100);
    const promising = files.filter((file) => /coming soon/i.test(readFileSync(file, 'utf8')));
    expect(promising.map((file) => path.relative(webSource, file))).toEqual([]);
  });
});
