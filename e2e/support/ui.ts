import type { Locator, Page } from 'playwright-core';
import { pageReport } from './page-log';

/**
 * Resolves once the locator matches a visible element. A timeout reports what the page and the
 * server did meanwhile (API answers >= 400, console errors), so a message that never showed says
 * why: the call failed, answered something else, or was never made.
 */
export async function visible(locator: Locator, timeout = 15_000): Promise<Locator> {
  await locator
    .first()
    .waitFor({ state: 'visible', timeout })
    .catch((error: unknown) => {
      throw new Error(`${(error as Error).message}\n${pageReport(locator.page())}`);
    });
  return locator.first();
}

/**
 * Waits for the app's address; the map keeps its view in the hash, so only the path counts.
 * A timeout reports what the page and the server did meanwhile.
 */
export const onPath = (page: Page, path: RegExp, timeout = 30_000) =>
  page
    .waitForURL((url) => path.test(url.pathname), { waitUntil: 'commit', timeout })
    .catch((error: unknown) => {
      throw new Error(`not on ${path}: ${(error as Error).message}\n${pageReport(page)}`);
    });

/** A saved chat's address: the slug the server gave it, not the composer of a new one. */
export const SAVED_CHAT_PATH = /^\/chat\/(?!new$)[^/]+$/;

/**
 * Resolves once nothing visible matches the locator. Mostly a dialog closing after the server
 * answered, e.g. a sign-up that hashes a password: seconds on a busy machine, hence 45 s.
 */
export async function gone(locator: Locator, timeout = 45_000): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

/** The auth dialog, opened from the header's button of that name. */
export async function openAuthDialog(page: Page, button: 'Login' | 'Sign up'): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: button, exact: true }).click();
  return visible(page.getByRole('dialog'));
}

export interface Account {
  fullName: string;
  email: string;
  password: string;
}

let counter = 0;
export function newAccount(): Account {
  counter += 1;
  return {
    fullName: 'Ada Lovelace',
    email: `ada.${Date.now()}.${counter}@example.org`,
    password: 'analytical-engine-1843',
  };
}

/** Fills and submits the Sign Up tab of an open auth dialog. */
export async function signUpInDialog(dialog: Locator, account: Account): Promise<void> {
  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  await dialog.getByLabel('Full name').fill(account.fullName);
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByLabel('Confirm password').fill(account.password);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
}

/** Fills and submits the Login tab of an open auth dialog. */
export async function logInInDialog(
  dialog: Locator,
  email: string,
  password: string,
): Promise<void> {
  await dialog.getByRole('tab', { name: 'Login' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** On a phone the map screen shows the assistant or the map: the "Show" switch picks the map. */
export async function showTheMap(page: Page): Promise<void> {
  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Map' }).click();
}
