import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BusIcon, DotsIcon, GripIcon, HeartIcon, LockIcon, MenuIcon } from './index';

// The markup the icons had as hand-written JSX: defineIcon must draw the same SVG.
const svg = (inner: string, strokeWidth = '1.8', size = '20') =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor"` +
  ` stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round"` +
  ` aria-hidden="true" focusable="false">${inner}</svg>`;

describe('icons', () => {
  it('draws a path icon', () => {
    expect(renderToStaticMarkup(<MenuIcon />)).toBe(
      svg('<path d="M4 7h16M4 12h16M4 17h16"></path>'),
    );
  });

  it('draws rectangles and circles with their attributes, in order', () => {
    expect(renderToStaticMarkup(<LockIcon />)).toBe(
      svg(
        '<rect x="5" y="11" width="14" height="10" rx="2"></rect><path d="M8 11V8a4 4 0 0 1 8 0v3"></path>',
      ),
    );
    expect(renderToStaticMarkup(<BusIcon />)).toBe(
      svg(
        '<rect x="5" y="3.5" width="14" height="14" rx="2.5"></rect>' +
          '<path d="M5 11h14M8 17.5V20M16 17.5V20M9 3.5v7.5M15 3.5v7.5"></path>' +
          '<circle cx="8.5" cy="14.5" r="0.6"></circle><circle cx="15.5" cy="14.5" r="0.6"></circle>',
      ),
    );
  });

  it("keeps a shape's own stroke width and the icon's fixed one", () => {
    expect(renderToStaticMarkup(<DotsIcon />)).toBe(
      svg('<path d="M5 12h.01M12 12h.01M19 12h.01" stroke-width="3"></path>'),
    );
    // GripIcon's heavier stroke wins over the caller's.
    expect(renderToStaticMarkup(<GripIcon size={16} strokeWidth={1} />)).toBe(
      svg('<path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01"></path>', '2.6', '16'),
    );
  });

  it('passes the caller’s props on and names the component', () => {
    expect(renderToStaticMarkup(<MenuIcon size={24} strokeWidth={2} />)).toBe(
      svg('<path d="M4 7h16M4 12h16M4 17h16"></path>', '2', '24'),
    );
    expect(MenuIcon.displayName).toBe('MenuIcon');
  });

  it('fills the hand-drawn icons on request', () => {
    expect(renderToStaticMarkup(<HeartIcon filled />)).toContain('fill="currentColor"');
  });
});
