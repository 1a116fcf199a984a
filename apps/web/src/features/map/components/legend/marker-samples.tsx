import type { ClusterIcon, SizeClass } from '@ai-map/contracts';
import { BADGE_COLORS, GLYPHS, ICON_COLORS, SIZE_SCALES } from '../../lib/marker-images';

/** An icon disc at (x, y) on a 24-unit glyph grid scaled to `size` px, as the map draws it. */
function IconDisc({ icon, x, y, size }: { icon: ClusterIcon; x: number; y: number; size: number }) {
  const scale = size / 24;
  return (
    <g transform={`translate(${x - size / 2} ${y - size / 2}) scale(${scale})`}>
      <circle cx="12" cy="12" r="11.25" fill={ICON_COLORS[icon]} stroke="#fff" strokeWidth="1.5" />
      <path
        d={GLYPHS[icon]}
        fill="#fff"
        fillRule="evenodd"
        transform="translate(4.8 4.8) scale(0.6)"
      />
    </g>
  );
}

interface ClusterSampleProps {
  /** At most two icons: the largest categories first (the ring takes the first one's colour). */
  icons: [ClusterIcon] | [ClusterIcon, ClusterIcon];
  label: string;
}

/** A cluster marker: white disc ringed in its main colour, its icons and its count (+N). */
export function ClusterSample({ icons, label }: ClusterSampleProps) {
  // The layer draws icons at 0.7 of 24 px, a pair overlapping by a quarter, above the count.
  const iconSize = 16.8;
  const step = iconSize * 0.75;
  const first = 28 - (step * (icons.length - 1)) / 2;
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="24" fill="#fff" stroke={ICON_COLORS[icons[0]]} strokeWidth="3" />
      {icons.map((icon, index) => (
        <IconDisc key={icon} icon={icon} x={first + index * step} y={20} size={iconSize} />
      ))}
      <text x="28" y="41" textAnchor="middle" fontSize="11" fontWeight="600" fill="#1f2937">
        {label}
      </text>
    </svg>
  );
}

/** A single place: its kind's icon sized by its rating class, the rating under it. */
export function PlaceSample({ size, rating }: { size: SizeClass; rating: number }) {
  return (
    <svg width="48" height="52" viewBox="0 0 48 52" aria-hidden="true" focusable="false">
      <IconDisc icon="attractions" x={24} y={18} size={24 * SIZE_SCALES[size]} />
      <text
        x="24"
        y="46"
        textAnchor="middle"
        fontSize="11"
        fontWeight="600"
        fill="#111827"
        stroke="#fff"
        strokeWidth="3"
        paintOrder="stroke"
      >
        {rating.toFixed(1)}
      </text>
    </svg>
  );
}

/** A place icon with one of the badges of §2 at its top right. */
export function BadgeSample({ badge }: { badge: keyof typeof BADGE_COLORS }) {
  return (
    <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <IconDisc icon="food_and_drinks" x={20} y={20} size={24} />
      <circle cx="30" cy="10" r="4.5" fill={BADGE_COLORS[badge]} stroke="#fff" strokeWidth="1.5" />
    </svg>
  );
}
