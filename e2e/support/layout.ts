import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
/** axe-core's browser bundle, injected into the page under test. */
const AXE_PATH = require.resolve('axe-core/axe.min.js');

/** Where the layout suite leaves its screenshots for a person to look at. */
export const SCREENSHOT_DIR =
  process.env.SCREENSHOT_DIR ?? path.resolve(import.meta.dirname, '../.artifacts/screenshots');

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/**
 * Nothing scrolls sideways: neither the page (`scrollWidth <= innerWidth`) nor any visible
 * scrolling box inside it (a pane wider than its column is what hid Send and the trip tools).
 */
export async function expectNoSidewaysScroll(page: Page, name: string): Promise<void> {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      problems.push(`page ${root.scrollWidth} > ${window.innerWidth}`);
    }
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${Array.from(el.classList).join('.')}`;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const style = getComputedStyle(el);
      if (style.overflowX !== 'auto' && style.overflowX !== 'scroll') continue;
      if (el.clientWidth === 0 || el.closest('.maplibregl-map')) continue;
      if (el.scrollWidth > el.clientWidth + 1) {
        problems.push(`${describe(el)} scrolls sideways ${el.scrollWidth} > ${el.clientWidth}`);
      }
    }
    return problems;
  });
  expect(found, `${name}: sideways scrolling`).toEqual([]);
}

/** The control is wholly inside the viewport as it stands, and a pointer there reaches it. */
export async function expectClickableInView(control: Locator, name: string): Promise<void> {
  const target = control.first();
  await target.waitFor({ state: 'visible', timeout: 30_000 });
  const box = await target.boundingBox();
  const viewport = target.page().viewportSize();
  const label = `${name}: ${String(control)}`;
  expect(box, label).not.toBeNull();
  expect(viewport, label).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.x, `${label} left edge`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${label} top edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${label} right edge`).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box.y + box.height, `${label} bottom edge`).toBeLessThanOrEqual(viewport.height + 0.5);
  // A trial click runs playwright's actionability checks, including "another element would
  // receive the click", without clicking.
  await target.click({ trial: true, timeout: 5_000 });
}

export interface AxeFinding {
  id: string;
  impact: string | null;
  targets: string[];
}

/** axe-core's serious and critical violations on the page as it is now. */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: object,
          ): Promise<{
            violations: {
              id: string;
              impact: string | null;
              nodes: { target: string[] }[];
            }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      }));
  });
}
