import type { Page } from 'playwright-core';

/** The assistant's composer. */
export const composer = (page: Page) => page.getByLabel('Message the assistant');

/** The assistant's answers shown in the open chat (error replies left out). */
export const answers = (page: Page) =>
  page.locator('[data-role="assistant"]:not([data-type="error"])');

/**
 * Sends a message and waits for its answer: one answer more than before, and the thinking
 * placeholder (which counts as an assistant line until the answer replaces it) gone.
 */
export async function say(page: Page, text: string): Promise<string> {
  const before = await answers(page).count();
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await page.waitForFunction(
    (count) =>
      document.querySelectorAll('[data-role="assistant"]:not([data-type="error"])').length >
        count && !document.querySelector('[aria-label="The assistant is thinking"]'),
    before,
    // Checked on a timer: animation frames stall while the CPU-rendered map flies.
    { timeout: 120_000, polling: 500 },
  );
  return (await answers(page).last().textContent()) ?? '';
}
