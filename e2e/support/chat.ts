import type { Page } from 'playwright-core';
import { pageReport } from './page-log';

/** The assistant's composer. */
export const composer = (page: Page) => page.getByLabel('Message the assistant');

/** The assistant's answers shown in the open chat (error replies left out). */
export const answers = (page: Page) =>
  page.locator('[data-role="assistant"]:not([data-type="error"])');

/**
 * Waits until at least `count` answers are shown and the thinking placeholder (which counts as an
 * assistant line until the answer replaces it) is gone.
 */
export async function answered(page: Page, count: number): Promise<void> {
  try {
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('[data-role="assistant"]:not([data-type="error"])').length >= n &&
        !document.querySelector('[aria-label="The assistant is thinking"]'),
      count,
      // Checked on a timer: animation frames stall while the CPU-rendered map flies.
      { timeout: 120_000, polling: 500 },
    );
  } catch (error) {
    // Say what the page shows and what it and the server did, not only that time ran out.
    const shown = await page
      .evaluate(() => ({
        path: location.pathname,
        lines: Array.from(document.querySelectorAll('[data-role]')).map(
          (line) => `${line.getAttribute('data-role')}: ${line.textContent?.slice(0, 120)}`,
        ),
        alerts: Array.from(document.querySelectorAll('[role="alert"]')).map((a) => a.textContent),
      }))
      .catch((reason: unknown) => ({ unreadable: String(reason) }));
    throw new Error(
      `no answer #${count}: ${(error as Error).message}\nshown: ${JSON.stringify(shown)}\n${pageReport(page)}`,
    );
  }
}

/** Sends a message and waits for its answer (one answer more than before). */
export async function say(page: Page, text: string): Promise<string> {
  const before = await answers(page).count();
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await answered(page, before + 1);
  return (await answers(page).last().textContent()) ?? '';
}
