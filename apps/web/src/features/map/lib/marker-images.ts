import type { ClusterIcon } from '@ai-map/contracts';
import type { Map as MapLibreMap } from 'maplibre-gl';

/** Category colours of the markers and the legend. */
export const ICON_COLORS: Record<ClusterIcon, string> = {
  attractions: '#7c3aed',
  events: '#db2777',
  shopping: '#0284c7',
  food_and_drinks: '#ea580c',
};

/**
 * Badges of single places (§2), as the cluster layer paints them: favourite (stared) gold, liked
 * (active) red, visited green.
 */
export const BADGE_COLORS = { stared: '#f59e0b', active: '#ef4444', visited: '#16a34a' } as const;

/** Icon scales of the size classes of §2, as the cluster layer sizes place icons. */
export const SIZE_SCALES = { small: 0.8, medium: 1, large: 1.25 } as const;

/** Glyphs on a 24-unit grid, drawn white on the category colour (map and legend alike). */
export const GLYPHS: Record<ClusterIcon, string> = {
  attractions: 'M12 3 3 8v2h18V8zM5 11h2v7H5zm4 0h2v7H9zm4 0h2v7h-2zm4 0h2v7h-2zM3 19h18v2H3z',
  events: 'M7 2h2v2h6V2h2v2h3v17H4V4h3zM6 9v10h12V9zm2 2h3v3H8z',
  shopping: 'M6 7h12l1.2 14H4.8zM9 7a3 3 0 0 1 6 0h-1.8a1.2 1.2 0 0 0-2.4 0z',
  food_and_drinks:
    'M6.5 2H8v6h1V2h1.5v6h1V2H13v7a3 3 0 0 1-2.2 2.9V22H8.7V11.9A3 3 0 0 1 6.5 9zM16 2c2 0 3 2.5 3 6.5V13h-1.5v9h-2.2V2z',
};

const PIXEL_RATIO = 2;
const ICON_PX = 24;

function drawIcon(context: CanvasRenderingContext2D, icon: ClusterIcon, x: number) {
  const size = ICON_PX * PIXEL_RATIO;
  context.save();
  context.translate(x, 0);
  context.beginPath();
  context.arc(size / 2, size / 2, size / 2 - 1, 0, Math.PI * 2);
  context.fillStyle = ICON_COLORS[icon];
  context.fill();
  context.lineWidth = 3;
  context.strokeStyle = '#ffffff';
  context.stroke();
  // The glyph fills 60 % of the disc, centred.
  const scale = (size * 0.6) / 24;
  context.translate(size * 0.2, size * 0.2);
  context.scale(scale, scale);
  context.fillStyle = '#ffffff';
  context.fill(new Path2D(GLYPHS[icon]), 'evenodd');
  context.restore();
}

/** Image names the layers use: `icon-{icon}` for one icon, `icon-{a}-{b}` for a pair. */
export const iconImageName = (icon: ClusterIcon, icon2?: ClusterIcon | '') =>
  icon2 ? `icon-${icon}-${icon2}` : `icon-${icon}`;

function renderImage(icons: ClusterIcon[]): ImageData | null {
  const size = ICON_PX * PIXEL_RATIO;
  // Two icons overlap by a quarter so the pair stays compact on a cluster.
  const step = Math.round(size * 0.75);
  const canvas = document.createElement('canvas');
  canvas.width = size + step * (icons.length - 1);
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return null;
  icons.forEach((icon, index) => drawIcon(context, icon, index * step));
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

const ICON_NAMES = new Set<string>(['attractions', 'events', 'shopping', 'food_and_drinks']);

/**
 * Draws marker images when a layer first asks for them (MapLibre's `styleimagemissing`), so the
 * twenty icon pairs cost nothing until a cluster needs one.
 */
export function provideMarkerImages(map: MapLibreMap) {
  const onMissing = ({ id }: { id: string }) => {
    if (!id.startsWith('icon-') || map.hasImage(id)) return;
    const icons = id.slice('icon-'.length).split('-');
    if (icons.length > 2 || !icons.every((name) => ICON_NAMES.has(name))) return;
    const image = renderImage(icons as ClusterIcon[]);
    if (image) map.addImage(id, image, { pixelRatio: PIXEL_RATIO });
  };
  map.on('styleimagemissing', onMissing);
  return () => {
    map.off('styleimagemissing', onMissing);
  };
}
