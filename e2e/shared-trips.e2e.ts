import { AUTH_COOKIE, planTogetherPaths, type Trip } from '@ai-map/contracts';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, registerByApi } from './support/api';
import { startE2E, type E2E } from './support/harness';
import { axeViolations, expectNoSidewaysScroll, screenshot } from './support/layout';
import { signUp } from './support/planner';
import {
  gone,
  logInInDialog,
  newAccount,
  openAuthDialog,
  visible,
  type Account,
} from './support/ui';

/**
 * Issue 29, item 1: a friend who joined a trip finds it again under "Shared with me", after a
 * new login, at a desk's size and a phone's; the owner sees them among the trip's people and
 * removes them, and the friend's list drops the trip.
 */
const DESK = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
const TITLE = 'Weekend with friends';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** A call to the running server from the test itself (no browser involved). */
const call = <T>(method: string, path: string, key?: string, body?: unknown) =>
  apiOk<T>(e2e.baseUrl, method, path, key, body);

/** An owner (signed up through the API) with a private trip of three bundled attractions. */
async function ownerWithTrip(): Promise<{ key: string; trip: Trip }> {
  const key = await registerByApi(e2e.baseUrl, 'Maria Silva');
  const list = await call<{ list: { attraction_id: number }[] }>('GET', 'attractions/1/3/');
  const created = await call<Trip>('POST', 'planner/trips/', key, {
    duration_days: 2,
    divide_by_days: true,
    initial_places_to_visit: list.list.map((p) => ({
      place_id: p.attraction_id,
      place_type: 'attraction',
    })),
  });
  const trip = await call<Trip>('PATCH', `planner/trips/${created.id}/`, key, {
    title: TITLE,
    is_private: true,
  });
  return { key, trip };
}

/** The newest invitation link mailed to an address. */
async function invitationLink(email: string, after = 0): Promise<string> {
  const find = () =>
    e2e.smtp.received
      .filter((mail) => mail.to.includes(email))
      .slice(after)
      .map(
        (mail) =>
          /http:\/\/127\.0\.0\.1:\d+\/chat\/[\w-]+\?invite=[\da-f]+(&amp;|&)trip=\d+/.exec(
            mail.body,
          )?.[0],
      )
      .find(Boolean);
  await expect.poll(find, { timeout: 20_000 }).toBeTruthy();
  return find()!.replace('&amp;', '&');
}

const sidebarOf = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const sharedList = (page: Page) => sidebarOf(page).getByRole('region', { name: 'Shared with me' });

async function logOut(page: Page, name: string) {
  await sidebarOf(page)
    .getByRole('button', { name: new RegExp(name) })
    .click();
  const menu = await visible(page.getByRole('menu', { name: 'Account' }));
  await menu.getByRole('menuitem', { name: 'Log out' }).click();
  await gone(sidebarOf(page));
}

async function logIn(page: Page, account: Account) {
  const dialog = await openAuthDialog(page, 'Login');
  await logInInDialog(dialog, account.email, account.password);
  await gone(dialog);
}

/** The checks of a screen a person looks at: its picture, no sideways scroll, axe clean. */
async function checkScreen(page: Page, name: string) {
  // The shell slides its content aside for the sidebar (0.2 s): the picture is of the end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await screenshot(page, name);
  await expectNoSidewaysScroll(page, name);
  expect(await axeViolations(page), `${name}: axe`).toEqual([]);
}

/** The friend's shared trip in their sidebar: the title, who shared it, their role. */
async function expectSharedTrip(list: Locator) {
  const link = await visible(list.getByRole('link', { name: new RegExp(TITLE) }), 30_000);
  expect(await link.textContent()).toContain('Shared by Maria Silva · Editor');
  return link;
}

