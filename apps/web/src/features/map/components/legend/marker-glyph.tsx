import type { ClusterIcon } from '@ai-map/contracts';
import { GLYPHS, ICON_COLORS } from '../../lib/marker-images';

interface MarkerGlyphProps {
  icon: ClusterIcon;
  /** Rendered width and height in px. */
  size?: number;
}

/**
 * A category icon as the map draws it (a white-ringed disc in the category colour with its
 * white glyph), as SVG for the legend and the sidebar lists. Decorative: the text beside it
 * names it.
 */
export function MarkerGlyph({ icon, size = 24 }: MarkerGlyphProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11.25" fill={ICON_COLORS[icon]} stroke="#fff" strokeWidth="1.5" />
      {/* The glyph fills 60 % of the disc, centred, as on the map's canvas images. */}
      <path
        d={GLYPHS[icon]}
        fill="#fff"
        fillRule="evenodd"
        transform="translate(4.8 4.8) scale(0.6)"
      />
    </svg>
  );
}
