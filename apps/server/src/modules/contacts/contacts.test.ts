import { apiPaths, messages, serverMessages } from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import {
  api,
  expectFieldErrors,
  registerUser,
  tokenHeader,
  uniqueEmail,
} from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';
import { startTestSmtp } from '../../test-support/test-smtp';

const TEAM = 'team@ai-map.test';

describe('contacts API', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, CONTACT_EMAIL: TEAM } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const send = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: api(apiPaths.contacts), payload, headers });

  it('keeps the message and forwards it to the team with the sender as Reply-To', async () => {
    const sender = uniqueEmail('sender');
    const res = await send({
      name: '  Marco Polo ',
      email: sender.toUpperCase(),
      subject: 'Route idea',
      message: 'Please add the Silk Road.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ detail: serverMessages.contactSent });

    const rows = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, sender));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Marco Polo',
      subject: 'Route idea',
      message: 'Please add the Silk Road.',
      userId: null,
    });

    const mail = await smtp.waitFor(TEAM);
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${sender.replace(/\./g, '\\.')}\\r?$`, 'm'));
    expect(mail.subject).toContain('Route idea');
    expect(mail.body).toContain('Please add the Silk Road.');
    expect(mail.body).toContain(`Marco Polo <${sender}>`);
  });

  it('links the message to the signed-in sender', async () => {
    const account = await registerUser(t.app);
    const me = await t.app.inject({
      method: 'GET',
      url: api(apiPaths.profile),
      headers: tokenHeader(account.key),
    });
    const res = await send(
      { name: 'Member', email: account.email, message: 'Hello from a member' },
      tokenHeader(account.key),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.message, 'Hello from a member'));
    expect(row).toMatchObject({ userId: me.json().id, subject: '' });
  });

  it('refuses an invalid e-mail and a missing message with field errors', async () => {
    const countBefore = (await t.database.db.select().from(contactMessages)).length;
    const badEmail = await send({ name: 'X', email: 'no-at-sign', message: 'Hi' });
    expect(badEmail.statusCode).toBe(400);
    expectFieldErrors(badEmail.json(), { email: [messages.invalidEmail] });

    const missing = await send({ name: 'X', email: uniqueEmail() });
    expect(missing.statusCode).toBe(400);
    expectFieldErrors(missing.json(), { message: [serverMessages.fieldRequired] });

    const blank = await send({ name: ' ', email: uniqueEmail(), message: '   ' });
    expect(blank.statusCode).toBe(400);
    expectFieldErrors(blank.json(), {
      name: [messages.requiredFields],
      message: [messages.requiredFields],
    });

    expect((await t.database.db.select().from(contactMessages)).length).toBe(countBefore);
  });
});
