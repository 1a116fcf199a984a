import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/**
 * One A4 page of positioned text and thin rules, written by pdfkit with embedded fonts, so any
 * name prints as typed: DejaVu Sans for Latin, Greek and Cyrillic, and Droid Sans Fallback for the
 * Chinese, Japanese and Korean characters DejaVu lacks. pdfkit embeds only the glyphs a page uses,
 * so an invoice stays a few kilobytes although the fonts are megabytes.
 */

export const A4 = { width: 595, height: 842 } as const;

export interface PdfText {
  x: number;
  /** Baseline, from the bottom of the page (PDF's own orientation; pdfkit counts from the top). */
  y: number;
  size: number;
  text: string;
  bold?: boolean;
  /** Aligns the text's right end at `x` (amount columns). */
  alignRight?: boolean;
}

export interface PdfRule {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface PdfPage {
  title: string;
  texts: PdfText[];
  rules?: PdfRule[];
  createdAt: Date;
}

/** The font files sit beside this module in src/lib/fonts and in dist/fonts (tsup copies them). */
const FONT_DIR = path.join(import.meta.dirname, 'fonts');

interface LoadedFont {
  /** The name pdfkit knows the font by in a document. */
  name: string;
  file: Buffer;
  has: (codePoint: number) => boolean;
}

function loadFont(name: string, fileName: string): LoadedFont {
  const file = readFileSync(path.join(FONT_DIR, fileName));
  const font = fontkit.create(file);
  if (!('hasGlyphForCodePoint' in font)) throw new Error(`${fileName} is a font collection`);
  return { name, file, has: (codePoint) => font.hasGlyphForCodePoint(codePoint) };
}

let fonts: { regular: LoadedFont; bold: LoadedFont; cjk: LoadedFont } | undefined;

/** Read once, on the first document: the server that never writes a PDF never reads them. */
function pageFonts() {
  fonts ??= {
    regular: loadFont('sans', 'DejaVuSans.ttf'),
    bold: loadFont('sans-bold', 'DejaVuSans-Bold.ttf'),
    // Droid Sans Fallback has no bold; a bold CJK name prints regular rather than not at all.
    cjk: loadFont('cjk', 'DroidSansFallback.ttf'),
  };
  return fonts;
}

interface Run {
  font: LoadedFont;
  text: string;
}

/**
 * Splits a text into runs of one font each: the main font where it has the glyph, else the CJK
 * fallback where that has it, else the main font again (which draws its missing-glyph box: a
 * reader sees that a character was there).
 */
function fontRuns(text: string, bold: boolean): Run[] {
  const { regular, cjk } = pageFonts();
  const main = bold ? pageFonts().bold : regular;
  const runs: Run[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const font = !main.has(codePoint) && cjk.has(codePoint) ? cjk : main;
    const last = runs.at(-1);
    if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

/** The finished file. */
export function renderPdf(page: PdfPage): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [A4.width, A4.height],
    margin: 0,
    info: { Title: page.title, Producer: 'AI Travel Map', CreationDate: page.createdAt },
  });
  const { regular, bold, cjk } = pageFonts();
  for (const font of [regular, bold, cjk]) doc.registerFont(font.name, font.file);

  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  for (const rule of page.rules ?? []) {
    doc
      .moveTo(rule.x1, A4.height - rule.y1)
      .lineTo(rule.x2, A4.height - rule.y2)
      .lineWidth(0.5)
      .strokeColor('#bfbfbf')
      .stroke();
  }
  doc.fillColor('black');
  for (const t of page.texts) {
    const runs = fontRuns(t.text, t.bold ?? false);
    const widths = runs.map((run) => doc.font(run.font.name, t.size).widthOfString(run.text));
    let x = t.alignRight ? t.x - widths.reduce((sum, w) => sum + w, 0) : t.x;
    runs.forEach((run, i) => {
      doc
        .font(run.font.name, t.size)
        .text(run.text, x, A4.height - t.y, { baseline: 'alphabetic', lineBreak: false });
      x += widths[i]!;
    });
  }
  doc.end();
  return done;
}
