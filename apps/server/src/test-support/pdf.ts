import { extractTextItems, getMeta } from 'unpdf';
import { expect } from 'vitest';

export interface PdfLine {
  /** Baseline, from the bottom of the page. */
  y: number;
  /** Left end of the line's first text. */
  x: number;
  /** Right end of the line's last text. */
  right: number;
  /** The line's texts split where a gap wider than an em separates them (label, value, amount). */
  cells: string[];
}

type TextItem = Awaited<ReturnType<typeof extractTextItems>>['items'][number][number];

/**
 * Joins the pieces pdf.js reads on one baseline into cells: a gap narrower than a fifth of an em
 * is no gap (one word drawn in two fonts, e.g. Latin and CJK runs), up to an em is a space, wider
 * starts a new cell. pdf.js's own guesses at spaces (whitespace-only items) are dropped.
 */
function cellsOf(items: TextItem[]): string[] {
  const cells: string[] = [];
  let previous: TextItem | undefined;
  for (const item of items) {
    const gap = previous ? item.x - (previous.x + previous.width) : Infinity;
    const size = previous?.fontSize ?? item.fontSize;
    if (gap > size) cells.push(item.str);
    else cells[cells.length - 1] += (gap > size / 5 ? ' ' : '') + item.str;
    previous = item;
  }
  return cells;
}

/** Reads a one-page PDF as a reader does (pdf.js, through unpdf): its title and lines, top down. */
export async function readPdf(pdf: Buffer): Promise<{ title: string; lines: PdfLine[] }> {
  const { totalPages, items } = await extractTextItems(new Uint8Array(pdf));
  expect(totalPages).toBe(1);
  const byBaseline = new Map<number, TextItem[]>();
  for (const item of items[0]!) {
    if (item.str.trim() === '') continue;
    const y = Math.round(item.y * 100) / 100;
    byBaseline.set(y, [...(byBaseline.get(y) ?? []), item]);
  }
  const lines = [...byBaseline].map(([y, texts]) => {
    const sorted = texts.sort((a, b) => a.x - b.x);
    const last = sorted.at(-1)!;
    return { y, x: sorted[0]!.x, right: last.x + last.width, cells: cellsOf(sorted) };
  });
  const { info } = await getMeta(new Uint8Array(pdf));
  return { title: String(info.Title), lines: lines.sort((a, b) => b.y - a.y) };
}
