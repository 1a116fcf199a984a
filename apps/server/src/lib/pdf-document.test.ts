import { describe, expect, it } from 'vitest';
import { readPdf } from '../test-support/pdf';
import { A4, renderPdf } from './pdf-document';

describe('renderPdf', () => {
  const page = (text: string, extra: { bold?: boolean; alignRight?: boolean } = {}) =>
    renderPdf({
      title: `Invoice (test) ${text}`,
      createdAt: new Date('2026-11-23T10:20:30Z'),
      texts: [
        { x: 56, y: 780, size: 20, bold: true, text: 'Hello (world) \\ back' },
        { x: 539, y: 700, size: 10, text: '$9.99', alignRight: true },
        { x: 56, y: 680, size: 10, text, ...extra },
      ],
      rules: [{ x1: 56, y1: 690, x2: 539, y2: 690 }],
    });

  it('writes one A4 page whose texts a reader extracts where they were placed', async () => {
    const pdf = await page('Zoë in Kraków');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { title, lines } = await readPdf(pdf);
    expect(title).toBe('Invoice (test) Zoë in Kraków');
    expect(lines.map((l) => [l.y, l.cells])).toEqual([
      [780, ['Hello (world) \\ back']],
      [700, ['$9.99']],
      [680, ['Zoë in Kraków']],
    ]);
    expect(lines[0]!.x).toBeCloseTo(56);
    // Right-aligned: the amount ends at the column edge, whatever its width.
    expect(lines[1]!.right).toBeCloseTo(539, 1);
    expect(lines[1]!.x).toBeLessThan(539 - 20);
    expect(A4).toEqual({ width: 595, height: 842 });
  });

  it.each(['Łukasz', 'Zoë', '李雷', 'Ørsted', 'Ørsted 李雷 Łukasz', '김민준 Иван Σοφία'])(
    'prints the name %s as typed, in regular and bold',
    async (name) => {
      for (const bold of [false, true]) {
        const { lines } = await readPdf(await page(name, { bold }));
        expect(lines.find((l) => l.y === 680)?.cells).toEqual([name]);
      }
    },
  );

  it('right-aligns a text that mixes Latin and CJK by its whole width', async () => {
    const { lines } = await readPdf(await page('Li 李雷', { alignRight: true }));
    const line = lines.find((l) => l.y === 680)!;
    expect(line.cells).toEqual(['Li 李雷']);
    expect(line.right).toBeCloseTo(56, 1);
  });

  it('embeds only the glyphs it uses, so a page stays small', async () => {
    expect((await page('Ørsted 李雷 Łukasz')).length).toBeLessThan(40_000);
  });
});
