import type { Map as MapLibreMap } from 'maplibre-gl';

const PIXEL_RATIO = 2;
/** Logical size of a pill: its ends are half circles of this height. */
const PILL_HEIGHT = 22;
const PILL_WIDTH = 44;
/** Logical diameter of a disc marker. */
const DISC_SIZE = 32;

function canvasOf(width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas.getContext('2d');
}

/** A pill of one colour, or of two halves (left and right), with a white rim. */
function pillImage(left: string, right: string) {
  const width = PILL_WIDTH * PIXEL_RATIO;
  const height = PILL_HEIGHT * PIXEL_RATIO;
  const context = canvasOf(width, height);
  if (!context) return null;
  const shape = new Path2D();
  shape.roundRect(2, 2, width - 4, height - 4, height / 2 - 2);
  context.save();
  context.clip(shape);
  context.fillStyle = left;
  context.fillRect(0, 0, width / 2, height);
  context.fillStyle = right;
  context.fillRect(width / 2, 0, width / 2, height);
  context.restore();
  context.lineWidth = 3;
  context.strokeStyle = '#ffffff';
  context.stroke(shape);
  return context.getImageData(0, 0, width, height);
}

/**
 * Pills stretch round their text (icon-text-fit): the straight parts stretch, the rounded ends
 * keep their shape. Two stretch zones, one on each side of the middle, keep a two-colour pill
 * split in its centre.
 */
function addPill(map: MapLibreMap, name: string, left: string, right: string) {
  if (map.hasImage(name)) return;
  const image = pillImage(left, right);
  if (!image) return;
  const width = PILL_WIDTH * PIXEL_RATIO;
  const height = PILL_HEIGHT * PIXEL_RATIO;
  const end = height / 2;
  map.addImage(name, image, {
    pixelRatio: PIXEL_RATIO,
    stretchX: [
      [end, width / 2 - 2],
      [width / 2 + 2, width - end],
    ],
    stretchY: [[end - 2, end + 2]],
    content: [end - 4, 6, width - end + 4, height - 6],
  });
}

/** Adds one-colour pills by name. */
export function addPillImages(map: MapLibreMap, pills: Record<string, string>) {
  for (const [name, fill] of Object.entries(pills)) addPill(map, name, fill, fill);
}

/** Adds round markers by name: a disc of the colour with a white rim. */
export function addDiscImages(map: MapLibreMap, discs: Record<string, string>) {
  const size = DISC_SIZE * PIXEL_RATIO;
  for (const [name, fill] of Object.entries(discs)) {
    if (map.hasImage(name)) continue;
    const context = canvasOf(size, size);
    if (!context) continue;
    context.beginPath();
    context.arc(size / 2, size / 2, size / 2 - 2, 0, Math.PI * 2);
    context.fillStyle = fill;
    context.fill();
    context.lineWidth = 4;
    context.strokeStyle = '#ffffff';
    context.stroke();
    map.addImage(name, context.getImageData(0, 0, size, size), { pixelRatio: PIXEL_RATIO });
  }
}

/** The image name of a two-colour pill: `general-duo-{left}-{right}`, colours as #rrggbb. */
export const duoPillName = (left: string, right: string) =>
  `general-duo-${left.replace('#', '')}-${right.replace('#', '')}`;

/**
 * Adds two-colour pills for the colour pairs given. They must exist before the layer lays out
 * its symbols: a stretchable image added later (on styleimagemissing) does not fit round text.
 */
export function addDuoPills(map: MapLibreMap, pairs: [string, string][]) {
  for (const [left, right] of pairs) addPill(map, duoPillName(left, right), left, right);
}
