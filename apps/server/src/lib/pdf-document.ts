/**
 * A minimal PDF 1.4 writer: one A4 page of text in the standard Helvetica fonts (which every
 * reader has, so nothing is embedded) and thin rules. Enough for an invoice, small enough to
 * check by eye against the PDF reference.
 */

export const A4 = { width: 595, height: 842 } as const;

export interface PdfText {
  x: number;
  /** Baseline, from the bottom of the page. */
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

/**
 * Helvetica advance widths (1/1000 em) of the printable ASCII range, from the font's AFM file;
 * needed to right-align amounts. Other characters use the average width.
 */
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD_WIDTHS = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
  611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
  278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
const AVERAGE_WIDTH = 556;

/** Width of `text` in points. */
export function textWidth(text: string, size: number, bold = false): number {
  const widths = bold ? HELVETICA_BOLD_WIDTHS : HELVETICA_WIDTHS;
  let units = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    units += (code >= 32 && code <= 126 ? widths[code - 32] : undefined) ?? AVERAGE_WIDTH;
  }
  return (units * size) / 1000;
}

/**
 * A PDF string literal in WinAnsiEncoding: Latin-1 characters pass, anything outside becomes
 * "?" (the standard fonts have no other glyphs), and \, ( and ) are escaped.
 */
function pdfString(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === '\\' || char === '(' || char === ')') out += `\\${char}`;
    else if (code < 32) out += ' ';
    else if (code <= 126 || (code >= 160 && code <= 255)) out += char;
    else out += '?';
  }
  return `(${out})`;
}

const num = (value: number) => (Math.round(value * 100) / 100).toString();

/** D:YYYYMMDDHHmmSSZ, the PDF date format. */
function pdfDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}

function contentStream(page: PdfPage): string {
  const ops: string[] = [];
  for (const rule of page.rules ?? []) {
    ops.push(`0.75 G 0.5 w ${num(rule.x1)} ${num(rule.y1)} m ${num(rule.x2)} ${num(rule.y2)} l S`);
  }
  for (const t of page.texts) {
    const x = t.alignRight ? t.x - textWidth(t.text, t.size, t.bold) : t.x;
    ops.push(
      `BT /${t.bold ? 'F2' : 'F1'} ${num(t.size)} Tf ${num(x)} ${num(t.y)} Td ${pdfString(t.text)} Tj ET`,
    );
  }
  return ops.join('\n');
}

/** The finished file. Offsets in the cross-reference table are byte offsets, hence latin1. */
export function renderPdf(page: PdfPage): Buffer {
  const content = contentStream(page);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>`,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(page.title)} /Producer (AI Travel Map) /CreationDate (${pdfDate(page.createdAt)}) >>`,
  ];
  // The comment of four high bytes tells transfer tools that the file is binary.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
