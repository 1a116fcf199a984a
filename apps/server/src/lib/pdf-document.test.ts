import { describe, expect, it } from 'vitest';
import { expectWellFormedPdf } from '../test-support/pdf';
import { renderPdf, textWidth } from './pdf-document';

describe('renderPdf', () => {
  it('writes a well-formed one-page PDF 1.4 with its texts', () => {
    const pdf = renderPdf({
      title: 'Invoice (test)',
      createdAt: new Date('2026-11-23T10:20:30Z'),
      texts: [
        { x: 56, y: 780, size: 20, bold: true, text: 'Hello (world) \\ back' },
        { x: 539, y: 700, size: 10, text: '$9.99', alignRight: true },
        { x: 56, y: 680, size: 10, text: 'Zoë in Kraków ☃' },
      ],
      rules: [{ x1: 56, y1: 690, x2: 539, y2: 690 }],
    });
    const text = expectWellFormedPdf(pdf);
    expect(text).toContain('/BaseFont /Helvetica ');
    expect(text).toContain('/BaseFont /Helvetica-Bold ');
    expect(text).toContain('/MediaBox [0 0 595 842]');
    expect(text).toContain('/Title (Invoice \\(test\\))');
    expect(text).toContain('/CreationDate (D:20261123102030Z)');
    expect(text).toContain('BT /F2 20 Tf 56 780 Td (Hello \\(world\\) \\\\ back) Tj ET');
    // Right-aligned: x is the column edge minus the text's width.
    expect(text).toContain(`BT /F1 10 Tf ${539 - textWidth('$9.99', 10)} 700 Td ($9.99) Tj ET`);
    // Latin-1 letters pass as single bytes; what the standard fonts cannot show becomes "?".
    expect(pdf.includes(Buffer.from('Zo\xeb in Krak\xf3w ?', 'latin1'))).toBe(true);
    expect(text).toContain('0.75 G 0.5 w 56 690 m 539 690 l S');
  });

  it('measures text with the Helvetica metrics', () => {
    expect(textWidth('0123456789', 10)).toBeCloseTo(55.6);
    expect(textWidth('W', 1000)).toBe(944);
    expect(textWidth('W', 1000, true)).toBe(944);
    expect(textWidth('i', 1000)).toBe(222);
    expect(textWidth('i', 1000, true)).toBe(278);
  });
});
