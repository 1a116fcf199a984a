import type { ChatHistoryEntry } from '@ai-map/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, composer, say } from './support/chat';
import { startE2E, type E2E } from './support/harness';
import {
  gone,
  newAccount,
  onPath,
  openAuthDialog,
  SAVED_CHAT_PATH,
  signUpInDialog,
  visible,
} from './support/ui';

/**
 * The sidebar's trip history (spec 000 §2, §4, §9) for a signed-up user: chats started from the
 * composer appear in it, a trip is renamed inline (Enter or blur saves, empty reverts), the open
 * trip is deleted through its confirmation, and a chat left and opened again is read back from
 * the server.
 */

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const history = (page: Page) => page.getByRole('navigation', { name: 'Trip history' });
const historyLink = (page: Page, title: string) =>
  history(page).getByRole('link', { name: title, exact: true });

/** The user's chats as the API lists them, with the page's session (token header). */
async function listedChats(page: Page): Promise<ChatHistoryEntry[]> {
  return page.evaluate(async () => {
    const token = document.cookie
      .split('; ')
      .find((pair) => pair.startsWith('auth_token='))
      ?.slice('auth_token='.length);
    const response = await fetch('/api/v1/ai_map/travel-chat/chats/', {
      headers: token ? { Authorization: `Token ${decodeURIComponent(token)}` } : {},
    });
    if (!response.ok) throw new Error(`travel-chat/chats/ answered ${response.status}`);
    return (await response.json()) as ChatHistoryEntry[];
  });
}

const titleOnServer = async (page: Page, slug: string) =>
  (await listedChats(page)).find((chat) => chat.slug === slug)?.title ?? null;

const slugOf = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;

/** Opens the item's menu and its "Rename trip" action: the inline input takes the focus. */
async function startRename(page: Page, title: string) {
  await history(page)
    .getByRole('button', { name: `Trip actions: ${title}`, exact: true })
    .click();
  await page.getByRole('menuitem', { name: 'Rename trip' }).click();
  const input = history(page).getByRole('textbox', { name: 'Trip name' });
  await visible(input);
  expect(await input.inputValue()).toBe(title);
  return input;
}

describe('trip history', () => {
  it('lists new chats, renames them inline, deletes the open one, and reloads a chat from the server', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/');
    // Two cores shared with the server and WebGL on the CPU: the first paint can take a while.
    await visible(page.getByRole('banner').getByRole('button', { name: 'Sign up' }), 90_000);
    const dialog = await openAuthDialog(page, 'Sign up');
    await signUpInDialog(dialog, newAccount());
    await gone(dialog);
    await visible(history(page));
    await visible(history(page).getByText('Your trips will appear here.'));

    // Two chats from the composer: each gets its address and its place in the history, titled
    // by its first message.
    await visible(composer(page), 60_000);
    await say(page, 'hello');
    await onPath(page, SAVED_CHAT_PATH);
    const greeting = slugOf(page);
    await visible(historyLink(page, 'hello'));

    await page.getByRole('link', { name: 'New trip', exact: true }).first().click();
    await onPath(page, /^\/chat\/new$/);
    // The new chat's page has replaced the old conversation before anything is said.
    await expect.poll(() => answers(page).count(), { timeout: 30_000 }).toBe(0);
    const plan = await say(page, '3 days in Valletta');
    expect(plan).toMatch(/Valletta/);
    await onPath(page, SAVED_CHAT_PATH);
    const valletta = slugOf(page);
    expect(valletta).not.toBe(greeting);
    await visible(historyLink(page, '3 days in Valletta'));
    await visible(historyLink(page, 'hello'));
    expect((await listedChats(page)).map((chat) => chat.slug).sort()).toEqual(
      [greeting, valletta].sort(),
    );

    // Enter saves the new name: at once in the list, and on the server.
    const renaming = await startRename(page, 'hello');
    await renaming.fill('Saying hello');
    await renaming.press('Enter');
    await visible(historyLink(page, 'Saying hello'));
    await expect.poll(() => titleOnServer(page, greeting)).toBe('Saying hello');

    // An empty name is not saved: the old one comes back.
    const emptied = await startRename(page, 'Saying hello');
    await emptied.fill('   ');
    await emptied.press('Enter');
    await visible(historyLink(page, 'Saying hello'));
    expect(await titleOnServer(page, greeting)).toBe('Saying hello');

    // Leaving the field (a click elsewhere) saves too.
    const blurred = await startRename(page, '3 days in Valletta');
    await blurred.fill('Malta long weekend');
    await composer(page).click();
    await visible(historyLink(page, 'Malta long weekend'));
    await expect.poll(() => titleOnServer(page, valletta)).toBe('Malta long weekend');

    // Leaving a chat and coming back reads its messages from the server again.
    await historyLink(page, 'Saying hello').click();
    await onPath(page, new RegExp(`^/chat/${greeting}$`));
    await visible(page.getByText('hello', { exact: true }));
    const reloaded = page.waitForResponse(
      (response) =>
        response.url().includes(`/travel-chat/chats/${valletta}/messages/`) &&
        response.request().method() === 'GET' &&
        response.ok(),
    );
    await historyLink(page, 'Malta long weekend').click();
    await onPath(page, new RegExp(`^/chat/${valletta}$`));
    await reloaded;
    await visible(page.getByText('3 days in Valletta', { exact: true }));
    expect(await answers(page).count()).toBe(1);
    expect(await answers(page).last().textContent()).toBe(plan);

    // Deleting the open trip: the modal asks first, says "Deleting" while the server works, the
    // trip leaves the list and the app goes home.
    let releaseDelete = () => undefined as void;
    const deleteHeld = new Promise<void>((resolve) => (releaseDelete = resolve));
    await page.route(`**/travel-chat/chats/${valletta}/`, async (route) => {
      if (route.request().method() === 'DELETE') await deleteHeld;
      await route.continue();
    });
    await history(page)
      .getByRole('button', { name: 'Trip actions: Malta long weekend', exact: true })
      .click();
    await page.getByRole('menuitem', { name: 'Delete trip' }).click();
    const confirm = await visible(page.getByRole('dialog', { name: 'Delete trip?' }));
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    const busy = confirm.getByRole('button', { name: 'Deleting', exact: true });
    await visible(busy);
    expect(await busy.isDisabled()).toBe(true);
    releaseDelete();
    await gone(page.getByRole('dialog', { name: 'Delete trip?' }));
    await onPath(page, /^\/$/);
    await gone(historyLink(page, 'Malta long weekend'));
    await visible(historyLink(page, 'Saying hello'));
    expect((await listedChats(page)).map((chat) => chat.slug)).toEqual([greeting]);
    await context.close();
  }, 180_000);
});
