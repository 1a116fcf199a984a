/**
 * Copies the map label glyphs (MapLibre SDF glyph PBFs of Noto Sans) from the shared data folder
 * into data/fonts/, where the server serves them under /fonts/{fontstack}/{range}.pbf.
 *
 * Usage: tsx data/scripts/copy-fonts.ts <source-dir>   (a folder of glyph PBFs, e.g. the picked
 * data's fonts/ folder)
 */
import { cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
if (!process.argv[2]) {
  console.error('usage: tsx data/scripts/copy-fonts.ts <source-dir>');
  process.exit(2);
}
const source = path.resolve(process.argv[2]);
const target = path.join(repoRoot, 'data/fonts');

const FONTS = ['Noto Sans Regular', 'Noto Sans Medium'];
const LICENCE_FILES = ['OFL.txt', 'ATTRIBUTION.txt'];

const SOURCE_MD = `# Map label glyphs

MapLibre/Mapbox SDF glyph PBFs (\`{start}-{end}.pbf\`, 256 code points each), served by the server
under \`/fonts/{fontstack}/{range}.pbf\` and referenced by \`/map/style.json\`.

- Fonts: ${FONTS.map((f) => `\`${f}\``).join(', ')}.
- Origin: github.com/protomaps/basemaps-assets \`fonts/\` (HEAD f12391e, 2025-06-06), generated with
  maplibre/font-maker from Noto Sans; copied from the project's shared data folder by
  \`data/scripts/copy-fonts.ts\`.
- Licence: SIL Open Font License 1.1 (\`OFL.txt\`). Copyright 2022 The Noto Project Authors.
  See also \`ATTRIBUTION.txt\`.
`;

async function main() {
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  for (const font of FONTS) {
    const files = (await readdir(path.join(source, font))).filter((f) => /^\d+-\d+\.pbf$/.test(f));
    if (files.length === 0) throw new Error(`No glyph ranges in ${path.join(source, font)}`);
    await mkdir(path.join(target, font));
    for (const file of files) {
      // dereference: the upstream folder may hold symlinks
      await cp(path.join(source, font, file), path.join(target, font, file), {
        dereference: true,
      });
    }
    console.warn(`${font}: ${files.length} ranges`);
  }
  for (const file of LICENCE_FILES) await cp(path.join(source, file), path.join(target, file));
  await writeFile(path.join(target, 'SOURCE.md'), SOURCE_MD);
  console.warn(`Fonts copied to ${target}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