describe('a trip shared with a friend', () => {
  it('is found again under "Shared with me" after a new login, and goes when the owner removes them', async () => {
    const owner = await ownerWithTrip();
    const slug = owner.trip.chat_slug!;
    const friend = newAccount();
    await call('POST', planTogetherPaths.invite(slug), owner.key, { emails: [friend.email] });

    // 1. The friend signs up, follows the mailed link, logs out and in again (desk).
    const desk = await e2e.newPage(DESK.width, DESK.height);
    await signUp(desk.page, friend);
    await expect
      .poll(() => sharedList(desk.page).textContent(), { timeout: 30_000 })
      .toContain('Trips that friends invite you to will appear here.');
    await desk.page.goto(await invitationLink(friend.email));
    await visible(desk.page.getByText('You have joined the trip.'), 30_000);
    await logOut(desk.page, friend.fullName);
    await logIn(desk.page, friend);
    await expectSharedTrip(sharedList(desk.page));
    await checkScreen(desk.page, 'shared-with-me-sidebar-desk');
    // The map's Trips tab lists it too.
    const openMapSidebar = desk.page.getByRole('button', { name: 'Open the map sidebar' });
    if (await openMapSidebar.isVisible()) await openMapSidebar.click();
    await desk.page
      .getByRole('tablist', { name: 'Map content' })
      .getByRole('tab', { name: 'Trips' })
      .click();
    const tripsTab = await visible(desk.page.locator('#map-sidebar-panel'));
    await expectSharedTrip(tripsTab.getByRole('region', { name: 'Shared with me' }));
    await checkScreen(desk.page, 'shared-with-me-trips-tab-desk');
    // It opens the trip (and its live socket, which hears of the removal below).
    await (await expectSharedTrip(sharedList(desk.page))).click();
    await desk.page.waitForURL(`**/chat/${slug}**`);

    // 2. On a phone, after logging in there: the drawer carries the list.
    const phone = await e2e.newPage(PHONE.width, PHONE.height);
    await phone.page.goto('/');
    await logIn(phone.page, friend);
    await phone.page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await expectSharedTrip(sharedList(phone.page));
    await checkScreen(phone.page, 'shared-with-me-sidebar-phone');

    // 3. The owner resends the invitation (it waits: the friend already joined), then opens the
    // invite dialog: the friend is among the trip's people, the resent invitation waits.
    const sent = e2e.smtp.received.filter((mail) => mail.to.includes(friend.email)).length;
    await call('POST', planTogetherPaths.invite(slug), owner.key, { emails: [friend.email] });
    await invitationLink(friend.email, sent);
    const ownerPhone = await ownerDialog(owner.key, slug, PHONE);
    await checkScreen(ownerPhone.page, 'invite-dialog-people-phone');
    await ownerPhone.context.close();
    const ownerDesk = await ownerDialog(owner.key, slug, DESK);
    const { dialog } = ownerDesk;
    await checkScreen(ownerDesk.page, 'invite-dialog-people-desk');

    // 4. The owner removes the friend, after saying yes to the question.
    await dialog.getByRole('button', { name: `Remove ${friend.fullName} from the trip` }).click();
    await visible(dialog.getByText(`Remove ${friend.fullName} from this trip?`));
    await checkScreen(ownerDesk.page, 'invite-dialog-remove-desk');
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await visible(ownerDesk.page.getByText(`${friend.fullName} no longer has this trip.`));
    await visible(dialog.getByRole('heading', { name: 'People on this trip (1)' }));
    // The invitation resent to them went with them.
    await visible(dialog.getByRole('heading', { name: 'Invitations waiting (0)' }));

    // 5. The friend's open trip hears of it and the list drops the trip without a reload; the
    // phone's list, loaded again, has none either.
    await gone(sharedList(desk.page).getByRole('link', { name: new RegExp(TITLE) }), 30_000);
    await phone.page.reload();
    await phone.page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await visible(
      sharedList(phone.page).getByText('Trips that friends invite you to will appear here.'),
    );
    for (const opened of [desk, phone, ownerDesk]) await opened.context.close();
  }, 360_000);
});

/** The owner's browser on the trip's chat with the invite dialog open, at a size. */
async function ownerDialog(key: string, slug: string, size: { width: number; height: number }) {
  const { context, page } = await e2e.newPage(size.width, size.height);
  await context.addCookies([{ name: AUTH_COOKIE, value: key, url: e2e.baseUrl }]);
  await page.goto(`/chat/${slug}`);
  await (
    await visible(page.getByRole('banner').getByRole('button', { name: 'Plan Together' }), 60_000)
  ).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Invite Friends' }));
  const people = dialog.getByRole('region', { name: /People on this trip/ });
  await visible(people.getByText('Maria Silva (you)'), 30_000);
  await visible(people.getByRole('combobox', { name: /^Role of / }));
  await visible(dialog.getByRole('region', { name: /Invitations waiting \(1\)/ }));
  return { context, page, dialog };
}
