import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const RANGE = /^(\d+)-(\d+)$/;

/**
 * Glyph PBFs under `fontsDir/{font}/{start}-{end}.pbf`. Only font folders that exist are ever
 * joined into a path (the requested names are matched against the directory listing), and the
 * range must be two numbers, so no request can reach outside the folder.
 */
export class FontStore {
  private fonts: Promise<Set<string>> | undefined;

  constructor(private readonly fontsDir: string) {}

  private available(): Promise<Set<string>> {
    this.fonts ??= readdir(this.fontsDir, { withFileTypes: true }).then(
      (entries) => new Set(entries.filter((e) => e.isDirectory()).map((e) => e.name)),
      () => new Set<string>(),
    );
    return this.fonts;
  }

  /** The glyphs of the first font of the comma-separated stack that exists, or null. */
  async glyphs(fontstack: string, range: string): Promise<Buffer | null> {
    const match = RANGE.exec(range);
    if (!match) return null;
    const start = Number(match[1]);
    const end = Number(match[2]);
    if (start % 256 !== 0 || end !== start + 255 || end > 65535) return null;
    const fonts = await this.available();
    for (const name of fontstack.split(',').map((f) => f.trim())) {
      if (!fonts.has(name)) continue;
      try {
        return await readFile(path.join(this.fontsDir, name, `${start}-${end}.pbf`));
      } catch {
        // this font lacks the range: try the next one of the stack
      }
    }
    return null;
  }
}
