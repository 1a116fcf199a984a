import type { Page } from 'playwright-core';

/**
 * The share of a PNG's pixels (0..1) within `tolerance` per channel of each `#rrggbb` colour.
 * The page's own PNG decoder does the decoding (createImageBitmap, then a 2D canvas), so no
 * image library is needed and the pixels are exactly those of the screenshot.
 */
export async function colourShares(
  page: Page,
  png: Buffer,
  colours: string[],
  tolerance = 6,
): Promise<number[]> {
  for (const colour of colours) {
    if (!/^#[0-9a-f]{6}$/i.test(colour)) throw new Error(`not a #rrggbb colour: ${colour}`);
  }
  return page.evaluate(
    async ({ base64, colours, tolerance }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const targets = colours.map((hex) =>
        [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)),
      );
      const counts = targets.map(() => 0);
      for (let i = 0; i < data.length; i += 4) {
        targets.forEach(([r, g, b], k) => {
          if (
            Math.abs(data[i]! - r!) <= tolerance &&
            Math.abs(data[i + 1]! - g!) <= tolerance &&
            Math.abs(data[i + 2]! - b!) <= tolerance
          ) {
            counts[k]! += 1;
          }
        });
      }
      return counts.map((count) => count / (bitmap.width * bitmap.height));
    },
    { base64: png.toString('base64'), colours, tolerance },
  );
}
