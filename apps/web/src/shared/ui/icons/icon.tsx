import { createElement, type SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** Icons are decorative: the button or link around them carries the accessible name. */
export function Icon({ size = 20, children, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** One stroke of an icon: an SVG element and its attributes. */
interface IconShape {
  tag: 'path' | 'circle' | 'rect';
  attributes: SVGProps<SVGElement>;
}

/** A path with attributes of its own, such as a heavier stroke for dots. */
export const path = (d: string, attributes: SVGProps<SVGPathElement>): IconShape => ({
  tag: 'path',
  attributes: { d, ...attributes },
});

export const circle = (cx: number, cy: number, r: number): IconShape => ({
  tag: 'circle',
  attributes: { cx, cy, r },
});

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  rx: number,
): IconShape => ({
  tag: 'rect',
  attributes: { x, y, width, height, rx },
});

/**
 * An icon component from its shapes, drawn in order: a string is a path's `d`. `fixed` are
 * attributes of the icon's own that callers cannot override (GripIcon's heavier stroke).
 */
export function defineIcon(
  name: string,
  shapes: ReadonlyArray<string | IconShape>,
  fixed?: IconProps,
) {
  // The shapes never change, so their elements are made once and shared by every render.
  const children = shapes.map((shape, index) => {
    const { tag, attributes } = typeof shape === 'string' ? path(shape, {}) : shape;
    return createElement(tag, { key: index, ...attributes });
  });
  const DefinedIcon = (props: IconProps) => (
    <Icon {...props} {...fixed}>
      {children}
    </Icon>
  );
  DefinedIcon.displayName = name;
  return DefinedIcon;
}
