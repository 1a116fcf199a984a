import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './support/harness';
import {
  gone,
  logInInDialog,
  newAccount,
  openAuthDialog,
  signUpInDialog,
  visible,
  type Account,
} from './support/ui';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const sidebarOf = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

/** The message linked to an input through aria-describedby: what shows "under the field". */
async function messageUnder(page: Page, input: Locator): Promise<string> {
  await expect.poll(() => input.getAttribute('aria-describedby'), { timeout: 10_000 }).toBeTruthy();
  const id = await input.getAttribute('aria-describedby');
  return (await page.locator(`[id="${id}"]`).textContent()) ?? '';
}

/** Signs up through the modal; returns once the signed-in shell shows (drawer button on mobile). */
async function signUp(page: Page, account: Account, { mobile = false } = {}) {
  await page.goto('/');
  const dialog = await openAuthDialog(page, 'Sign up');
  await signUpInDialog(dialog, account);
  await gone(dialog);
  await visible(mobile ? page.getByRole('button', { name: 'Open menu' }) : sidebarOf(page));
}

async function openProfileMenu(page: Page, name: string) {
  await sidebarOf(page)
    .getByRole('button', { name: new RegExp(name) })
    .click();
  return visible(page.getByRole('menu', { name: 'Account' }));
}

describe('accounts in the browser', () => {
  it('signs up through the modal, shows the sidebar, logs out and logs back in', async () => {
    const account = newAccount();
    const { context, page } = await e2e.newPage();
    await signUp(page, account);

    const sidebar = sidebarOf(page);
    expect(await sidebar.textContent()).toContain(account.fullName);
    expect(await sidebar.textContent()).toContain('Free');
    expect(await sidebar.getByRole('link', { name: /New trip/ }).getAttribute('href')).toBe(
      '/chat/new',
    );

    const menu = await openProfileMenu(page, account.fullName);
    await visible(sidebar.getByText(account.email));
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await gone(sidebar);
    await visible(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }));
    expect(new URL(page.url()).pathname).toBe('/');

    const dialog = await openAuthDialog(page, 'Login');
    await logInInDialog(dialog, account.email, account.password);
    await gone(dialog);
    await visible(sidebar);
    expect(await sidebar.textContent()).toContain(account.fullName);
    await context.close();
  });

  it("shows the server's message under the password field for a wrong password", async () => {
    const account = newAccount();
    const { context, page } = await e2e.newPage();
    await signUp(page, account);
    const menu = await openProfileMenu(page, account.fullName);
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await gone(sidebarOf(page));

    const dialog = await openAuthDialog(page, 'Login');
    await logInInDialog(dialog, account.email, 'not-the-password');
    const password = dialog.getByLabel('Password', { exact: true });
    expect(await messageUnder(page, password)).toBe('Unable to log in with provided credentials.');
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    // Still signed out.
    expect(await sidebarOf(page).count()).toBe(0);
    await context.close();
  });

  it('validates the sign-up form with the spec messages before calling the server', async () => {
    const { context, page } = await e2e.newPage();
    await page.goto('/');
    const dialog = await openAuthDialog(page, 'Sign up');
    await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
    await visible(dialog.getByText('Please fill in all required fields'));

    await dialog.getByLabel('Full name').fill('Ada');
    await dialog.getByLabel('Email').fill('ada@example.org');
    await dialog.getByLabel('Password', { exact: true }).fill('one-password-1');
    await dialog.getByLabel('Confirm password').fill('another-password-2');
    await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
    await visible(dialog.getByText('Passwords do not match'));
    await visible(dialog.getByText('Please agree to the Privacy Policy and Terms of Use'));
    await context.close();
  });

  it('changes the name in the settings', async () => {
    const account = newAccount();
    const { context, page } = await e2e.newPage();
    await signUp(page, account);
    const menu = await openProfileMenu(page, account.fullName);
    await menu.getByRole('menuitem', { name: 'Setting' }).click();
    const settings = await visible(page.getByRole('dialog'));

    await settings.getByRole('button', { name: 'Edit name' }).click();
    const name = settings.getByLabel('Name', { exact: true });
    await name.fill('Grace Hopper');
    await settings.getByRole('button', { name: 'Save' }).click();
    await visible(sidebarOf(page).getByText('Grace Hopper'));

    // Saved on the server, not only on screen.
    await page.reload();
    await visible(sidebarOf(page).getByText('Grace Hopper'));
    await context.close();
  });

  it('resets a forgotten password through the link in the e-mail', async () => {
    const account = newAccount();
    const first = await e2e.newPage();
    await signUp(first.page, account);
    await first.context.close();

    const { context, page } = await e2e.newPage();
    await page.goto('/');
    const dialog = await openAuthDialog(page, 'Login');
    await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await visible(dialog.getByText('Password reset e-mail has been sent.'));

    const mail = await e2e.smtp.waitFor(account.email, 10_000);
    const resetMail = e2e.smtp.received.find(
      (m) => m.to.includes(account.email) && /reset/i.test(m.subject),
    );
    expect(resetMail, `reset mail among ${mail.subject}`).toBeDefined();
    const link = /http:\/\/127\.0\.0\.1:\d+\/confirm-password\?uid=[\w-]+&token=[\da-f]+/.exec(
      resetMail!.body,
    )?.[0];
    expect(link).toBeDefined();

    const newPassword = 'difference-engine-1822';
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: /password/i }).click();
    await visible(page.getByText('Password has been reset with the new password.'));

    await page.goto('/');
    const login = await openAuthDialog(page, 'Login');
    await logInInDialog(login, account.email, newPassword);
    await gone(login);
    await visible(sidebarOf(page));
    await context.close();
  });

  it('shows the not-found page for an unknown route, without the sidebar', async () => {
    const { context, page } = await e2e.newPage();
    await page.goto('/no/such/place');
    await visible(page.getByText('This page could not be found'));
    expect(await sidebarOf(page).count()).toBe(0);
    await context.close();
  });

  it('switches to the mobile layout under 992 px', async () => {
    const account = newAccount();
    const { context, page } = await e2e.newPage(800, 900);
    await signUp(page, account, { mobile: true });
    const sidebar = sidebarOf(page);
    // The sidebar is a drawer: closed until the hamburger opens it.
    expect(await sidebar.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await visible(sidebar);
    const box = await sidebar.boundingBox();
    // Whole pixels: while the drawer slides in, its box can measure 300.00001.
    expect(Math.round(box!.width)).toBeLessThanOrEqual(300);
    await visible(sidebar.getByText(account.fullName));

    await sidebar.getByRole('button', { name: 'Close menu' }).click();
    await gone(sidebar);

    // Following a link from the drawer closes it too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await sidebar.getByRole('link', { name: /New trip/ }).click();
    await gone(sidebar);
    expect(new URL(page.url()).pathname).toBe('/chat/new');
    await context.close();
  });
});
